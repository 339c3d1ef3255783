import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SessionState } from '../../backend/src/common/auth/session-state.js';
import { bootApp, type TestApp } from '../utils/app.js';
import {
  login,
  newSubAccount,
  PASSWORD,
  registerAccount,
  staffMember,
  unique,
  userWithRole,
  type Session,
} from '../utils/factories.js';

describe('sub-accounts (/api/sub-accounts) and acting in them', () => {
  let t: TestApp;
  let parent: Session;
  let stranger: Session;
  beforeAll(async () => {
    t = await bootApp();
    parent = await registerAccount(t.http);
    stranger = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  it('walks 401 → 403 → 422 → 201 → 404 on create, and the new admin can sign in', async () => {
    await t.http.post('/api/sub-accounts').send(newSubAccount()).expect(401);
    const operator = await userWithRole(t.http, parent, 'operator');
    await t.http.post('/api/sub-accounts').set(operator.auth).send(newSubAccount()).expect(403);
    const invalid = await t.http
      .post('/api/sub-accounts')
      .set(parent.auth)
      .send(newSubAccount({ plan: 'gold', adminEmail: 'x' }))
      .expect(422);
    expect(invalid.body.errors).toEqual({ plan: 'validation.oneOf', adminEmail: 'validation.email' });
    const body = newSubAccount();
    const created = await t.http.post('/api/sub-accounts').set(parent.auth).send(body).expect(201);
    expect(created.body).toMatchObject({
      name: body.name,
      plan: 'trials',
      parentId: parent.accountId,
      usersCount: 1,
      adminEmail: body.adminEmail,
    });
    await t.http.get(`/api/sub-accounts/${created.body.id}`).set(stranger.auth).expect(404);
    const branchAdmin = await login(t.http, body.adminEmail);
    const me = await t.http.get('/account-setting/data').set(branchAdmin.auth).expect(200);
    expect(me.body).toMatchObject({ id: created.body.id, parentId: parent.accountId });
  });

  it('keeps sub-account creation atomic: a taken admin e-mail leaves no account behind', async () => {
    const before = await t.http.get('/api/sub-accounts').set(parent.auth).expect(200);
    const res = await t.http
      .post('/api/sub-accounts')
      .set(parent.auth)
      .send(newSubAccount({ adminEmail: stranger.email }))
      .expect(409);
    expect(res.body.errors).toEqual({ adminEmail: 'auth.emailInUse' });
    const after = await t.http.get('/api/sub-accounts').set(parent.auth).expect(200);
    expect(after.headers['content-range']).toBe(before.headers['content-range']);
  });

  it('lists, filters, updates and deletes with its users', async () => {
    const owner = await registerAccount(t.http);
    const staff = await staffMember(t.app, t.http);
    await t.http
      .put('/account-setting/data')
      .set(staff.auth)
      .set('X-Account-Id', owner.accountId)
      .send({ plan: 'enterprise' })
      .expect(200);
    const a = await t.http
      .post('/api/sub-accounts')
      .set(owner.auth)
      .send(newSubAccount({ plan: 'enterprise' }))
      .expect(201);
    await t.http.post('/api/sub-accounts').set(owner.auth).send(newSubAccount()).expect(201);
    const list = await t.http
      .get('/api/sub-accounts')
      .query({ filter: JSON.stringify({ plan: 'enterprise' }) })
      .set(owner.auth)
      .expect(200);
    expect(list.headers['content-range']).toBe('sub-accounts 0-0/1');
    expect(list.body[0].id).toBe(a.body.id);
    await t.http.put(`/api/sub-accounts/${a.body.id}`).set(owner.auth).send({ status: 'closed' }).expect(422);
    const updated = await t.http
      .put(`/api/sub-accounts/${a.body.id}`)
      .set(owner.auth)
      .send({ name: 'Renamed', status: 'suspended' })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', status: 'suspended' });
    await t.http.put(`/api/sub-accounts/${a.body.id}`).set(stranger.auth).send({ name: 'Mine' }).expect(404);
    await t.http.delete(`/api/sub-accounts/${a.body.id}`).set(stranger.auth).expect(404);
    await t.http.delete(`/api/sub-accounts/${a.body.id}`).set(owner.auth).expect(200);
    await t.http.get(`/api/sub-accounts/${a.body.id}`).set(owner.auth).expect(404);
    const users = await t.http
      .get('/api/users')
      .query({ filter: JSON.stringify({ accountId: a.body.id }) })
      .set(owner.auth)
      .expect(200);
    expect(users.body).toEqual([]);
  });

  it('a parent admin acts in its sub-account with X-Account-Id; others get 404', async () => {
    const owner = await registerAccount(t.http);
    const sub = await t.http.post('/api/sub-accounts').set(owner.auth).send(newSubAccount()).expect(201);
    const switchable = await t.http.get('/api/accounts/switchable').set(owner.auth).expect(200);
    expect(switchable.body.map((a: { id: string }) => a.id)).toEqual([owner.accountId, sub.body.id]);

    const inSub = await t.http.get('/account-setting/data').set(owner.auth).set('X-Account-Id', sub.body.id).expect(200);
    expect(inSub.body.id).toBe(sub.body.id);
    const created = await t.http
      .post('/api/users')
      .set(owner.auth)
      .set('X-Account-Id', sub.body.id)
      .send({ username: unique('s'), firstName: 'Sub', email: `${unique()}@example.com`, role: 'viewer', password: PASSWORD })
      .expect(201);
    expect(created.body.accountId).toBe(sub.body.id);
    // The parent's user list spans its sub-accounts.
    const spanning = await t.http
      .get('/api/users')
      .query({ filter: JSON.stringify({ accountId: sub.body.id }) })
      .set(owner.auth)
      .expect(200);
    expect(spanning.body).toHaveLength(2);

    await t.http.get('/account-setting/data').set(stranger.auth).set('X-Account-Id', sub.body.id).expect(404);
    const subAdmin = await login(t.http, sub.body.adminEmail);
    await t.http.get('/account-setting/data').set(subAdmin.auth).set('X-Account-Id', owner.accountId).expect(404);
    const operator = await userWithRole(t.http, owner, 'operator');
    await t.http.get('/account-setting/data').set(operator.auth).set('X-Account-Id', sub.body.id).expect(404);
  });
});

describe('account settings (/account-setting/data)', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  it('walks 401 → 403 → 422 → 200 on update', async () => {
    await t.http.put('/account-setting/data').send({ name: 'X' }).expect(401);
    const viewer = await userWithRole(t.http, admin, 'viewer');
    await t.http.get('/account-setting/data').set(viewer.auth).expect(200);
    await t.http.put('/account-setting/data').set(viewer.auth).send({ name: 'X' }).expect(403);
    const client = await userWithRole(t.http, admin, 'client');
    await t.http.get('/account-setting/data').set(client.auth).expect(403);
    const invalid = await t.http
      .put('/account-setting/data')
      .set(admin.auth)
      .send({ timezone: 'Mars/Olympus', contactEmail: 'nope', contactPhone: '123', taxId: '12' })
      .expect(422);
    expect(invalid.body.errors).toEqual({
      timezone: 'validation.timezone',
      contactEmail: 'validation.email',
      contactPhone: 'validation.phone',
      taxId: 'validation.invalid',
    });
    const saved = await t.http
      .put('/account-setting/data')
      .set(admin.auth)
      .send({
        name: 'Siam Tea House',
        timezone: 'Asia/Bangkok',
        contactPhone: '+66 81-234-5678',
        address: 'Bangkok',
        taxId: '0105555555555',
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      name: 'Siam Tea House',
      contactPhone: '+66812345678',
      taxId: '0105555555555',
      plan: 'trials',
    });
  });

  it('the plan is changed by staff only', async () => {
    const res = await t.http.put('/account-setting/data').set(admin.auth).send({ plan: 'enterprise' }).expect(403);
    expect(res.body.message).toBe('Only platform staff can do this');
  });

  it('GET /pricing/data lists the three plans', async () => {
    const res = await t.http.get('/pricing/data').expect(200);
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(['Basic', 'Trials', 'Enterprise']);
  });
});

describe('account hierarchy: one level of sub-accounts, plans set from above', () => {
  let t: TestApp;
  let staff: Session;
  beforeAll(async () => {
    t = await bootApp();
    staff = await staffMember(t.app, t.http);
  });
  afterAll(() => t.close());

  /** A business on the given plan (set by staff) with one sub-account and its signed-in admin. */
  async function parentWithSub(plan = 'basic') {
    const parent = await registerAccount(t.http);
    await t.http.put('/account-setting/data').set(staff.auth).set('X-Account-Id', parent.accountId).send({ plan }).expect(200);
    const body = newSubAccount({ plan: 'trials' });
    const sub = await t.http.post('/api/sub-accounts').set(parent.auth).send(body).expect(201);
    const subAdmin = await login(t.http, body.adminEmail);
    return { parent, sub: sub.body as { id: string }, subAdmin };
  }

  it('a sub-account cannot have sub-accounts, whoever asks', async () => {
    const { parent, sub, subAdmin } = await parentWithSub();
    const own = await t.http.post('/api/sub-accounts').set(subAdmin.auth).send(newSubAccount()).expect(403);
    expect(own.body.message).toBe('A sub-account cannot have sub-accounts of its own');
    await t.http.post('/api/sub-accounts').set(parent.auth).set('X-Account-Id', sub.id).send(newSubAccount()).expect(403);
    await t.http.post('/api/sub-accounts').set(staff.auth).set('X-Account-Id', sub.id).send(newSubAccount()).expect(403);
    const none = await t.http.get('/api/sub-accounts').set(subAdmin.auth).expect(200);
    expect(none.body).toEqual([]);
  });

  it("a sub-account's admin cannot raise its own plan, nor its parent's admin through account settings", async () => {
    const { parent, sub, subAdmin } = await parentWithSub('enterprise');
    await t.http.put('/account-setting/data').set(subAdmin.auth).send({ plan: 'enterprise' }).expect(403);
    await t.http
      .put('/account-setting/data')
      .set(parent.auth)
      .set('X-Account-Id', sub.id)
      .send({ plan: 'enterprise' })
      .expect(403);
    await t.http.put('/account-setting/data').set(parent.auth).send({ plan: 'basic' }).expect(403);
    const seen = await t.http.get('/account-setting/data').set(subAdmin.auth).expect(200);
    expect(seen.body.plan).toBe('trials');
  });

  it('a parent admin gives a sub-account at most its own plan (trials < basic < enterprise); staff give any', async () => {
    const { parent, sub } = await parentWithSub('basic');
    const above = await t.http
      .post('/api/sub-accounts')
      .set(parent.auth)
      .send(newSubAccount({ plan: 'enterprise' }))
      .expect(422);
    expect(above.body.errors).toEqual({ plan: 'validation.planAboveParent' });
    await t.http
      .post('/api/sub-accounts')
      .set(parent.auth)
      .send(newSubAccount({ plan: 'basic' }))
      .expect(201);
    const raise = await t.http.put(`/api/sub-accounts/${sub.id}`).set(parent.auth).send({ plan: 'enterprise' }).expect(422);
    expect(raise.body.errors).toEqual({ plan: 'validation.planAboveParent' });
    await t.http.put(`/api/sub-accounts/${sub.id}`).set(parent.auth).send({ plan: 'basic' }).expect(200);
    const byStaff = await t.http
      .put(`/api/sub-accounts/${sub.id}`)
      .set(staff.auth)
      .set('X-Account-Id', parent.accountId)
      .send({ plan: 'enterprise' })
      .expect(200);
    expect(byStaff.body.plan).toBe('enterprise');
  });

  it('a parent admin sees and acts on every user of its sub-accounts without switching; strangers get 404', async () => {
    const { parent, sub, subAdmin } = await parentWithSub();
    const stranger = await registerAccount(t.http);
    const list = await t.http
      .get('/api/users')
      .query({ filter: JSON.stringify({ accountId: sub.id }) })
      .set(parent.auth)
      .expect(200);
    expect(list.body.map((u: { id: string }) => u.id)).toEqual([subAdmin.userId]);
    await t.http.get(`/api/users/${subAdmin.userId}`).set(parent.auth).expect(200);
    const renamed = await t.http.put(`/api/users/${subAdmin.userId}`).set(parent.auth).send({ firstName: 'Renamed' }).expect(200);
    expect(renamed.body.firstName).toBe('Renamed');
    const created = await t.http
      .post('/api/users')
      .set(parent.auth)
      .send({
        accountId: sub.id,
        username: unique('s'),
        firstName: 'Sub',
        email: `${unique()}@example.com`,
        role: 'operator',
        password: PASSWORD,
      })
      .expect(201);
    expect(created.body.accountId).toBe(sub.id);
    await t.http.get(`/api/users/${subAdmin.userId}`).set(stranger.auth).expect(404);
    await t.http.put(`/api/users/${subAdmin.userId}`).set(stranger.auth).send({ firstName: 'X' }).expect(404);
    // The sub-account's admin sees its own account only, not the parent's users.
    await t.http.get(`/api/users/${parent.userId}`).set(subAdmin.auth).expect(404);
    await t.http.delete(`/api/users/${created.body.id}`).set(parent.auth).expect(200);
  });

  it("a user moved to a sub-account acts there on its next request, with the token it holds", async () => {
    const { parent, sub } = await parentWithSub();
    const member = await userWithRole(t.http, parent, 'operator');
    const before = await t.http.get('/account-setting/data').set(member.auth).expect(200);
    expect(before.body.id).toBe(parent.accountId);
    await t.http.get('/account-setting/data').set(member.auth).set('X-Account-Id', parent.accountId).expect(200);
    await t.http.put(`/api/users/${member.userId}`).set(parent.auth).send({ accountId: sub.id }).expect(200);
    // The token still names the parent: the guard takes the user's account as it is now.
    const after = await t.http.get('/account-setting/data').set(member.auth).expect(200);
    expect(after.body.id).toBe(sub.id);
    await t.http.get('/account-setting/data').set(member.auth).set('X-Account-Id', parent.accountId).expect(404);
    await t.http.get('/account-setting/data').set(member.auth).set('X-Account-Id', sub.id).expect(200);
  });

  it('no role but admin (and staff) deletes a sub-account', async () => {
    const { parent, sub } = await parentWithSub();
    for (const role of ['operator', 'viewer', 'client']) {
      const member = await userWithRole(t.http, parent, role);
      await t.http.delete(`/api/sub-accounts/${sub.id}`).set(member.auth).expect(403);
    }
    await t.http.get(`/api/sub-accounts/${sub.id}`).set(parent.auth).expect(200);
  });

  it("suspending a sub-account ends its users' sessions at once; only the right password learns it", async () => {
    const { parent, sub, subAdmin } = await parentWithSub();
    await t.http.get('/profile/data').set(subAdmin.auth).expect(200);
    await t.http.put(`/api/sub-accounts/${sub.id}`).set(parent.auth).send({ status: 'suspended' }).expect(200);
    await t.http.get('/profile/data').set(subAdmin.auth).expect(401);
    await t.http.post('/jwt/refresh-token').send({ refreshToken: subAdmin.refreshToken }).expect(401);
    const wrong = await t.http.post('/jwt/login').send({ email: subAdmin.email, password: 'not-the-password' }).expect(400);
    const unknown = await t.http
      .post('/jwt/login')
      .send({ email: `${unique()}@example.com`, password: 'not-the-password' })
      .expect(400);
    expect(wrong.body).toEqual(unknown.body);
    const right = await t.http.post('/jwt/login').send({ email: subAdmin.email, password: PASSWORD }).expect(400);
    expect(right.body.error).toBe('This account is not available');
    // Lifting the suspension lets its users sign in again, with new tokens only.
    await t.http.put(`/api/sub-accounts/${sub.id}`).set(parent.auth).send({ status: 'active' }).expect(200);
    await t.http.get('/profile/data').set(subAdmin.auth).expect(401);
    await login(t.http, subAdmin.email);
  });

  it('staff suspend a top-level account, which ends its sessions; its admin cannot change the status', async () => {
    const business = await registerAccount(t.http);
    await t.http.put('/account-setting/data').set(business.auth).send({ status: 'suspended' }).expect(403);
    await t.http
      .put('/account-setting/data')
      .set(staff.auth)
      .set('X-Account-Id', business.accountId)
      .send({ status: 'suspended' })
      .expect(200);
    await t.http.get('/profile/data').set(business.auth).expect(401);
    await t.http.post('/jwt/refresh-token').send({ refreshToken: business.refreshToken }).expect(401);
    const platform = await t.http.put('/account-setting/data').set(staff.auth).send({ status: 'suspended' }).expect(422);
    expect(platform.body.errors).toEqual({ status: 'validation.invalid' });
  });

  it("a suspended account's tokens stop on the account's own state, even with the users' sessions left as they were", async () => {
    const parent = await registerAccount(t.http);
    await t.http.get('/profile/data').set(parent.auth).expect(200);
    // Suspended behind the service's back: no token version moves, only the account's row.
    await t.app.get(DataSource).query(`UPDATE accounts SET status = 'suspended' WHERE id = $1`, [parent.accountId]);
    await t.app.get(SessionState).forgetAccounts([parent.accountId]);
    const stopped = await t.http.get('/profile/data').set(parent.auth).expect(401);
    expect(stopped.body.message).toBe('Please sign in again');
  });

  it('X-Account-Id naming no account answers 404, for staff and admins alike', async () => {
    const parent = await registerAccount(t.http);
    const nobody = randomUUID();
    for (const who of [staff, parent]) {
      const res = await t.http.get('/account-setting/data').set(who.auth).set('X-Account-Id', nobody).expect(404);
      expect(res.body.message).toBe('This account is not available');
    }
  });

  it('acting in a sub-account reads the user, home and sub-account in the one lookup of the request', async () => {
    const { parent, sub } = await parentWithSub();
    const sessions = t.app.get(SessionState);
    const lookup = jest.spyOn(sessions, 'lookup');
    const single = jest.spyOn(sessions, 'account');
    try {
      const res = await t.http.get('/account-setting/data').set(parent.auth).set('X-Account-Id', sub.id).expect(200);
      expect(res.body.id).toBe(sub.id);
      expect(lookup).toHaveBeenCalledTimes(1);
      expect(lookup).toHaveBeenCalledWith(parent.userId, [parent.accountId, sub.id], expect.any(String));
      expect(single).not.toHaveBeenCalled();
    } finally {
      lookup.mockRestore();
      single.mockRestore();
    }
  });
});
