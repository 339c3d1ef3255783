import { isStaff, type RequestContext } from '../../backend/src/common/tenancy/request-context.js';
import { systemContext } from '../../backend/src/modules/system-context.js';
import { ROLES } from '../../backend/src/common/auth/roles.js';

describe('systemContext', () => {
  const accountId = '0b9f3c1e-8f1a-4c55-9a43-5d1f0c1d2e3f';

  it("acts in the one account it is given, as nobody's user, in English", () => {
    const { ability, ...rest } = systemContext(accountId);
    expect(rest).toEqual({
      userId: '00000000-0000-0000-0000-000000000000',
      role: 'admin',
      homeAccountId: accountId,
      accountId,
      scopeAccountIds: [accountId],
      language: 'en',
    });
    expect(ability).toBeDefined();
  });

  it("may do what an account's admin may, and not what only staff may", () => {
    const { ability } = systemContext(accountId);
    expect(ability.can('create', 'Broadcast')).toBe(true);
    expect(ability.can('read', 'Message')).toBe(true);
    expect(ability.can('create', 'Channel')).toBe(false);
    expect(ability.can('create', 'CreditPurchase')).toBe(false);
    expect(ability.can('update', 'SenderApproval')).toBe(false);
  });

  it('is not staff', () => {
    expect(isStaff(systemContext(accountId))).toBe(false);
  });
});

describe('isStaff', () => {
  it('is true for the staff role alone', () => {
    for (const role of ROLES) expect(isStaff({ role } as RequestContext)).toBe(role === 'staff');
  });
});
