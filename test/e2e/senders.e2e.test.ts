import { abilityFor } from '../../backend/src/modules/abilities.js';
import type { RequestContext } from '../../backend/src/common/tenancy/request-context.js';
import { SendersService } from '../../backend/src/modules/senders/senders.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, userWithRole, type Session } from '../utils/factories.js';

/** A sender name nobody else has requested: 11 characters at most, letters and digits. */
let counter = 0;
const freshName = () => `S${Date.now().toString(36).slice(-6)}${(counter++).toString(36)}`.slice(0, 11);

describe('senders (/api/senders)', () => {
  let t: TestApp;
  let admin: Session;
  let staff: Session;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
    staff = await staffMember(t.app, t.http);
  });
  afterAll(() => t.close());

  const request = (session: Session, name: string) => t.http.post('/api/senders').set(session.auth).send({ name });

  /** What a send from the session's account would be checked with. */
  const ctxOf = (session: Session): RequestContext => ({
    userId: session.userId,
    role: 'admin',
    homeAccountId: session.accountId,
    accountId: session.accountId,
    scopeAccountIds: [session.accountId],
    ability: abilityFor('admin'),
    language: 'en',
  });
  const usable = (session: Session, name: string) => t.app.get(SendersService).assertUsable(ctxOf(session), name);

  it('walks 401 → 422 → 201 pending → 409 for the same name in another case', async () => {
    await t.http.post('/api/senders').send({ name: 'MyShop' }).expect(401);
    const name = freshName();
    const created = await request(admin, name).expect(201);
    expect(created.body).toMatchObject({
      name,
      status: 'pending',
      reason: null,
      decidedAt: null,
      decidedBy: null,
      accountId: admin.accountId,
    });
    const duplicate = await request(admin, name.toUpperCase() === name ? name.toLowerCase() : name.toUpperCase()).expect(409);
    expect(duplicate.body.errors).toEqual({ name: 'validation.senderNameInUse' });
    // Another account may ask for the same name: approval decides who may use it.
    await request(await registerAccount(t.http), name).expect(201);
  });

  it('answers 409 to the loser of two requests for one name at the same moment', async () => {
    const name = freshName();
    const answers = await Promise.all([
      request(admin, name),
      request(admin, name.toLowerCase()),
      request(admin, name.toUpperCase()),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409))
      expect(res.body.errors).toEqual({ name: 'validation.senderNameInUse' });
  });

  it.each([
    ['12 characters', 'ABCDEFGHIJKL', 'validation.senderName'],
    ['a space', 'My Shop', 'validation.senderName'],
    ['Thai', 'ร้านค้า', 'validation.senderName'],
    ['a dash', 'My-Shop', 'validation.senderName'],
    ['empty', '', 'validation.required'],
    ['null', null, 'validation.required'],
    ['a number', 12345, 'validation.string'],
  ])('refuses a name with %s: 422 on the name field', async (_label, name, key) => {
    const res = await t.http.post('/api/senders').set(admin.auth).send({ name }).expect(422);
    expect(res.body.errors).toEqual({ name: key });
  });

  it('lets operators request and read, viewers read, and only admins remove', async () => {
    const operator = await userWithRole(t.http, admin, 'operator');
    const viewer = await userWithRole(t.http, admin, 'viewer');
    const client = await userWithRole(t.http, admin, 'client');
    const created = await request(operator, freshName()).expect(201);
    await request(viewer, freshName()).expect(403);
    await t.http.get(`/api/senders/${created.body.id}`).set(viewer.auth).expect(200);
    await t.http.get('/api/senders').set(client.auth).expect(403);
    await t.http.delete(`/api/senders/${created.body.id}`).set(operator.auth).expect(403);
    await t.http.post(`/api/senders/${created.body.id}/approve`).set(operator.auth).expect(403);
    const removed = await t.http.delete(`/api/senders/${created.body.id}`).set(admin.auth).expect(200);
    expect(removed.body.id).toBe(created.body.id);
    await t.http.get(`/api/senders/${created.body.id}`).set(admin.auth).expect(404);
  });

  it('keeps approval for staff: an account admin gets 403', async () => {
    const created = await request(admin, freshName()).expect(201);
    await t.http.post(`/api/senders/${created.body.id}/approve`).set(admin.auth).expect(403);
    await t.http.post(`/api/senders/${created.body.id}/reject`).set(admin.auth).send({ reason: 'no' }).expect(403);
    expect((await t.http.get(`/api/senders/${created.body.id}`).set(admin.auth).expect(200)).body.status).toBe('pending');
  });

  it('shows staff every account’s pending requests with the account name', async () => {
    const other = await registerAccount(t.http, { firstName: 'Queue' });
    const mine = await request(admin, freshName()).expect(201);
    const theirs = await request(other, freshName()).expect(201);
    const queue = await t.http
      .get('/api/senders')
      .query({ filter: JSON.stringify({ status: 'pending' }), range: '[0,99]', sort: '["createdAt","DESC"]' })
      .set(staff.auth)
      .expect(200);
    const ids = queue.body.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([mine.body.id, theirs.body.id]));
    expect(queue.body.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    const row = queue.body.find((s: { id: string }) => s.id === theirs.body.id);
    expect(row.accountName).toEqual(expect.any(String));
    expect(row.accountId).toBe(other.accountId);
    // An account sees its own names only.
    const own = await t.http.get('/api/senders').query({ range: '[0,99]' }).set(other.auth).expect(200);
    expect(own.body.map((s: { id: string }) => s.id)).toEqual([theirs.body.id]);
    expect(own.headers['content-range']).toBe('senders 0-0/1');
    const search = await t.http
      .get('/api/senders')
      .query({ filter: JSON.stringify({ q: theirs.body.name.slice(1, 6).toLowerCase() }) })
      .set(other.auth)
      .expect(200);
    expect(search.body).toHaveLength(1);
  });

  it('lets staff approve, or reject with a reason; a decided request cannot be decided again', async () => {
    const first = await request(admin, freshName()).expect(201);
    const approved = await t.http.post(`/api/senders/${first.body.id}/approve`).set(staff.auth).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', reason: null, decidedBy: staff.userId });
    expect(Date.parse(approved.body.decidedAt)).not.toBeNaN();
    const twice = await t.http.post(`/api/senders/${first.body.id}/approve`).set(staff.auth).expect(422);
    expect(twice.body.errors).toEqual({ status: 'errors.senderNotPending' });
    expect(twice.body.message).toBe('This sender name request was already approved or rejected');
    await t.http.post(`/api/senders/${first.body.id}/reject`).set(staff.auth).send({ reason: 'Too late' }).expect(422);

    const second = await request(admin, freshName()).expect(201);
    for (const reason of [undefined, '', '   ', 'x'.repeat(501), 42]) {
      const res = await t.http.post(`/api/senders/${second.body.id}/reject`).set(staff.auth).send({ reason }).expect(422);
      expect(Object.keys(res.body.errors)).toEqual(['reason']);
    }
    const rejected = await t.http
      .post(`/api/senders/${second.body.id}/reject`)
      .set(staff.auth)
      .send({ reason: 'The name belongs to another brand' })
      .expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'The name belongs to another brand' });
    const seen = await t.http.get(`/api/senders/${second.body.id}`).set(admin.auth).expect(200);
    expect(seen.body).toMatchObject({ status: 'rejected', reason: 'The name belongs to another brand' });
    await t.http.post(`/api/senders/${second.body.id}/approve`).set(staff.auth).expect(422);
  });

  it('answers 404 to another account’s ids and to staff deciding a missing one', async () => {
    const stranger = await registerAccount(t.http);
    const created = await request(admin, freshName()).expect(201);
    await t.http.get(`/api/senders/${created.body.id}`).set(stranger.auth).expect(404);
    await t.http.delete(`/api/senders/${created.body.id}`).set(stranger.auth).expect(404);
    await t.http.post('/api/senders/00000000-0000-4000-8000-000000000000/approve').set(staff.auth).expect(404);
  });

  describe('assertUsable and the usable names', () => {
    let business: Session;
    beforeAll(async () => {
      // A paying account: the shared default sender is for trials only.
      business = await registerAccount(t.http);
      await t.http
        .put('/account-setting/data')
        .set(staff.auth)
        .set('X-Account-Id', business.accountId)
        .send({ plan: 'basic' })
        .expect(200);
    });

    it('accepts only the account’s approved names', async () => {
      const pending = (await request(business, freshName()).expect(201)).body;
      const rejected = (await request(business, freshName()).expect(201)).body;
      const approved = (await request(business, freshName()).expect(201)).body;
      await t.http.post(`/api/senders/${rejected.id}/reject`).set(staff.auth).send({ reason: 'No' }).expect(200);
      await t.http.post(`/api/senders/${approved.id}/approve`).set(staff.auth).expect(200);

      await expect(usable(business, approved.name)).resolves.toBeUndefined();
      for (const name of [pending.name, rejected.name, 'Engage', approved.name.toLowerCase()]) {
        await expect(usable(business, name)).rejects.toMatchObject({
          status: 422,
          response: { errors: { senderName: 'validation.senderNotApproved' } },
        });
      }
      // Another account's approved name is not this one's.
      const stranger = await registerAccount(t.http);
      await expect(usable(stranger, approved.name)).rejects.toMatchObject({ status: 422 });

      const names = await t.http.get('/api/senders/usable').set(business.auth).expect(200);
      expect(names.body).toEqual({ names: [approved.name] });
    });

    it('gives trial accounts the shared default sender besides their approved names', async () => {
      const trial = await registerAccount(t.http);
      await expect(usable(trial, 'Engage')).resolves.toBeUndefined();
      await expect(usable(trial, 'engage')).rejects.toMatchObject({ status: 422 });
      const approved = (await request(trial, freshName()).expect(201)).body;
      await t.http.post(`/api/senders/${approved.id}/approve`).set(staff.auth).expect(200);
      const viewer = await userWithRole(t.http, trial, 'viewer');
      const names = await t.http.get('/api/senders/usable').set(viewer.auth).expect(200);
      expect(names.body).toEqual({ names: [approved.name, 'Engage'] });
    });
  });
});
