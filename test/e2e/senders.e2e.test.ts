import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, userWithRole, type Session } from '../utils/factories.js';

describe('senders: request, approve or reject, and the send path check', () => {
  let t: TestApp;
  let staff: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await bootApp();
    staff = await staffMember(t.app, t.http);
    admin = await registerAccount(t.http);
  }, 60_000);
  afterAll(() => t.close());

  const request = (name: unknown, session = admin) => t.http.post('/api/senders').set(session.auth).send({ name });
  const usable = async (session = admin) =>
    (await t.http.get('/api/senders/usable').set(session.auth).expect(200)).body.names as string[];

  it('a request is pending; staff approve it and it becomes usable', async () => {
    const created = await request('MyShop').expect(201);
    expect(created.body).toMatchObject({ name: 'MyShop', status: 'pending', accountId: admin.accountId, reason: null });
    expect(await usable()).toEqual(['Engage']); // Trials: the shared default only
    // The staff queue lists every account's pending requests with the account's name.
    const queue = await t.http
      .get('/api/senders')
      .set(staff.auth)
      .query({ filter: JSON.stringify({ status: 'pending' }) })
      .expect(200);
    expect(queue.body.find((row: { id: string }) => row.id === created.body.id)).toMatchObject({
      accountName: expect.any(String),
    });
    const approved = await t.http.post(`/api/senders/${created.body.id}/approve`).set(staff.auth).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect(await usable()).toEqual(['MyShop', 'Engage']);
    // Decided once.
    const again = await t.http
      .post(`/api/senders/${created.body.id}/reject`)
      .set(staff.auth)
      .send({ reason: 'late' })
      .expect(422);
    expect(again.body.errors).toHaveProperty('status');
  });

  it('staff reject with a reason, which is required', async () => {
    const created = await request('Spammy').expect(201);
    for (const reason of [undefined, '', '   ', null]) {
      const res = await t.http.post(`/api/senders/${created.body.id}/reject`).set(staff.auth).send({ reason }).expect(422);
      expect(res.body.errors).toHaveProperty('reason');
    }
    const rejected = await t.http
      .post(`/api/senders/${created.body.id}/reject`)
      .set(staff.auth)
      .send({ reason: 'Not your brand' })
      .expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Not your brand' });
    expect(await usable()).not.toContain('Spammy');
  });

  it('refuses names that are not 1 to 11 letters or digits', async () => {
    for (const name of ['TwelveChars1', 'has space', 'สวัสดี', '', null, 12345, 'a-b']) {
      const res = await request(name);
      expect([name, res.status]).toEqual([name, 422]);
      expect(res.body.errors).toHaveProperty('name');
    }
  });

  it('refuses the same name twice in one account, whatever its case; another account may ask for it', async () => {
    await request('Dup1').expect(201);
    const twice = await request('DUP1').expect(409);
    expect(twice.body.errors).toEqual({ name: expect.any(String) });
    const other = await registerAccount(t.http);
    await request('Dup1', other).expect(201);
  });

  it('only staff decide; account roles get 403', async () => {
    const created = await request('Decide1').expect(201);
    const operator = await userWithRole(t.http, admin, 'operator');
    for (const session of [admin, operator]) {
      await t.http.post(`/api/senders/${created.body.id}/approve`).set(session.auth).expect(403);
      await t.http.post(`/api/senders/${created.body.id}/reject`).set(session.auth).send({ reason: 'x' }).expect(403);
    }
    const viewer = await userWithRole(t.http, admin, 'viewer');
    await request('Viewer1', viewer).expect(403);
  });

  it("hides another account's names", async () => {
    const created = await request('Mine1').expect(201);
    const other = await registerAccount(t.http);
    await t.http.get(`/api/senders/${created.body.id}`).set(other.auth).expect(404);
    await t.http.delete(`/api/senders/${created.body.id}`).set(other.auth).expect(404);
    expect(
      (await t.http.get('/api/senders').set(other.auth).expect(200)).body.map((s: { name: string }) => s.name),
    ).not.toContain('Mine1');
  });

  it('the default sender is for Trials accounts only', async () => {
    const enterprise = await registerAccount(t.http);
    const { DataSource } = await import('typeorm');
    await t.app.get(DataSource).query(`UPDATE accounts SET plan = 'enterprise' WHERE id = $1`, [enterprise.accountId]);
    expect(await usable(enterprise)).toEqual([]);
  });
});
