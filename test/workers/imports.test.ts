import { DataSource } from 'typeorm';
import { ImportRunner } from '../../backend/src/modules/imports/import-runner.service.js';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, userWithRole, type Session } from '../utils/factories.js';
import { eventually } from '../utils/messaging.js';

jest.setTimeout(120_000);

type ImportBody = Record<string, unknown> & { id: string; status: string };

describe('imports: people and blacklist files, in steps, run by the worker', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let shop: Session;

  beforeAll(async () => {
    h = await deliveryHarness('imports');
    shop = await registerAccount(h.api.http);
  }, 60_000);
  afterAll(() => h.close(), 60_000);

  const upload = (session: Session, content: Buffer | string, name: string, target = 'people') =>
    h.api.http.post('/api/imports').set(session.auth).attach('file', Buffer.from(content), name).field('target', target);
  const map = (session: Session, id: string, mapping: Record<string, string>, mode?: string) =>
    h.api.http
      .put(`/api/imports/${id}`)
      .set(session.auth)
      .send({ mapping, ...(mode ? { mode } : {}) });
  const finished = (session: Session, id: string) =>
    eventually(
      async () => {
        const res = await h.api.http.get(`/api/imports/${id}`).set(session.auth).expect(200);
        return ['completed', 'failed'].includes(res.body.status) ? (res.body as ImportBody) : null;
      },
      60_000,
      200,
    );
  const people = async (session: Session, filter: Record<string, unknown> = {}) =>
    (
      await h.api.http
        .get('/api/people')
        .query({ filter: JSON.stringify(filter), range: '[0,99]' })
        .set(session.auth)
        .expect(200)
    ).body as {
      mobile: string;
      firstName: string;
      fields: Record<string, unknown>;
      tagIds: string[];
    }[];

  it('imports people through every step: preview, run, counts, tags, custom fields and the invalid rows', async () => {
    await h.api.http
      .post('/api/people-fields')
      .set(shop.auth)
      .send({ label: 'Points', key: 'points', type: 'number' })
      .expect(201);
    await h.api.http.post('/api/people').set(shop.auth).send({ mobile: '0810000003', firstName: 'Old' }).expect(201);
    const csv = [
      'เบอร์โทร,ชื่อ,แต้ม,แท็ก',
      '081-000-0001,สมชาย,10,VIP',
      '0810000002,Malee,x,"VIP, Gold"',
      '0810000003,Updated,30,',
      '12345,Bad,1,',
      '+66 81 000 0001,Repeat,5,',
      '=HYPERLINK("http://x"),Formula,1,',
    ].join('\n');
    const created = await upload(shop, csv, 'people.csv').expect(201);
    expect(created.body).toMatchObject({
      target: 'people',
      status: 'uploaded',
      total: 6,
      encoding: 'utf-8',
      header: ['เบอร์โทร', 'ชื่อ', 'แต้ม', 'แท็ก'],
    });
    const id = created.body.id as string;

    const fields = await h.api.http.get('/api/imports/fields').query({ target: 'people' }).set(shop.auth).expect(200);
    expect(fields.body.fields.map((field: { key: string }) => field.key)).toEqual(
      expect.arrayContaining(['mobile', 'firstName', 'tags', 'points']),
    );

    // Step 2 refuses a mapping without the mobile, or with one field twice.
    expect((await map(shop, id, { ชื่อ: 'firstName' }).expect(422)).body.errors).toHaveProperty('mapping');
    expect((await map(shop, id, { เบอร์โทร: 'mobile', ชื่อ: 'mobile' }).expect(422)).body.errors).toHaveProperty('mapping');
    // Starting before a mapping is a conflict.
    await h.api.http.post(`/api/imports/${id}/start`).set(shop.auth).expect(409);

    const mapped = await map(shop, id, { เบอร์โทร: 'mobile', ชื่อ: 'firstName', แต้ม: 'points', แท็ก: 'tags' }, 'update').expect(200);
    expect(mapped.body.status).toBe('mapped');
    expect(mapped.body.preview).toHaveLength(6);
    expect(mapped.body.preview[0]).toMatchObject({ row: 2, errors: {} });
    expect(mapped.body.preview[1].errors).toEqual({ 'fields.points': expect.any(String) });
    expect(mapped.body.preview[3].errors).toEqual({ mobile: expect.any(String) });

    const started = await h.api.http.post(`/api/imports/${id}/start`).set(shop.auth).expect(200);
    expect(['queued', 'running', 'completed']).toContain(started.body.status);
    // Started again: the same run, not a second one.
    await h.api.http
      .post(`/api/imports/${id}/start`)
      .set(shop.auth)
      .expect((res) => expect([200, 409]).toContain(res.status));
    const done = await finished(shop, id);
    expect(done).toMatchObject({ status: 'completed', processed: 6, created: 1, updated: 1, skipped: 1, invalid: 3 });

    const rows = await people(shop);
    const byMobile = new Map(rows.map((row) => [row.mobile, row]));
    expect(byMobile.get('+66810000001')).toMatchObject({ firstName: 'สมชาย', fields: { points: 10 } });
    expect(byMobile.get('+66810000003')).toMatchObject({ firstName: 'Updated', fields: { points: 30 } });
    expect(byMobile.has('+66810000002')).toBe(false);
    const tags = (await h.api.http.get('/api/tags').set(shop.auth).expect(200)).body as {
      id: string;
      name: string;
      memberCount: number;
    }[];
    expect(tags.map((tag) => tag.name)).toEqual(['VIP']);
    expect(byMobile.get('+66810000001')!.tagIds).toEqual([tags[0].id]);

    const invalid = await h.api.http.get(`/api/imports/${id}/invalid`).query({ format: 'csv' }).set(shop.auth).expect(200);
    const lines = invalid.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Row,Reason,เบอร์โทร,ชื่อ,แต้ม,แท็ก');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['3', '5', '7']);
    // A cell a spreadsheet would run as a formula is neutralised.
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('reads Thai text saved as Windows-874, and skips existing numbers when asked', async () => {
    const account = await registerAccount(h.api.http);
    await h.api.http.post('/api/people').set(account.auth).send({ mobile: '0820000001', firstName: 'Keep' }).expect(201);
    // "mobile,name" then two rows, the names in TIS-620 / Windows-874 bytes (สมชาย, มาลี).
    const bytes = Buffer.concat([
      Buffer.from('mobile,name\n0820000001,'),
      Buffer.from([0xca, 0xc1, 0xaa, 0xd2, 0xc2]),
      Buffer.from('\n0820000002,'),
      Buffer.from([0xc1, 0xd2, 0xc5, 0xd5]),
      Buffer.from('\n'),
    ]);
    const created = await upload(account, bytes, 'thai.csv').expect(201);
    expect(created.body).toMatchObject({
      encoding: 'windows-874',
      sample: [
        ['0820000001', 'สมชาย'],
        ['0820000002', 'มาลี'],
      ],
    });
    await map(account, created.body.id, { mobile: 'mobile', name: 'firstName' }, 'skip').expect(200);
    await h.api.http.post(`/api/imports/${created.body.id}/start`).set(account.auth).expect(200);
    expect(await finished(account, created.body.id)).toMatchObject({ created: 1, skipped: 1, updated: 0 });
    const names = new Map((await people(account)).map((row) => [row.mobile, row.firstName]));
    expect(names).toEqual(
      new Map([
        ['+66820000001', 'Keep'],
        ['+66820000002', 'มาลี'],
      ]),
    );
  });

  it('imports a blacklist, whose numbers then count as blacklisted', async () => {
    const account = await registerAccount(h.api.http);
    const created = await upload(
      account,
      'phone,why\n0830000001,stop_keyword\n0830000002,\n0830000003,nonsense\n',
      'bl.csv',
      'blacklist',
    ).expect(201);
    await map(account, created.body.id, { phone: 'mobile', why: 'reason' }).expect(200);
    await h.api.http.post(`/api/imports/${created.body.id}/start`).set(account.auth).expect(200);
    expect(await finished(account, created.body.id)).toMatchObject({ created: 2, invalid: 1, mode: 'skip' });
    const entries = (await h.api.http.get('/api/blacklist').set(account.auth).expect(200)).body as {
      mobile: string;
      reason: string;
    }[];
    expect(entries.map((entry) => [entry.mobile, entry.reason]).sort()).toEqual([
      ['+66830000001', 'stop_keyword'],
      ['+66830000002', 'manual'],
    ]);
  });

  it('resumes a run that died after a committed batch from where it stopped', async () => {
    const account = await registerAccount(h.api.http);
    const created = await upload(account, 'mobile\n0840000001\n0840000002\n0840000003\n', 'resume.csv').expect(201);
    const id = created.body.id as string;
    await map(account, id, { mobile: 'mobile' }).expect(200);
    // As if a run had committed the first two rows and then died.
    await h.api.app
      .get(DataSource)
      .query(`UPDATE imports SET status = 'running', processed = 2, created = 2 WHERE id = $1`, [id]);
    await h.api.app.get(ImportRunner).run(id);
    expect(await finished(account, id)).toMatchObject({ status: 'completed', processed: 3, created: 3 });
    expect((await people(account)).map((row) => row.mobile)).toEqual(['+66840000003']);
  });

  it('writes a file of several batches, one written while the next is read, each row once', async () => {
    const account = await registerAccount(h.api.http);
    const lines = ['mobile,name'];
    // Five batches: the fourth's write follows a full collection (BATCHES_PER_COLLECTION).
    for (let i = 0; i < 21_000; i++) lines.push(`08${String(60_000_000 + (i % 20_000)).padStart(8, '0')},P${i}`);
    const created = await upload(account, lines.join('\n'), 'big.csv').expect(201);
    await map(account, created.body.id, { mobile: 'mobile', name: 'firstName' }).expect(200);
    await h.api.http.post(`/api/imports/${created.body.id}/start`).set(account.auth).expect(200);
    expect(await finished(account, created.body.id)).toMatchObject({
      status: 'completed',
      processed: 21_000,
      created: 20_000,
      skipped: 1_000,
    });
    const [{ n }] = await h.api.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM people WHERE account_id = $1`, [account.accountId]);
    expect(n).toBe(20_000);
    // A large import leaves its table vacuumed: its pages all-visible, for index-only scans
    // (a page another test's writes touch meanwhile may stay out).
    const [pages] = await h.api.app
      .get(DataSource)
      .query(`SELECT relpages, relallvisible FROM pg_class WHERE oid = 'people'::regclass`);
    expect(pages.relpages).toBeGreaterThan(0);
    expect(pages.relallvisible).toBeGreaterThanOrEqual(0.9 * pages.relpages);
  });

  it('keeps imports to their account and their roles', async () => {
    const other = await registerAccount(h.api.http);
    const created = await upload(shop, 'mobile\n0850000001\n', 'mine.csv').expect(201);
    await h.api.http.get(`/api/imports/${created.body.id}`).set(other.auth).expect(404);
    await map(other, created.body.id, { mobile: 'mobile' }).expect(404);
    await h.api.http.post(`/api/imports/${created.body.id}/start`).set(other.auth).expect(404);
    expect((await h.api.http.get('/api/imports').set(other.auth).expect(200)).body).toEqual([]);
    const viewer = await userWithRole(h.api.http, shop, 'viewer');
    await upload(viewer, 'mobile\n0850000002\n', 'v.csv').expect(403);
    await h.api.http.get(`/api/imports/${created.body.id}`).set(viewer.auth).expect(200);
    expect((await upload(shop, 'mobile\n0850000003\n', 'x.csv', 'robots').expect(422)).body.errors).toHaveProperty('target');
  });
});
