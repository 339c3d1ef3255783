import { DataSource } from 'typeorm';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, userWithRole, type Session } from '../utils/factories.js';
import { approvedSender, topUp } from '../utils/messaging.js';

interface Entry {
  id: string;
  accountId: string;
  mobile: string;
  reason: string;
  source: string | null;
  createdAt: string;
  updatedAt: string;
}

describe('blacklist (/api/blacklist)', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
  }, 60_000);
  afterAll(() => t.close());

  const add = (session: Session, body: Record<string, unknown>) => t.http.post('/api/blacklist').set(session.auth).send(body);
  const list = async (session: Session, filter: Record<string, unknown> = {}, sort?: [string, 'ASC' | 'DESC']) => {
    const query: Record<string, string> = { filter: JSON.stringify(filter), range: '[0,99]' };
    if (sort) query.sort = JSON.stringify(sort);
    return (await t.http.get('/api/blacklist').query(query).set(session.auth).expect(200)).body as Entry[];
  };

  it('walks 401 → 422 → 201 and stores the number in E.164, manual unless said', async () => {
    await t.http.post('/api/blacklist').send({ mobile: '0812345678' }).expect(401);
    await add(admin, {}).expect(422);
    const created = await add(admin, { mobile: '081-234-5678' }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      accountId: admin.accountId,
      mobile: '+66812345678',
      reason: 'manual',
      source: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await t.http.get(`/api/blacklist/${created.body.id}`).set(admin.auth).expect(200)).body).toEqual(created.body);
    const removed = await t.http.delete(`/api/blacklist/${created.body.id}`).set(admin.auth).expect(200);
    expect(removed.body).toEqual(created.body);
    await t.http.get(`/api/blacklist/${created.body.id}`).set(admin.auth).expect(404);
    await t.http.delete(`/api/blacklist/${created.body.id}`).set(admin.auth).expect(404);
  });

  it.each(['0812345677', '081-234-5677', '081 234 5677', '+66812345677', '66812345677', '+66 81 234 5677', '(081) 234-5677'])(
    'reads %s as +66812345677',
    async (mobile) => {
      const owner = await registerAccount(t.http);
      const created = await add(owner, { mobile, reason: 'unsubscribe', source: '  Opt-out page  ' }).expect(201);
      expect(created.body).toMatchObject({ mobile: '+66812345677', reason: 'unsubscribe', source: 'Opt-out page' });
      // Every other writing of it is the same number.
      const again = await add(owner, { mobile: mobile === '0812345677' ? '+66 81 234 5677' : '0812345677' }).expect(409);
      expect(again.body.errors).toEqual({ mobile: 'validation.alreadyBlacklisted' });
    },
  );

  it.each([
    ['a short number', '12345', 'validation.phone'],
    ['a Bangkok landline', '021234567', 'validation.phone'],
    ['a number of another country', '+14155552671', 'validation.phone'],
    ['one digit too many', '08123456789', 'validation.phone'],
    ['text', 'call me', 'validation.phone'],
    ['an empty string', '', 'validation.required'],
    ['null', null, 'validation.required'],
    ['a number', 812345678, 'validation.string'],
  ])('refuses %s as the number: 422 on mobile, translated', async (_label, mobile, key) => {
    const res = await add(admin, { mobile }).expect(422);
    expect(res.body.errors).toEqual({ mobile: key });
    expect(res.body.message).toBe('Some fields are not valid');
    const thai = await add(admin, { mobile }).set('Accept-Language', 'th').expect(422);
    expect(thai.body.message).not.toBe(res.body.message);
  });

  it.each([
    ['an unknown reason', { reason: 'spam' }, 'reason', 'validation.oneOf'],
    ['a null reason', { reason: null }, 'reason', 'validation.oneOf'],
    ['a source over 100 characters', { source: 's'.repeat(101) }, 'source', 'validation.maxLength'],
    ['an unknown field', { note: 'x' }, 'note', 'validation.unknownField'],
  ])('refuses %s with 422 on the field', async (_label, extra, field, key) => {
    const res = await add(admin, { mobile: '0899999999', ...extra }).expect(422);
    expect(res.body.errors).toEqual({ [field]: key });
  });

  it('answers 409 to a number the account has blocked already, with a translated message; another account may block it', async () => {
    const owner = await registerAccount(t.http);
    await add(owner, { mobile: '0823456789' }).expect(201);
    const duplicate = await add(owner, { mobile: '+66823456789', reason: 'stop_keyword' }).expect(409);
    expect(duplicate.body).toEqual({
      statusCode: 409,
      message: 'This number is already on the blacklist',
      errors: { mobile: 'validation.alreadyBlacklisted' },
    });
    const thai = await add(owner, { mobile: '082-345-6789' }).set('Accept-Language', 'th').expect(409);
    expect(thai.body.message).toBe('เบอร์นี้อยู่ในบัญชีดำแล้ว');
    // The first entry is as it was.
    expect((await list(owner)).map((entry) => [entry.mobile, entry.reason])).toEqual([['+66823456789', 'manual']]);
    await add(await registerAccount(t.http), { mobile: '0823456789' }).expect(201);
  });

  it('answers one 201 and the rest 409, never a 500, to the same number posted at the same moment', async () => {
    const owner = await registerAccount(t.http);
    for (let round = 0; round < 5; round++) {
      const local = `08400000${String(round).padStart(2, '0')}`;
      const answers = await Promise.all([
        add(owner, { mobile: local }),
        add(owner, { mobile: `+66${local.slice(1)}` }),
        add(owner, { mobile: `66${local.slice(1)}` }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
      for (const res of answers.filter((r) => r.status === 409))
        expect(res.body.errors).toEqual({ mobile: 'validation.alreadyBlacklisted' });
    }
    expect(await list(owner)).toHaveLength(5);
  });

  describe('list filters', () => {
    let owner: Session;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      owner = await registerAccount(t.http);
      const entries: [string, string, string][] = [
        ['a', '0812345678', 'manual'],
        ['b', '0812999999', 'unsubscribe'],
        ['c', '0891234567', 'stop_keyword'],
        ['d', '0623456789', 'operator_block'],
      ];
      for (const [name, mobile, reason] of entries) ids[name] = (await add(owner, { mobile, reason }).expect(201)).body.id;
      // One entry added ten days ago.
      await t.app.get(DataSource).query(`UPDATE blacklist SET created_at = now() - interval '10 days' WHERE id = $1`, [ids.d]);
    });
    const found = async (filter: Record<string, unknown>) => (await list(owner, filter)).map((entry) => entry.id).sort();
    const named = (...names: string[]) => names.map((name) => ids[name]).sort();

    it.each([
      ['0812', ['a', 'b']],
      ['081-2', ['a', 'b']],
      ['66812', ['a', 'b']],
      ['+66812', ['a', 'b']],
      ['+66 0812', ['a', 'b']],
      ['+668', ['a', 'b', 'c']],
      ['0', ['a', 'b', 'c', 'd']],
      ['081-234-5678', ['a']],
      ['+66 81 234 5678', ['a']],
      ['66812345678', ['a']],
      ['2345', ['a', 'c', 'd']],
      ['9999', ['b']],
      ['0813', []],
      ['abc', []],
      ['%_\\', []],
    ])('q %s finds the numbers that start so (or hold those digits)', async (q, expected) => {
      expect(await found({ q })).toEqual(named(...expected));
    });

    it('filters by reason, one or several', async () => {
      expect(await found({ reason: 'unsubscribe' })).toEqual(named('b'));
      expect(await found({ reason: ['manual', 'operator_block'] })).toEqual(named('a', 'd'));
      expect(await found({ reason: 'invalid_number' })).toEqual([]);
      await t.http
        .get('/api/blacklist')
        .query({ filter: JSON.stringify({ reason: 'spam' }) })
        .set(owner.auth)
        .expect(400);
    });

    it('filters by the day added, and by id', async () => {
      const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000).toISOString();
      expect(await found({ createdAt_gte: fiveDaysAgo })).toEqual(named('a', 'b', 'c'));
      expect(await found({ createdAt_lte: fiveDaysAgo })).toEqual(named('d'));
      expect(await found({ createdAt_gte: fiveDaysAgo, q: '0812', reason: 'manual' })).toEqual(named('a'));
      expect(await found({ id: [ids.a, ids.c] })).toEqual(named('a', 'c'));
    });

    it('sorts newest first by default, and by mobile or reason', async () => {
      const newestFirst = await t.http.get('/api/blacklist').set(owner.auth).expect(200);
      expect(newestFirst.headers['content-range']).toBe('blacklist 0-3/4');
      expect(newestFirst.body.at(-1).id).toBe(ids.d);
      expect((await list(owner, {}, ['mobile', 'ASC'])).map((entry) => entry.mobile)).toEqual([
        '+66623456789',
        '+66812345678',
        '+66812999999',
        '+66891234567',
      ]);
      expect((await list(owner, {}, ['reason', 'DESC'])).map((entry) => entry.reason)).toEqual([
        'unsubscribe',
        'stop_keyword',
        'operator_block',
        'manual',
      ]);
    });
  });

  it('keeps each account’s blacklist to itself: another account neither sees nor removes an entry', async () => {
    const owner = await registerAccount(t.http);
    const other = await registerAccount(t.http);
    const entry = (await add(owner, { mobile: '0855555555' }).expect(201)).body as Entry;
    await t.http.get(`/api/blacklist/${entry.id}`).set(other.auth).expect(404);
    await t.http.delete(`/api/blacklist/${entry.id}`).set(other.auth).expect(404);
    const acting = await t.http.get(`/api/blacklist/${entry.id}`).set(other.auth).set('X-Account-Id', owner.accountId);
    expect([403, 404]).toContain(acting.status);
    expect(await list(other)).toEqual([]);
    expect(await list(other, { id: entry.id })).toEqual([]);
    expect(await list(other, { q: '0855555555' })).toEqual([]);
    expect((await t.http.get(`/api/blacklist/${entry.id}`).set(owner.auth).expect(200)).body).toEqual(entry);
  });

  it('lets operators add and remove, viewers only read, clients nothing', async () => {
    const owner = await registerAccount(t.http);
    const operator = await userWithRole(t.http, owner, 'operator');
    const viewer = await userWithRole(t.http, owner, 'viewer');
    const client = await userWithRole(t.http, owner, 'client');
    const entry = (await add(operator, { mobile: '0866666666' }).expect(201)).body as Entry;
    expect(entry.accountId).toBe(owner.accountId);

    await add(viewer, { mobile: '0866666667' }).expect(403);
    await t.http.delete(`/api/blacklist/${entry.id}`).set(viewer.auth).expect(403);
    expect((await list(viewer)).map((row) => row.id)).toEqual([entry.id]);
    await t.http.get(`/api/blacklist/${entry.id}`).set(viewer.auth).expect(200);

    await t.http.get('/api/blacklist').set(client.auth).expect(403);
    await add(client, { mobile: '0866666668' }).expect(403);

    await t.http.delete(`/api/blacklist/${entry.id}`).set(operator.auth).expect(200);
    expect(await list(owner)).toEqual([]);
  });

  it('keeps a number added here out of a send: the analysis counts it as blacklisted', async () => {
    const staff = await staffMember(t.app, t.http);
    const shop = await registerAccount(t.http);
    const senderName = await approvedSender(t.http, shop, staff);
    await topUp(t.http, staff, shop.accountId, 100);
    const analyze = async () =>
      (
        await t.http
          .post('/api/broadcasts/analyze')
          .set(shop.auth)
          .send({ senderName, message: 'Sale today', recipients: ['0877777777', '0877777778'], kind: 'transactional' })
          .expect(200)
      ).body as { valid: number; blacklisted: number; credits: number };

    expect(await analyze()).toMatchObject({ valid: 2, blacklisted: 0, credits: 2 });
    const entry = (await add(shop, { mobile: '+66 87 777 7777', reason: 'stop_keyword' }).expect(201)).body as Entry;
    expect(await analyze()).toMatchObject({ valid: 1, blacklisted: 1, credits: 1 });
    // Another account's blacklist does not touch this one's sends.
    await add(admin, { mobile: '0877777778' }).expect(201);
    expect(await analyze()).toMatchObject({ valid: 1, blacklisted: 1 });
    await t.http.delete(`/api/blacklist/${entry.id}`).set(shop.auth).expect(200);
    expect(await analyze()).toMatchObject({ valid: 2, blacklisted: 0 });
  });
});
