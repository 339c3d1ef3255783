import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bootApp, type TestApp } from '../utils/app.js';
import { PASSWORD, registerAccount, unique, type Session } from '../utils/factories.js';

const run = promisify(execFile);
type Results = Record<string, { ok: boolean; value?: unknown; status?: number; body?: unknown }>;

/**
 * Every admin resource through all nine methods of the real ra-data-simple-rest client,
 * run as its own Node process (the client is ESM) against the API listening on a port.
 */
describe('ra-data-simple-rest conformance', () => {
  let t: TestApp;
  let apiUrl: string;
  let admin: Session;
  beforeAll(async () => {
    t = await bootApp();
    apiUrl = `${t.url}/api`;
    admin = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  async function drive(resource: string, plan: Record<string, unknown>): Promise<Results> {
    const script = join(__dirname, '../conformance/ra-client.mjs');
    const { stdout } = await run(process.execPath, [script, apiUrl, admin.token, resource, JSON.stringify(plan)], { timeout: 60_000 });
    return JSON.parse(stdout) as Results;
  }

  function expectAllNine(results: Results, created: number) {
    const failed = Object.entries(results).filter(([, r]) => !r.ok);
    expect(failed).toEqual([]);
    const ids = results.create.value as string[];
    expect(ids).toHaveLength(created);
    expect((results.getList.value as { total: number }).total).toBeGreaterThanOrEqual(created);
    expect(results.getOne.value).toMatchObject({ id: ids[0] });
    expect(new Set(results.getMany.value as string[])).toEqual(new Set(ids));
    expect(results.updateMany.value).toEqual(expect.arrayContaining(ids));
    expect(results.afterDelete.value).toEqual([]);
  }

  it('users: list, one, many, by account, create, update the whole record, update many, delete, delete many', async () => {
    const user = () => {
      const username = unique('ra');
      return { username, firstName: 'Ra', lastName: 'Client', email: `${username}@example.com`, role: 'viewer', password: PASSWORD };
    };
    const results = await drive('users', { create: [user(), user(), user()], update: { firstName: 'Renamed' }, target: 'accountId', targetId: admin.accountId });
    expectAllNine(results, 3);
    expect(results.update.value).toMatchObject({ firstName: 'Renamed', fullName: 'Renamed Client' });
    expect((results.getManyReference.value as { targets: string[] }).targets).toEqual([admin.accountId]);
  });

  it('sub-accounts: the same nine methods, getManyReference by parentId', async () => {
    const branch = () => ({ name: unique('Branch '), plan: 'trials', adminFirstName: 'B', adminEmail: `${unique('b')}@example.com`, adminPassword: PASSWORD });
    const results = await drive('sub-accounts', { create: [branch(), branch()], update: { status: 'suspended' }, target: 'parentId', targetId: admin.accountId });
    expectAllNine(results, 2);
    expect(results.update.value).toMatchObject({ status: 'suspended' });
    expect((results.getManyReference.value as { targets: string[] }).targets).toEqual([admin.accountId]);
  });

  it('templates: the same nine methods (delete is soft), getManyReference by accountId', async () => {
    const template = () => ({ name: unique('Template '), senderName: null, message: 'Hello {{firstName}}' });
    const results = await drive('templates', { create: [template(), template()], update: { message: 'สวัสดี' }, target: 'accountId', targetId: admin.accountId });
    expectAllNine(results, 2);
    expect(results.update.value).toMatchObject({ message: 'สวัสดี', encoding: 'ucs2', parts: 1 });
    expect((results.getManyReference.value as { targets: string[] }).targets).toEqual([admin.accountId]);
  });

  it('coupon-books: the same nine methods, getManyReference by status', async () => {
    const book = () => ({ name: unique('Book '), startDate: '2026-12-01T00:00:00+07:00', endDate: '2026-12-31T23:59:00+07:00' });
    const results = await drive('coupon-books', {
      create: [book(), book()],
      update: { status: 'inactive' },
      target: 'status',
      targetId: 'active',
    });
    expectAllNine(results, 2);
    expect(results.update.value).toMatchObject({ status: 'inactive', couponCount: 0, codeCount: 0 });
  });

  it('coupons: the same nine methods, getManyReference by couponBookId as the book page asks', async () => {
    const book = await t.http
      .post('/api/coupon-books')
      .set(admin.auth)
      .send({ name: unique('Book '), startDate: '2026-12-01T00:00:00+07:00', endDate: '2026-12-31T23:59:00+07:00' })
      .expect(201);
    const coupon = () => ({
      couponName: unique('Coupon '),
      startDate: '2026-12-01T00:00:00+07:00',
      endDate: '2026-12-31T23:59:00+07:00',
      couponBookId: book.body.id,
      couponCodePrefix: 'RA',
      useMax: 3,
    });
    const results = await drive('coupons', {
      create: [coupon(), coupon()],
      update: { status: 'inactive' },
      target: 'couponBookId',
      targetId: book.body.id,
    });
    expectAllNine(results, 2);
    expect(results.update.value).toMatchObject({ status: 'inactive', couponCodePrefix: 'RA', useMax: 3 });
    expect((results.getManyReference.value as { targets: string[] }).targets).toEqual([book.body.id]);
  });

  it('landing-pages: the same nine methods, getManyReference by status', async () => {
    const page = () => ({ landingpage_name: unique('Page '), landingpage_detail: '<p>Hi</p><script>x</script>' });
    const results = await drive('landing-pages', {
      create: [page(), page()],
      update: { status: 'active' },
      target: 'status',
      targetId: 'draft',
    });
    expectAllNine(results, 2);
    expect(results.update.value).toMatchObject({ status: 'active', landingpage_detail: '<p>Hi</p>' });
  });
});
