import { NotFoundException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../backend/src/common/tenancy/request-context.js';
import { TenantRepository } from '../../backend/src/common/tenancy/tenant-repository.js';
import { createDataSource } from '../../backend/src/database/data-source.js';
import { Account } from '../../backend/src/modules/accounts/account.entity.js';
import { User } from '../../backend/src/modules/users/user.entity.js';
import { migrate, scratchDatabase } from '../utils/database.js';
import { unique } from '../utils/factories.js';

/**
 * The tenant layer on its own, against PostgreSQL: the account predicate must be in the SQL
 * of each operation, so a row of another account is neither read, changed nor deleted even
 * when a caller skips the read first (the services read first, which would hide a missing
 * predicate on update or delete from the route-level suites).
 */
describe('TenantRepository', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let dataSource: DataSource;
  let users: TenantRepository<User>;
  let subAccounts: TenantRepository<Account>;
  let mine: Account;
  let child: Account;
  let theirs: Account;

  const ctxOf = (account: Account, scopeAccountIds: string[] | null): RequestContext =>
    ({ userId: account.id, role: 'admin', homeAccountId: account.id, accountId: account.id, scopeAccountIds }) as RequestContext;
  const fields = () => {
    const name = unique('t');
    return {
      username: name,
      email: `${name}@example.com`,
      firstName: 'T',
      fullName: 'T',
      role: 'operator' as const,
      passwordHash: 'x',
    };
  };

  beforeAll(async () => {
    database = await scratchDatabase('tenantrepo');
    await migrate(database.config);
    dataSource = await createDataSource(database.config).initialize();
    const accounts = dataSource.getRepository(Account);
    mine = await accounts.save(accounts.create({ name: unique('Mine'), plan: 'basic' }));
    child = await accounts.save(accounts.create({ name: unique('Child'), plan: 'basic', parentId: mine.id }));
    theirs = await accounts.save(accounts.create({ name: unique('Theirs'), plan: 'basic' }));
    users = new TenantRepository(dataSource, User);
    subAccounts = new TenantRepository(dataSource, Account, 'parentId');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('sets the owner on create and refuses an owner out of scope', async () => {
    const row = await users.for(ctxOf(mine, [mine.id])).insert(fields());
    expect(row.accountId).toBe(mine.id);
    await expect(users.for(ctxOf(mine, [mine.id])).insert(fields(), theirs.id)).rejects.toBeInstanceOf(NotFoundException);
  });

  it('reads, updates and deletes nothing of another account, answering 404', async () => {
    const foreign = await users.for(ctxOf(theirs, [theirs.id])).insert(fields());
    const scope = users.for(ctxOf(mine, [mine.id, child.id]), 'withSubAccounts');
    expect(await scope.findById(foreign.id)).toBeNull();
    await expect(scope.getById(foreign.id)).rejects.toBeInstanceOf(NotFoundException);
    await expect(scope.update(foreign.id, { firstName: 'Changed' })).rejects.toBeInstanceOf(NotFoundException);
    await expect(scope.delete(foreign.id)).rejects.toBeInstanceOf(NotFoundException);
    const after = await dataSource.getRepository(User).findOneByOrFail({ id: foreign.id });
    expect(after.firstName).toBe('T');
  });

  it('changes and deletes its own row by id, and no other row of the account', async () => {
    const scope = users.for(ctxOf(mine, [mine.id]));
    const [row, neighbour] = [await scope.insert(fields()), await scope.insert(fields())];
    await scope.update(row.id, { firstName: 'Changed' });
    expect((await scope.getById(row.id)).firstName).toBe('Changed');
    expect((await scope.getById(neighbour.id)).firstName).toBe('T');
    await scope.delete(row.id);
    expect(await scope.findById(row.id)).toBeNull();
    expect(await scope.findById(neighbour.id)).not.toBeNull();
    // Gone is answered as missing, with the message every 404 carries.
    await expect(scope.delete(row.id)).rejects.toThrow('errors.notFound');
  });

  it('reaches every account when the scope is every account (staff in the platform account)', async () => {
    const foreign = await users.for(ctxOf(theirs, [theirs.id])).insert(fields());
    const everyone = users.for(ctxOf(mine, null), 'withSubAccounts');
    expect(everyone.owns(theirs.id)).toBe(true);
    await everyone.update(foreign.id, { firstName: 'Seen by staff' });
    expect((await everyone.getById(foreign.id)).firstName).toBe('Seen by staff');
    expect((await everyone.insert(fields(), theirs.id)).accountId).toBe(theirs.id);
    await everyone.delete(foreign.id);
    expect(await dataSource.getRepository(User).findOneBy({ id: foreign.id })).toBeNull();
  });

  it('deletes among many ids only the rows of the scope', async () => {
    const scope = users.for(ctxOf(mine, [mine.id]));
    const [a, b, keep] = [await scope.insert(fields()), await scope.insert(fields()), await scope.insert(fields())];
    const foreign = await users.for(ctxOf(theirs, [theirs.id])).insert(fields());
    expect(await scope.deleteMany([])).toBe(0);
    expect(await scope.deleteMany([a.id, b.id, foreign.id])).toBe(2);
    expect(await scope.findById(keep.id)).not.toBeNull();
    expect(await dataSource.getRepository(User).findOneBy({ id: foreign.id })).not.toBeNull();
  });

  it('tells a unique value taken in any account, ignoring case and the row itself', async () => {
    const foreign = await users.for(ctxOf(theirs, [theirs.id])).insert(fields());
    expect(await users.isTakenAnywhere('email', foreign.email.toUpperCase())).toBe(true);
    expect(await users.isTakenAnywhere('email', foreign.email, foreign.id)).toBe(false);
    expect(await users.isTakenAnywhere('email', `${unique('free')}@example.com`)).toBe(false);
  });

  it('fills a new account in its own transaction, and loads a row with its relations', async () => {
    const created = await dataSource.transaction(async (manager) => {
      const accounts = manager.getRepository(Account);
      const account = await accounts.save(accounts.create({ name: unique('New'), plan: 'basic' }));
      return users.forNewAccount(manager, account.id).insert(fields());
    });
    const loaded = await users.for(ctxOf(mine, null), 'withSubAccounts').getById(created.id, ['account']);
    expect(loaded.account?.id).toBe(created.accountId);
  });

  it('does not move a row to an account out of scope', async () => {
    const scope = users.for(ctxOf(mine, [mine.id, child.id]), 'withSubAccounts');
    const row = await scope.insert(fields(), child.id);
    await expect(scope.update(row.id, { accountId: theirs.id })).rejects.toBeInstanceOf(NotFoundException);
    await scope.update(row.id, { accountId: mine.id });
    expect((await scope.getById(row.id)).accountId).toBe(mine.id);
  });

  it('lists the acting account alone, its sub-accounts when widened, every account for null', async () => {
    const inChild = await users.for(ctxOf(mine, [mine.id, child.id]), 'withSubAccounts').insert(fields(), child.id);
    const acting = await users
      .for(ctxOf(mine, [mine.id, child.id]))
      .query('user')
      .getMany();
    expect(acting.every((row) => row.accountId === mine.id)).toBe(true);
    const wide = await users
      .for(ctxOf(mine, [mine.id, child.id]), 'withSubAccounts')
      .query('user')
      .getMany();
    expect(wide.map((row) => row.id)).toContain(inChild.id);
    expect(wide.some((row) => row.accountId === theirs.id)).toBe(false);
    const all = await users.for(ctxOf(mine, null), 'withSubAccounts').query('user').getMany();
    expect(all.some((row) => row.accountId === theirs.id)).toBe(true);
  });

  it('keeps sub-accounts to their parent (owner column parent_id)', async () => {
    const scope = subAccounts.for(ctxOf(mine, [mine.id]));
    expect((await scope.query('account').getMany()).map((row) => row.id)).toEqual([child.id]);
    await expect(subAccounts.for(ctxOf(theirs, [theirs.id])).delete(child.id)).rejects.toBeInstanceOf(NotFoundException);
    const created = await subAccounts.for(ctxOf(theirs, [theirs.id])).insert({ name: unique('Sub'), plan: 'basic' });
    expect(created.parentId).toBe(theirs.id);
  });
});
