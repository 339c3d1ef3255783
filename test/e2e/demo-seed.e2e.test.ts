import type { DataSource } from 'typeorm';
import { createDataSource } from '../../backend/src/database/data-source.js';
import { seedDemo } from '../../backend/src/database/seeds/demo.seed.js';
import { planAtMost } from '../../backend/src/modules/accounts/accounts.service.js';
import type { Plan } from '../../backend/src/modules/accounts/account.entity.js';
import { migrate, scratchDatabase } from '../utils/database.js';

describe('the demo seed', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: DataSource;
  beforeAll(async () => {
    // A database of its own: the seed looks for the one platform account and the demo login.
    scratch = await scratchDatabase('seed');
    await migrate(scratch.config);
    db = await createDataSource(scratch.config).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  it('keeps the product’s own plan rule: a sub-account has at most its parent’s plan', async () => {
    expect((await seedDemo(db, 4)).created).toBe(true);
    const pairs = await db.query<{ name: string; plan: Plan; parent_plan: Plan }[]>(
      `SELECT a.name, a.plan, p.plan AS parent_plan FROM accounts a JOIN accounts p ON p.id = a.parent_id`,
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) expect({ ...pair, allowed: planAtMost(pair.plan, pair.parent_plan) }).toMatchObject({ allowed: true });
    // Run again, nothing changes.
    expect((await seedDemo(db, 4)).created).toBe(false);
  });
});
