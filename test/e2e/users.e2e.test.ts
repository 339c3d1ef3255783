import { bootApp, type TestApp } from '../utils/app.js';
import { PASSWORD, registerAccount, unique, userWithRole, type Session } from '../utils/factories.js';

const newUser = (overrides: Record<string, unknown> = {}) => {
  const username = unique('user');
  return { username, firstName: 'Malee', lastName: 'Srisuk', email: `${username}@example.com`, role: 'operator', password: PASSWORD, ...overrides };
};

describe('users (/api/users)', () => {
  let t: TestApp;
  let admin: Session;
  let stranger: Session;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
    stranger = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  it('walks 401 → 403 → 422 → 201 → 404 on create', async () => {
    await t.http.post('/api/users').send(newUser()).expect(401);
    const viewer = await userWithRole(t.http, admin, 'viewer');
    // The ability check comes before validation: an invalid body still answers 403.
    await t.http.post('/api/users').set(viewer.auth).send({ email: 'bad' }).expect(403);
    const invalid = await t.http.post('/api/users').set(admin.auth).send(newUser({ email: 'bad', role: 'emperor', extra: 1 })).expect(422);
    expect(invalid.body.errors).toEqual({ email: 'validation.email', role: 'validation.oneOf', extra: 'validation.unknownField' });
    const created = await t.http.post('/api/users').set(admin.auth).send(newUser({ phone: '0891234567' })).expect(201);
    expect(created.body).toMatchObject({ accountId: admin.accountId, role: 'operator', status: 'active', phone: '+66891234567' });
    expect(created.body).not.toHaveProperty('passwordHash');
    await t.http.get(`/api/users/${created.body.id}`).set(stranger.auth).expect(404);
    await t.http.post('/api/users').set(admin.auth).send(newUser({ accountId: stranger.accountId })).expect(404);
  });

  it('refuses a taken e-mail or username with 409 and field keys', async () => {
    const existing = await t.http.post('/api/users').set(admin.auth).send(newUser()).expect(201);
    const res = await t.http
      .post('/api/users')
      .set(admin.auth)
      .send(newUser({ email: existing.body.email, username: existing.body.username.toUpperCase() }))
      .expect(409);
    expect(res.body.errors).toEqual({ email: 'auth.emailInUse', username: 'auth.usernameInUse' });
  });

  it('only staff hand out the staff role', async () => {
    const res = await t.http.post('/api/users').set(admin.auth).send(newUser({ role: 'staff' })).expect(422);
    expect(res.body.errors).toEqual({ role: 'validation.oneOf' });
  });

  it('lists with Content-Range, sort, range and filters, scoped to the account', async () => {
    const owner = await registerAccount(t.http);
    for (const name of ['anna', 'bert', 'chai']) {
      await t.http.post('/api/users').set(owner.auth).send(newUser({ username: unique(name), firstName: name, role: 'viewer' })).expect(201);
    }
    const page = await t.http
      .get('/api/users')
      .query({ sort: JSON.stringify(['fullName', 'ASC']), range: JSON.stringify([0, 1]), filter: JSON.stringify({ role: 'viewer' }) })
      .set(owner.auth)
      .expect(200);
    expect(page.headers['content-range']).toBe('users 0-1/3');
    expect(page.body.map((u: { firstName: string }) => u.firstName)).toEqual(['anna', 'bert']);
    const search = await t.http.get('/api/users').query({ filter: JSON.stringify({ q: 'BER' }) }).set(owner.auth).expect(200);
    expect(search.body).toHaveLength(1);
    const all = await t.http.get('/api/users').set(owner.auth).expect(200);
    expect(all.body.every((u: { accountId: string }) => u.accountId === owner.accountId)).toBe(true);
    // The list joins the account for its name and plan alone (users.service.ts): both must come.
    const [home] = (await t.http.get('/api/accounts/switchable').set(owner.auth).expect(200)).body;
    expect(all.body[0]).toMatchObject({ accountName: home.name, plan: home.plan });
    expect(home.name).toEqual(expect.any(String));
    expect(all.headers['content-range']).toBe('users 0-3/4');
    expect(all.headers['access-control-expose-headers']).toContain('Content-Range');
  });

  it('rejects unknown sort and filter fields and bounds the range', async () => {
    await t.http.get('/api/users').query({ sort: JSON.stringify(['passwordHash', 'ASC']) }).set(admin.auth).expect(400);
    await t.http.get('/api/users').query({ filter: JSON.stringify({ passwordHash: 'x' }) }).set(admin.auth).expect(400);
    await t.http.get('/api/users').query({ filter: '{not json' }).set(admin.auth).expect(400);
    await t.http.get('/api/users').query({ filter: JSON.stringify({ status: 'sleeping' }) }).set(admin.auth).expect(400);
    const wide = await t.http.get('/api/users').query({ range: JSON.stringify([0, 100000]) }).set(admin.auth).expect(200);
    expect(wide.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
  });

  it('updates with PUT, hashing a new password, and 404 for another account', async () => {
    const created = await t.http.post('/api/users').set(admin.auth).send(newUser()).expect(201);
    await t.http.put(`/api/users/${created.body.id}`).send({ role: 'viewer' }).expect(401);
    const operator = await userWithRole(t.http, admin, 'operator');
    await t.http.put(`/api/users/${created.body.id}`).set(operator.auth).send({ role: 'viewer' }).expect(403);
    await t.http.put(`/api/users/${created.body.id}`).set(admin.auth).send({ status: 'asleep' }).expect(422);
    const updated = await t.http
      .put(`/api/users/${created.body.id}`)
      .set(admin.auth)
      .send({ role: 'viewer', lastName: 'Changed', password: 'another-password' })
      .expect(200);
    expect(updated.body).toMatchObject({ role: 'viewer', fullName: 'Malee Changed' });
    await t.http.post('/jwt/login').send({ email: created.body.email, password: 'another-password' }).expect(200);
    await t.http.put(`/api/users/${created.body.id}`).set(stranger.auth).send({ role: 'viewer' }).expect(404);
  });

  it('an inactive user can no longer sign in', async () => {
    const created = await t.http.post('/api/users').set(admin.auth).send(newUser()).expect(201);
    await t.http.put(`/api/users/${created.body.id}`).set(admin.auth).send({ status: 'inactive' }).expect(200);
    await t.http.post('/jwt/login').send({ email: created.body.email, password: PASSWORD }).expect(400);
  });

  it('deletes, but never the caller itself, and 404 for another account', async () => {
    const created = await t.http.post('/api/users').set(admin.auth).send(newUser()).expect(201);
    await t.http.delete(`/api/users/${created.body.id}`).expect(401);
    const viewer = await userWithRole(t.http, admin, 'viewer');
    await t.http.delete(`/api/users/${created.body.id}`).set(viewer.auth).expect(403);
    await t.http.delete(`/api/users/${created.body.id}`).set(stranger.auth).expect(404);
    await t.http.delete(`/api/users/${created.body.id}`).set(admin.auth).expect(200);
    await t.http.get(`/api/users/${created.body.id}`).set(admin.auth).expect(404);
    await t.http.delete(`/api/users/${admin.userId}`).set(admin.auth).expect(400);
    await t.http.get('/api/users/not-a-uuid').set(admin.auth).expect(404);
  });

  describe('the specification calls', () => {
    it('GET /api/users/list/data pages with perPage and page and filters by role, plan and status', async () => {
      const owner = await registerAccount(t.http);
      for (let i = 0; i < 3; i++) await t.http.post('/api/users').set(owner.auth).send(newUser({ role: 'client' })).expect(201);
      await t.http.get('/api/users/list/data').expect(401);
      const res = await t.http
        .get('/api/users/list/data')
        .query({ perPage: 2, page: 2, role: 'client', currentPlan: 'trials', status: 'active' })
        .set(owner.auth)
        .expect(200);
      expect(res.body.total).toBe(3);
      expect(res.body.users).toHaveLength(1);
      await t.http.get('/api/users/list/data').query({ perPage: 'many' }).set(owner.auth).expect(422);
      const q = await t.http.get('/api/users/list/data').query({ q: 'somchai' }).set(owner.auth).expect(200);
      expect(q.body.users.map((u: { id: string }) => u.id)).toEqual([owner.userId]);
    });

    it('GET /api/users/user and DELETE /apps/users/delete take ?id=', async () => {
      const created = await t.http.post('/api/users').set(admin.auth).send(newUser()).expect(201);
      const got = await t.http.get('/api/users/user').query({ id: created.body.id }).set(admin.auth).expect(200);
      expect(got.body.user.id).toBe(created.body.id);
      await t.http.get('/api/users/user').query({ id: created.body.id }).set(stranger.auth).expect(404);
      const client = await userWithRole(t.http, admin, 'client');
      await t.http.delete('/apps/users/delete').query({ id: created.body.id }).set(client.auth).expect(403);
      await t.http.delete('/apps/users/delete').query({ id: created.body.id }).set(admin.auth).expect(200);
      await t.http.get('/api/users/user').query({ id: created.body.id }).set(admin.auth).expect(404);
    });
  });
});
