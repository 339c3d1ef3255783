import { bootApp, type TestApp } from '../utils/app.js';
import { PASSWORD, registerAccount, registration, unique, type Session } from '../utils/factories.js';

/** The input classes that used to answer 500, each with the 4xx and message it gets now. */
describe('input edges answer 4xx with a translated message', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  it('sorting or filtering by an inherited name is a 400 and leaves every tenant working', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const sorted = await t.http
        .get('/api/users')
        .query({ sort: JSON.stringify([name, 'ASC']) })
        .set(admin.auth)
        .expect(400);
      expect(sorted.body.message).toBe('This list cannot be sorted by that field');
      await t.http
        .get('/api/sub-accounts')
        .query({ filter: `{"${name}":"x"}` })
        .set(admin.auth)
        .expect(400);
    }
    const other = await registerAccount(t.http);
    await t.http.get('/api/users').set(other.auth).expect(200);
    await t.http.post('/jwt/login').send({ email: other.email, password: PASSWORD }).expect(200);
  });

  it('refuses numbers PostgreSQL cannot hold or written with an exponent, in Thai too', async () => {
    const range = await t.http
      .get('/api/users')
      .query({ range: '[0,1e2]' })
      .set(admin.auth)
      .set('Accept-Language', 'th')
      .expect(400);
    expect(range.body.message).toBe('ช่วงหน้าต้องเป็นจำนวนเต็มสองจำนวน คือเริ่มต้นและสิ้นสุด');
    await t.http.get('/api/users').query({ range: '[99999999999999999999,99999999999999999999]' }).set(admin.auth).expect(400);
    for (const page of ['1e20', '1e3', '99999999999999999999', '1.5']) {
      const res = await t.http.get('/api/users/list/data').query({ page }).set(admin.auth).expect(422);
      expect(res.body.errors).toEqual({ page: 'validation.integer' });
    }
  });

  it('refuses a NUL byte or a lone surrogate in any text, e-mail fields included', async () => {
    const nul = await t.http.put('/profile/data').set(admin.auth).send({ firstName: 'a\u0000b' }).expect(422);
    expect(nul.body.errors).toEqual({ firstName: 'validation.invalidText' });
    const surrogate = await t.http
      .post('/jwt/login')
      .set('Content-Type', 'application/json')
      .send('{"email":"a\\ud800@example.com","password":"x"}')
      .expect(422);
    expect(surrogate.body.errors).toEqual({ email: 'validation.invalidText' });
    await t.http.post('/jwt/forgot-password').set('Content-Type', 'application/json').send('{"email":"\\udc00"}').expect(422);
  });

  it('answers ids that only look like UUIDs as not found, in paths, X-Account-Id and tokens', async () => {
    await t.http.get('/api/users/------------------------------------').set(admin.auth).expect(404);
    await t.http.get('/profile/data').set(admin.auth).set('X-Account-Id', '------------------------------------').expect(404);
    const token = `------------------------------------.${'a'.repeat(43)}`;
    await t.http.post('/jwt/refresh-token').send({ refreshToken: token }).expect(401);
    await t.http.post('/jwt/reset-password').send({ token, password: 'new-password-1' }).expect(400);
  });

  it('never clears a required field with null, and clears nullable ones', async () => {
    const res = await t.http.put('/profile/data').set(admin.auth).send({ firstName: null, email: null }).expect(422);
    expect(res.body.errors).toEqual({ firstName: 'validation.required', email: 'validation.required' });
    const cleared = await t.http.put('/profile/data').set(admin.auth).send({ phone: null, lastName: null }).expect(200);
    expect(cleared.body).toMatchObject({ phone: null, lastName: '' });
    const user = await t.http.get(`/api/users/${admin.userId}`).set(admin.auth).expect(200);
    // The whole record, as react-admin sends it: read-only fields are ignored, null status is not.
    const whole = await t.http
      .put(`/api/users/${admin.userId}`)
      .set(admin.auth)
      .send({ ...user.body, status: null })
      .expect(422);
    expect(whole.body.errors).toEqual({ status: 'validation.oneOf' });
    await t.http
      .put(`/api/users/${admin.userId}`)
      .set(admin.auth)
      .send({ ...user.body, fullName: 'Ignored', createdAt: 'x' })
      .expect(200);
    await t.http.put('/account-setting/data').set(admin.auth).send({ name: null, timezone: null }).expect(422);
  });

  it('refuses names that fit one by one but overflow the account name together', async () => {
    const res = await t.http
      .post('/jwt/register')
      .send(registration({ firstName: 'ก'.repeat(80), lastName: 'ข'.repeat(80) }))
      .expect(422);
    expect(res.body.errors).toEqual({ lastName: 'validation.fullNameTooLong' });
  });

  it('refuses JSON nested thousands of levels deep before parsing it', async () => {
    const res = await t.http
      .post('/jwt/login')
      .set('Content-Type', 'application/json')
      .send('['.repeat(10_000) + ']'.repeat(10_000))
      .expect(400);
    expect(res.body.message).toBe('The request is nested too deeply');
    await t.http
      .get('/api/users')
      .query({ filter: `{"id":${'['.repeat(500)}${']'.repeat(500)}}` })
      .set(admin.auth)
      .expect(400);
  });

  it('lets exactly one of concurrent creates with the same e-mail or sub-account name win; the rest answer 409', async () => {
    const email = `${unique('race')}@example.com`;
    const users = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.http
          .post('/api/users')
          .set(admin.auth)
          .send({ username: unique(`race${i}`), firstName: 'R', email, role: 'viewer', password: PASSWORD }),
      ),
    );
    expect(users.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of users.filter((r) => r.status === 409)) expect(r.body.errors).toEqual({ email: 'auth.emailInUse' });

    const name = unique('Branch ');
    const branches = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.http
          .post('/api/sub-accounts')
          .set(admin.auth)
          .send({ name, plan: 'trials', adminFirstName: 'A', adminEmail: `${unique('b')}@example.com`, adminPassword: PASSWORD }),
      ),
    );
    expect(branches.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of branches.filter((r) => r.status === 409)) expect(r.body.errors).toEqual({ name: 'validation.nameInUse' });
    const listed = await t.http
      .get('/api/sub-accounts')
      .query({ filter: JSON.stringify({ q: name }) })
      .set(admin.auth)
      .expect(200);
    expect(listed.body).toHaveLength(1);
  });

  it('sorts every resource by id and serves getManyReference on parentId', async () => {
    await t.http.get('/api/users').query({ sort: '["id","ASC"]' }).set(admin.auth).expect(200);
    const children = await t.http
      .get('/api/sub-accounts')
      .query({ sort: '["id","DESC"]', filter: JSON.stringify({ parentId: admin.accountId }) })
      .set(admin.auth)
      .expect(200);
    for (const row of children.body) expect(row.parentId).toBe(admin.accountId);
  });
});
