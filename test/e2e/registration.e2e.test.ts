import { DataSource } from 'typeorm';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, registration, unique, verifiedRegistration } from '../utils/factories.js';

describe('registration: the business name, and a taken e-mail said before the phone code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it('names the account after the business, which its public pages show', async () => {
    const owner = await registerAccount(t.http, { businessName: '  Jaidee Coffee  ' });
    const [account] = await t.app.get(DataSource).query(`SELECT name FROM accounts WHERE id = $1`, [owner.accountId]);
    expect(account.name).toBe('Jaidee Coffee');
    const page = await t.http
      .post('/api/landing-pages')
      .set(owner.auth)
      .send({ landingpage_name: 'Songkran', landingpage_detail: '<p>Hi</p>', status: 'active' })
      .expect(201);
    const shown = await t.http.get(`/api/public/landing-pages/${page.body.id}`).expect(200);
    expect(shown.body.accountName).toBe('Jaidee Coffee');
  });

  it("still registers callers that send no business name: the account takes the founder's name", async () => {
    for (const businessName of [undefined, null, '', '   ']) {
      const body = await verifiedRegistration(t.http, businessName === undefined ? {} : { businessName });
      const res = await t.http.post('/jwt/register').send(body).expect(200);
      expect(res.body.userData.account.name).toBe('Somchai Jaidee');
    }
  });

  it('refuses a business name longer than the account name holds', async () => {
    const res = await t.http
      .post('/jwt/register')
      .send(await verifiedRegistration(t.http, { businessName: 'ก'.repeat(121) }))
      .expect(422);
    expect(res.body.errors).toEqual({ businessName: 'validation.maxLength' });
  });

  describe('POST /jwt/register/check', () => {
    it('answers 204 for a free e-mail and username, reserving neither', async () => {
      const { email } = registration();
      await t.http
        .post('/jwt/register/check')
        .send({ email, username: unique('free') })
        .expect(204);
      await t.http.post('/jwt/register/check').send({ email }).expect(204);
      // Free still: the check reserved nothing.
      await registerAccount(t.http, { email });
    });

    it('answers 409 with the messages registration gives, in the caller’s language', async () => {
      const username = unique('taken');
      const owner = await registerAccount(t.http, { username });
      const taken = await t.http.post('/jwt/register/check').send({ email: owner.email.toUpperCase(), username }).expect(409);
      expect(taken.body.error).toEqual({ email: 'This email is already in use.', username: 'This username is already in use.' });
      const thai = await t.http.post('/jwt/register/check').set('Accept-Language', 'th').send({ email: owner.email }).expect(409);
      expect(thai.body.error.email).toMatch(/[\u0E00-\u0E7F]/);
      // Registration itself says the same.
      const registered = await t.http
        .post('/jwt/register')
        .send(await verifiedRegistration(t.http, { email: owner.email }))
        .expect(409);
      expect(registered.body.error).toEqual({ email: 'This email is already in use.' });
    });

    it('answers 422 for what is not an e-mail', async () => {
      const res = await t.http.post('/jwt/register/check').send({ email: 'not-an-email' }).expect(422);
      expect(res.body.errors).toEqual({ email: 'validation.email' });
    });
  });
});
