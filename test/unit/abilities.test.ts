import { ForbiddenError } from '@casl/ability';
import { abilityFor, authorize, permissionsOf, roleAbilities, ROLE_ABILITIES, ROLE_PERMISSIONS } from '../../backend/src/modules/abilities.js';
import { ROLES, type Role } from '../../backend/src/common/auth/roles.js';
import { defineFeature } from '../../backend/src/common/feature/feature.js';

/**
 * How the role table is built from what features declare. The table is the `{ action, subject }`
 * list each user's sign-in answers (the admin builds its own CASL ability from it), so its exact
 * rules are an interface, not only the abilities they add up to. The feature suites say what each
 * role may do with the product's own features; here made-up ones hold each rule of the builder.
 */
describe('the role table', () => {
  const notes = defineFeature({
    name: 'notes',
    entities: [],
    // Grants for staff and admins on a subject not kept for staff add nothing: they manage all.
    grants: { Note: { staff: ['read'], admin: ['read'], operator: ['read', 'create'], viewer: ['read'] } },
  });
  const gates = defineFeature({
    name: 'gates',
    entities: [],
    grants: { Gate: { admin: ['read'], client: ['read'] }, Key: {} },
    staffOnly: ['Gate', 'Key'],
  });
  const table = roleAbilities([notes, gates]);

  it('gives staff everything, and nothing a feature lists', () => {
    expect(table.staff).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('gives admins everything, closes what staff keep, then reopens what the feature grants admins there', () => {
    expect(table.admin).toEqual([
      { action: 'manage', subject: 'all' },
      { action: 'manage', subject: 'Gate', inverted: true },
      { action: 'read', subject: 'Gate' },
      { action: 'manage', subject: 'Key', inverted: true },
    ]);
    const admin = abilityFor('admin');
    expect(admin.can('manage', 'Template')).toBe(true);
  });

  it('gives the other roles exactly what each feature grants them, staff-only subjects included', () => {
    expect(table.operator).toEqual([
      { action: 'read', subject: 'Note' },
      { action: 'create', subject: 'Note' },
    ]);
    expect(table.viewer).toEqual([{ action: 'read', subject: 'Note' }]);
    expect(table.client).toEqual([{ action: 'read', subject: 'Gate' }]);
    expect(table.verifier).toEqual([]);
  });

  it('has a list for every role, and none for a feature-less product but the two who manage all', () => {
    const bare = roleAbilities([]);
    expect(Object.keys(bare).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES)
      expect(bare[role]).toEqual(role === 'staff' || role === 'admin' ? [{ action: 'manage', subject: 'all' }] : []);
  });

  it('is the product features’ table, built once', () => {
    expect(ROLE_ABILITIES).toEqual(roleAbilities());
    // Channels are kept for staff: admins read their own, and set none up.
    expect(abilityFor('admin').can('create', 'Channel')).toBe(false);
    expect(abilityFor('admin').can('read', 'Channel')).toBe(true);
    expect(abilityFor('staff').can('create', 'Channel')).toBe(true);
  });

  it("builds each role's ability once, and gives every request that one", () => {
    for (const role of ROLES) {
      expect(abilityFor(role)).toBe(abilityFor(role));
      expect(abilityFor(role).rules).toEqual(ROLE_ABILITIES[role]);
    }
    expect(abilityFor('admin')).not.toBe(abilityFor('operator'));
  });

  it('lets a role it does not know read its own sign-in state, and nothing else', () => {
    const unknown = abilityFor('ghost' as Role);
    expect(unknown.can('read', 'Auth')).toBe(true);
    expect(unknown.can('read', 'Template')).toBe(false);
    expect(unknown.rules).toEqual([{ action: 'read', subject: 'Auth' }]);
  });
});

describe('the permission list', () => {
  const notes = defineFeature({ name: 'notes', entities: [], grants: { Note: { operator: ['read', 'create'] } } });
  const gates = defineFeature({ name: 'gates', entities: [], grants: { Gate: { admin: ['read'] }, Key: {} }, staffOnly: ['Gate', 'Key'] });
  const features = [notes, gates];
  const table = roleAbilities(features);

  it('names what the ability allows, subject by subject, and never a closed subject as managed', () => {
    expect(permissionsOf(table.admin, features)).toEqual(['manage:Note', 'read:Gate']);
    expect(permissionsOf(table.operator, features)).toEqual(['read:Note', 'create:Note']);
    expect(permissionsOf(table.verifier, features)).toEqual([]);
  });

  it('says manage:all only for a role that manages every subject', () => {
    expect(permissionsOf(table.staff, features)).toEqual(['manage:all']);
  });

  it('is built once per role from the product’s table', () => {
    for (const role of ROLES) expect(ROLE_PERMISSIONS[role]).toEqual(permissionsOf(ROLE_ABILITIES[role]));
    expect(ROLE_PERMISSIONS.admin).toContain('read:Channel');
    expect(ROLE_PERMISSIONS.admin).not.toContain('manage:Channel');
    expect(ROLE_PERMISSIONS.admin).not.toContain('manage:SenderApproval');
  });
});

describe('authorize', () => {
  it('lets an allowed action through without making an error, and throws CASL\'s ForbiddenError otherwise', () => {
    const from = jest.spyOn(ForbiddenError, 'from');
    try {
      expect(() => authorize({ ability: abilityFor('viewer') }, 'read', 'User')).not.toThrow();
      expect(from).not.toHaveBeenCalled();
      expect(() => authorize({ ability: abilityFor('viewer') }, 'delete', 'User')).toThrow(ForbiddenError);
      expect(() => authorize({ ability: abilityFor('client') }, 'read', 'User')).toThrow(ForbiddenError);
    } finally {
      from.mockRestore();
    }
  });
});
