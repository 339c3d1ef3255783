import { bootApp, type TestApp } from '../utils/app.js';
import { login, PASSWORD, registerAccount, unique, userWithRole, type Session } from '../utils/factories.js';

const newSubAccount = (overrides: Record<string, unknown> = {}) => ({
  name: `Branch ${unique()}`,
  plan: 'basic',
  adminFirstName: 'Anan',
  adminLastName: 'Wongsa',
  adminEmail: `${unique('branch')}@example.com`,
  adminPassword: PASSWORD,
  ...overrides,
});

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
    const invalid = await t.http.post('/api/sub-accounts').set(parent.auth).send(newSubAccount({ plan: 'gold', adminEmail: 'x' })).expect(422);
    expect(invalid.body.errors).toEqual({ plan: 'validation.oneOf', adminEmail: 'validation.email' });
    const body = newSubAccount();
    const created = await t.http.post('/api/sub-accounts').set(parent.auth).send(body).expect(201);
    expect(created.body).toMatchObject({ name: body.name, plan: 'basic', parentId: parent.accountId, usersCount: 1, adminEmail: body.adminEmail });
    await t.http.get(`/api/sub-accounts/${created.body.id}`).set(stranger.auth).expect(404);
    const branchAdmin = await login(t.http, body.adminEmail);
    const me = await t.http.get('/account-setting/data').set(branchAdmin.auth).expect(200);
    expect(me.body).toMatchObject({ id: created.body.id, parentId: parent.accountId });
  });

  it('keeps sub-account creation atomic: a taken admin e-mail leaves no account behind', async () => {
    const before = await t.http.get('/api/sub-accounts').set(parent.auth).expect(200);
    const res = await t.http.post('/api/sub-accounts').set(parent.auth).send(newSubAccount({ adminEmail: stranger.email })).expect(409);
    expect(res.body.errors).toEqual({ adminEmail: 'auth.emailInUse' });
    const after = await t.http.get('/api/sub-accounts').set(parent.auth).expect(200);
    expect(after.headers['content-range']).toBe(before.headers['content-range']);
  });

  it('lists, filters, updates and deletes with its users', async () => {
    const owner = await registerAccount(t.http);
    const a = await t.http.post('/api/sub-accounts').set(owner.auth).send(newSubAccount({ plan: 'enterprise' })).expect(201);
    await t.http.post('/api/sub-accounts').set(owner.auth).send(newSubAccount()).expect(201);
    const list = await t.http.get('/api/sub-accounts').query({ filter: JSON.stringify({ plan: 'enterprise' }) }).set(owner.auth).expect(200);
    expect(list.headers['content-range']).toBe('sub-accounts 0-0/1');
    expect(list.body[0].id).toBe(a.body.id);
    await t.http.put(`/api/sub-accounts/${a.body.id}`).set(owner.auth).send({ status: 'closed' }).expect(422);
    const updated = await t.http.put(`/api/sub-accounts/${a.body.id}`).set(owner.auth).send({ name: 'Renamed', status: 'suspended' }).expect(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', status: 'suspended' });
    await t.http.put(`/api/sub-accounts/${a.body.id}`).set(stranger.auth).send({ name: 'Mine' }).expect(404);
    await t.http.delete(`/api/sub-accounts/${a.body.id}`).set(stranger.auth).expect(404);
    await t.http.delete(`/api/sub-accounts/${a.body.id}`).set(owner.auth).expect(200);
    await t.http.get(`/api/sub-accounts/${a.body.id}`).set(owner.auth).expect(404);
    const users = await t.http.get('/api/users').query({ filter: JSON.stringify({ accountId: a.body.id }) }).set(owner.auth).expect(200);
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
    const spanning = await t.http.get('/api/users').query({ filter: JSON.stringify({ accountId: sub.body.id }) }).set(owner.auth).expect(200);
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
      .send({ name: 'Siam Tea House', timezone: 'Asia/Bangkok', contactPhone: '+66 81-234-5678', address: 'Bangkok', taxId: '0105555555555' })
      .expect(200);
    expect(saved.body).toMatchObject({ name: 'Siam Tea House', contactPhone: '+66812345678', taxId: '0105555555555', plan: 'trials' });
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
