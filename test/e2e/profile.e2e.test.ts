import { bootApp, type TestApp } from '../utils/app.js';
import { login, PASSWORD, registerAccount, userWithRole, type Session } from '../utils/factories.js';

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
    await login(t.http, me.email, 'brand-new-pass');
  });
});
