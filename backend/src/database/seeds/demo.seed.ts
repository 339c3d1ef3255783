import type { DataSource } from 'typeorm';
import bcrypt from 'bcrypt';
import { Account } from '../../modules/accounts/account.entity.js';
import { User } from '../../modules/users/user.entity.js';

export interface SeedResult {
  created: boolean;
  logins: { role: string; email: string; password: string }[];
}

/** Dev-only passwords for the demo data; never used for anything real. */
export const DEMO_LOGINS = {
  admin: { email: 'demo@example.com', password: 'demo-password' },
  staff: { email: 'staff@example.com', password: 'staff-password' },
};

/**
 * Demo data, once: the platform account with a staff user, and a demo business on the
 * Trials plan with an admin, an operator and one sub-account. Running it again changes nothing.
 */
export async function seedDemo(dataSource: DataSource, bcryptCost: number): Promise<SeedResult> {
  const logins = [
    { role: 'admin', ...DEMO_LOGINS.admin },
    { role: 'staff', ...DEMO_LOGINS.staff },
  ];
  return dataSource.transaction(async (manager) => {
    const users = manager.getRepository(User);
    if (await users.exist({ where: { email: DEMO_LOGINS.admin.email } })) return { created: false, logins };
    const accounts = manager.getRepository(Account);
    const hash = (password: string) => bcrypt.hash(password, bcryptCost);
    const platform =
      (await accounts.findOneBy({ isPlatform: true })) ??
      (await accounts.save(accounts.create({ name: 'Platform', plan: 'enterprise', isPlatform: true })));
    const demo = await accounts.save(accounts.create({ name: 'Demo Coffee Co.', plan: 'trials', contactEmail: DEMO_LOGINS.admin.email }));
    // A sub-account gets at most its parent's plan (planAtMost): a Trials parent, a Trials branch.
    const branch = await accounts.save(accounts.create({ name: 'Demo Coffee Chiang Mai', plan: demo.plan, parentId: demo.id }));
    const person = (account: Account, username: string, email: string, firstName: string, lastName: string, role: User['role'], passwordHash: string) =>
      users.create({ accountId: account.id, username, email, firstName, lastName, fullName: `${firstName} ${lastName}`, role, passwordHash });
    await users.save([
      person(platform, 'staff', DEMO_LOGINS.staff.email, 'Platform', 'Staff', 'staff', await hash(DEMO_LOGINS.staff.password)),
      person(demo, 'demo', DEMO_LOGINS.admin.email, 'Somchai', 'Jaidee', 'admin', await hash(DEMO_LOGINS.admin.password)),
      person(demo, 'malee', 'malee@example.com', 'Malee', 'Srisuk', 'operator', await hash(DEMO_LOGINS.admin.password)),
      person(branch, 'branch-admin', 'branch@example.com', 'Anan', 'Wongsa', 'admin', await hash(DEMO_LOGINS.admin.password)),
    ]);
    return { created: true, logins };
  });
}
