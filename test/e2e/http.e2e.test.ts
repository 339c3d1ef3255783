import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount } from '../utils/factories.js';

describe('HTTP edges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ BODY_LIMIT: '10kb' });
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await t.http.post('/jwt/login').set('Content-Type', 'application/json').send('{"email": "a@b.c",').expect(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.http.post('/jwt/login').send({ email: 'a@b.c', password: 'x'.repeat(20_000) }).expect(413);
    expect(res.body.message).toBe('The request body is too large');
  });

  it('answers wrong types with 422, never 500', async () => {
    const res = await t.http.post('/jwt/login').send({ email: ['a'], password: { $gt: '' } }).expect(422);
    expect(res.body.errors).toEqual({ email: 'validation.string', password: 'validation.string' });
  });

  it('rejects a forged or expired token with 401', async () => {
    await t.http.get('/profile/data').set('Authorization', 'Bearer abc.def.ghi').expect(401);
    await t.http.get('/profile/data').set('Authorization', 'Basic Zm9vOmJhcg==').expect(401);
  });

  it('serves health, OpenAPI and security headers', async () => {
    const health = await t.http.get('/api/health').expect(200);
    expect(health.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    const docs = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/jwt/login', '/api/users', '/api/sub-accounts', '/account-setting/data']));
  });

  it('answers an unknown X-Account-Id with 404', async () => {
    const owner = await registerAccount(t.http);
    await t.http.get('/profile/data').set(owner.auth).set('X-Account-Id', 'nonsense').expect(404);
  });
});
