import { bootApp, type TestApp } from '../utils/app.js';
import { login, PASSWORD, registerAccount, unique, userWithRole, type Session } from '../utils/factories.js';

describe('profile (/profile)', () => {
  let t: TestApp;
  let owner: Session;
  beforeAll(async () => {
    t = await bootApp();
    owner = await registerAccount(t.http);
  });
  afterAll(() => t.close());

  it('reads and updates the own profile, even for the client role', async () => {
    await t.http.get('/profile/data').expect(401);
    const client = await userWithRole(t.http, owner, 'client');
    const mine = await t.http.get('/profile/data').set(client.auth).expect(200);
    expect(mine.body.email).toBe(client.email);
    await t.http.put('/profile/data').set(client.auth).send({ phone: 'call me' }).expect(422);
    const updated = await t.http.put('/profile/data').set(client.auth).send({ firstName: 'Napat', phone: '0987654321' }).expect(200);
    expect(updated.body).toMatchObject({ firstName: 'Napat', phone: '+66987654321' });
    const taken = await t.http.put('/profile/data').set(client.auth).send({ email: owner.email, currentPassword: PASSWORD }).expect(409);
    expect(taken.body.errors).toEqual({ email: 'auth.emailInUse' });
  });

  it('changes only the fields sent: a last name cleared is empty, an e-mail is kept in lower case', async () => {
    const me = await registerAccount(t.http);
    const renamed = await t.http.put('/profile/data').set(me.auth).send({ firstName: 'Napat' }).expect(200);
    expect(renamed.body).toMatchObject({ firstName: 'Napat', lastName: 'Jaidee', fullName: 'Napat Jaidee', phone: '+66812345678' });
    const other = await t.http.put('/profile/data').set(me.auth).send({ lastName: 'Srisuk' }).expect(200);
    expect(other.body).toMatchObject({ firstName: 'Napat', lastName: 'Srisuk', fullName: 'Napat Srisuk' });
    const cleared = await t.http.put('/profile/data').set(me.auth).send({ lastName: null, phone: null }).expect(200);
    expect(cleared.body).toMatchObject({ lastName: '', fullName: 'Napat', phone: null });
    const email = `${unique('Mixed')}@Example.COM`;
    const moved = await t.http.put('/profile/data').set(me.auth).send({ email, currentPassword: PASSWORD }).expect(200);
    expect(moved.body.email).toBe(email.toLowerCase());
    await login(t.http, email.toLowerCase());
  });

  it('changes the password only with the current one and a matching confirmation', async () => {
    const me = await registerAccount(t.http);
    await t.http.post('/profile/password').send({}).expect(401);
    const wrong = await t.http
      .post('/profile/password')
      .set(me.auth)
      .send({ currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' })
      .expect(422);
    expect(wrong.body.errors).toEqual({ currentPassword: 'auth.currentPasswordWrong' });
    const differ = await t.http
      .post('/profile/password')
      .set(me.auth)
      .send({ currentPassword: PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'other-new-pass' })
      .expect(422);
    expect(differ.body.errors).toEqual({ confirmPassword: 'validation.passwordsDiffer' });
    await t.http
      .post('/profile/password')
      .set(me.auth)
      .send({ currentPassword: PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' })
      .expect(204);
    const again = await login(t.http, me.email, 'brand-new-pass');
    // The current password checked is this user's own, now no longer the one every test user shares.
    await t.http
      .post('/profile/password')
      .set(again.auth)
      .send({ currentPassword: 'brand-new-pass', newPassword: 'third-new-pass', confirmPassword: 'third-new-pass' })
      .expect(204);
    await login(t.http, me.email, 'third-new-pass');
  });
});
