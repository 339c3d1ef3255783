import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, userWithRole, type Session } from '../utils/factories.js';
import { approvedSender } from '../utils/messaging.js';

describe('OTP applications (/api/otp-apps)', () => {
  let t: TestApp;
  let admin: Session;
  let sender: string;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
    sender = await approvedSender(t.http, admin, await staffMember(t.app, t.http));
  });
  afterAll(() => t.close());

  const app = (overrides: Record<string, unknown> = {}) => ({
    name: 'Shop sign-in',
    sender,
    content: 'Your code is {otp} (ref {ref})',
    ...overrides,
  });
  const create = (body: Record<string, unknown>, session = admin) => t.http.post('/api/otp-apps').set(session.auth).send(body);

  it('creates an application with the specification’s defaults and answers it in the REST shape', async () => {
    const created = await create(app()).expect(201);
    expect(created.body).toMatchObject({
      name: 'Shop sign-in',
      sender,
      pinLength: 6,
      prefix: null,
      expireSeconds: 300,
      maxFail: 5,
      notifyUrl: null,
      notifyType: 'verified',
      callbackData: null,
      content: 'Your code is {otp} (ref {ref})',
      allowInternational: false,
      enabled: true,
      accountId: admin.accountId,
    });
    const list = await t.http.get('/api/otp-apps').set(admin.auth).expect(200);
    expect(list.body.map((row: { id: string }) => row.id)).toContain(created.body.id);
    const updated = await t.http
      .put(`/api/otp-apps/${created.body.id}`)
      .set(admin.auth)
      .send({ ...created.body, pinLength: 8, prefix: 'AB', notifyUrl: 'https://shop.example/otp', callbackData: '{"shop":1}' })
      .expect(200);
    expect(updated.body).toMatchObject({
      pinLength: 8,
      prefix: 'AB',
      notifyUrl: 'https://shop.example/otp',
      callbackData: '{"shop":1}',
    });
  });

  it.each([
    [{ pinLength: 3 }, { pinLength: 'validation.otpPinLength' }],
    [{ pinLength: 9 }, { pinLength: 'validation.otpPinLength' }],
    [{ prefix: 'ABCD' }, { prefix: 'validation.otpPrefix' }],
    [{ prefix: 'ab' }, { prefix: 'validation.otpPrefix' }],
    [{ expireSeconds: 59 }, { expireSeconds: 'validation.otpExpire' }],
    [{ expireSeconds: 661 }, { expireSeconds: 'validation.otpExpire' }],
    [{ maxFail: 0 }, { maxFail: 'validation.otpMaxFail' }],
    [{ content: 'Your code is ready' }, { content: 'validation.otpContentPlaceholder' }],
    [{ content: 'Code {otp} for {name}' }, { content: 'validation.otpContentUnknownPlaceholder' }],
    [{ notifyUrl: 'ftp://shop.example' }, { notifyUrl: 'validation.url' }],
    [{ notifyType: 'sometimes' }, { notifyType: 'validation.oneOf' }],
    [{ sender: 'NotMine' }, { sender: 'validation.senderNotApproved' }],
  ])('refuses %j with a translated message on the field', async (overrides, errors) => {
    const res = await create(app(overrides)).expect(422);
    expect(res.body.errors).toEqual(errors);
    expect(typeof res.body.message).toBe('string');
  });

  it('refuses a notify URL that points inside when private addresses are not allowed', async () => {
    const strict = await bootApp({ WEBHOOK_ALLOW_PRIVATE: 'false' });
    try {
      const mine = await registerAccount(strict.http);
      const post = (notifyUrl: string) => strict.http.post('/api/otp-apps').set(mine.auth).send(app({ notifyUrl }));
      // The sender is not this account's: only the URL's own error is looked at.
      for (const url of [
        'http://127.0.0.1/otp',
        'http://[::ffff:0:7f00:1]/otp',
        'http://[fe80::1]/otp',
        'http://198.18.0.1/otp',
        'http://localhost/otp',
      ])
        expect([url, (await post(url).expect(422)).body.errors.notifyUrl]).toEqual([url, 'validation.urlNotPublic']);
      expect((await post('https://8.8.8.8/otp').expect(422)).body.errors).not.toHaveProperty('notifyUrl');
    } finally {
      await strict.close();
    }
  });

  it('shows the notify secret to admins only', async () => {
    const created = await create(app()).expect(201);
    expect(created.body.notifySecret).toEqual(expect.any(String));
    const operator = await userWithRole(t.http, admin, 'operator');
    expect((await t.http.get(`/api/otp-apps/${created.body.id}`).set(operator.auth).expect(200)).body.notifySecret).toBeNull();
  });

  it('keeps out a content that would not fit the part cap with the longest code', async () => {
    // Thai is UCS-2: three parts hold 201 characters.
    const res = await create(app({ content: `รหัส {otp} ${'ก'.repeat(200)}` })).expect(422);
    expect(res.body.errors).toEqual({ content: 'validation.tooManyParts' });
  });

  it('lets operators and viewers read but not configure, and hides another account’s apps', async () => {
    const created = await create(app()).expect(201);
    const operator = await userWithRole(t.http, admin, 'operator');
    await t.http.get(`/api/otp-apps/${created.body.id}`).set(operator.auth).expect(200);
    await create(app(), operator).expect(403);
    await t.http.delete(`/api/otp-apps/${created.body.id}`).set(operator.auth).expect(403);
    const other = await registerAccount(t.http);
    await t.http.get(`/api/otp-apps/${created.body.id}`).set(other.auth).expect(404);
    await t.http.put(`/api/otp-apps/${created.body.id}`).set(other.auth).send({ name: 'x' }).expect(404);
    await t.http.delete(`/api/otp-apps/${created.body.id}`).set(admin.auth).expect(200);
    await t.http.get(`/api/otp-apps/${created.body.id}`).set(admin.auth).expect(404);
  });
});
