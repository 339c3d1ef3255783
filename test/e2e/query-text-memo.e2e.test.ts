import type { DataSource, ObjectLiteral, QueryBuilder } from 'typeorm';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { createDataSource } from '../../backend/src/database/data-source.js';
import { keptTexts, rewriteUnkept, TEXTS_KEPT } from '../../backend/src/database/query-text-memo.js';
import { User } from '../../backend/src/modules/users/user.entity.js';

/** TypeORM's rewrite of property names into column names, kept per statement and aliases (query-text-memo.ts). */
describe('the memo of statements rewritten', () => {
  let dataSource: DataSource;
  let other: DataSource;

  beforeAll(async () => {
    dataSource = await createDataSource({ ...loadConfig(), databasePoolSize: 1 }).initialize();
    other = await createDataSource({ ...loadConfig(), databasePoolSize: 1 }).initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await other.destroy();
  });

  type Rewriting = { replacePropertyNamesForTheWholeQuery(statement: string): string };
  const rewrite = (qb: QueryBuilder<ObjectLiteral>, statement: string) => (qb as unknown as Rewriting).replacePropertyNamesForTheWholeQuery(statement);
  const users = (source: DataSource, alias = 'user') =>
    source.getRepository(User).createQueryBuilder(alias).leftJoin(`${alias}.account`, 'account');
  // A text of this file's own, so that no other test's statement is already kept.
  const statement = `SELECT user.fullName, user.accountId, account.plan FROM users user WHERE user.lastLoginAt > :since /* memo e2e */`;

  it("answers TypeORM's own rewrite, and keeps it", async () => {
    const qb = users(dataSource);
    const before = keptTexts(dataSource);
    const rewritten = rewrite(qb, statement);
    expect(rewritten).toBe(rewriteUnkept(qb, statement));
    expect(rewritten).toContain('"user"."full_name", "user"."account_id", "account"."plan"');
    expect(rewritten).toContain('"user"."last_login_at" > :since');
    expect(keptTexts(dataSource)).toBe(before + 1);
    // The same statement and aliases again, from another builder: the kept text.
    expect(rewrite(users(dataSource), statement)).toBe(rewritten);
    expect(keptTexts(dataSource)).toBe(before + 1);
  });

  it('keeps a rewrite per aliases and per data source', async () => {
    const byUser = rewrite(users(dataSource), statement);
    // Under another alias the same text names no property of it, and stays as it was.
    const renamed = users(dataSource, 'u');
    expect(rewrite(renamed, statement)).toBe(rewriteUnkept(renamed, statement));
    expect(rewrite(renamed, statement)).toContain('SELECT user.fullName');
    // Without the join, account.plan is no property of any alias.
    const alone = dataSource.getRepository(User).createQueryBuilder('user');
    expect(rewrite(alone, statement)).toBe(rewriteUnkept(alone, statement));
    expect(rewrite(alone, statement)).toContain('account.plan');
    expect(rewrite(users(dataSource), statement)).toBe(byUser);
    const before = keptTexts(other);
    expect(rewrite(users(other), statement)).toBe(byUser);
    expect(keptTexts(other)).toBe(before + 1);
  });

  it("builds a list's statements as TypeORM does, and bounds what it keeps", async () => {
    const qb = users(dataSource)
      .addSelect(['account.id', 'account.name'])
      .where('user.accountId IN (:...scope)', { scope: ['00000000-0000-4000-8000-000000000001'] })
      .andWhere('user.role = :role', { role: 'operator' })
      .orderBy('user.createdAt', 'DESC')
      .addOrderBy('user.id', 'DESC')
      .limit(10);
    const [sql] = qb.getQueryAndParameters();
    expect(sql).toContain('"user"."role" = $2');
    expect(sql).toContain('ORDER BY "user"."created_at" DESC, "user"."id" DESC');
    for (let i = 0; i <= TEXTS_KEPT; i++) rewrite(users(dataSource), `${statement} /* ${i} */`);
    expect(keptTexts(dataSource)).toBeLessThanOrEqual(TEXTS_KEPT);
    expect(qb.getQueryAndParameters()[0]).toBe(sql);
  });
});
