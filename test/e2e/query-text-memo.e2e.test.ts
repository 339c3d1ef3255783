import type { DataSource, ObjectLiteral, QueryBuilder } from 'typeorm';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { createDataSource } from '../../backend/src/database/data-source.js';
import { buildUnkept, keptStatements, keptTexts, rewriteUnkept, TEXTS_KEPT } from '../../backend/src/database/query-text-memo.js';
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

/** A select's whole statement, kept per shape and data source (query-text-memo.ts). */
describe('the memo of select statements', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await createDataSource({ ...loadConfig(), databasePoolSize: 1 }).initialize();
  });

  afterAll(() => dataSource.destroy());

  const page = (role: string, options: { limit?: number; withDeleted?: boolean; alias?: string } = {}) => {
    const alias = options.alias ?? 'user';
    const qb = dataSource
      .getRepository(User)
      .createQueryBuilder(alias)
      .leftJoin(`${alias}.account`, 'account')
      .addSelect(['account.id', 'account.name'])
      .where(`${alias}.accountId IN (:...scope)`, { scope: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] })
      .andWhere(`${alias}.role = :role`, { role })
      .orderBy(`${alias}.createdAt`, 'DESC')
      .limit(options.limit ?? 10)
      .comment('statement memo e2e');
    return options.withDeleted ? qb.withDeleted() : qb;
  };

  it('answers the statement TypeORM builds, kept for the next builder of the same shape whatever its values', () => {
    const before = keptStatements(dataSource);
    const [sql, parameters] = page('operator').getQueryAndParameters();
    expect(keptStatements(dataSource)).toBe(before + 1);
    const [again, others] = page('admin').getQueryAndParameters();
    expect(again).toBe(sql);
    expect(others).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'admin']);
    expect(parameters).toContain('operator');
    expect(keptStatements(dataSource)).toBe(before + 1);
    expect(page('operator').getQuery()).toBe(buildUnkept(page('operator')));
  });

  it('keeps a statement per shape: another limit, alias, condition, column, order or join is another text', () => {
    const base = page('operator').getQuery();
    const shapes = [
      page('operator', { limit: 20 }),
      page('operator', { alias: 'u' }),
      page('operator').andWhere('user.status = :status', { status: 'active' }),
      page('operator').addSelect('account.plan'),
      page('operator').addOrderBy('user.id', 'DESC'),
      page('operator').innerJoin('user.account', 'home'),
    ];
    for (const qb of shapes) {
      const sql = qb.getQuery();
      expect(sql).not.toBe(base);
      expect(sql).toBe(buildUnkept(qb));
    }
    // Read for entities (getMany), a join's key is selected too: another text for the same builder.
    const partial = () => dataSource.getRepository(User).createQueryBuilder('user').leftJoin('user.account', 'account').addSelect('account.name');
    const raw = partial().getQuery();
    const forEntities = partial();
    forEntities.expressionMap.queryEntity = true;
    expect(forEntities.getQuery()).not.toBe(raw);
    expect(forEntities.getQuery()).toBe(buildUnkept(forEntities));
    // Users are not soft-deleted: with deleted rows or without, one text.
    expect(page('operator', { withDeleted: true }).getQuery()).toBe(base);
  });

  it('is checked against TypeORM on every statement it serves while the suites run', () => {
    // Set by the suites' global setup: a field of TypeORM's missing from the key fails a test.
    expect(process.env.QUERY_TEXT_MEMO_VERIFY).toBe('1');
  });

  it('builds every time what it cannot tell apart by value', () => {
    const before = keptStatements(dataSource);
    const qb = page('operator').loadRelationIdAndMap('user.accountRef', 'user.account');
    expect(qb.getQuery()).toBe(buildUnkept(qb));
    expect(keptStatements(dataSource)).toBe(before);
  });
});
