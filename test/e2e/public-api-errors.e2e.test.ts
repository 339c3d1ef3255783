import { bootApp, type TestApp } from '../utils/app.js';
import { forgedSecret, registerAccount, type Session } from '../utils/factories.js';

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
const THAI = /[\u0E00-\u0E7F]/;

/** What a developer reads when a call to /api/v1/ fails: fields and credentials named in words. */
describe('the public API’s error wording', () => {
  let t: TestApp;
  let admin: Session;
  let authorization: string;
  let key: string;
  let secret: string;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
    const created = await t.http.post('/api/api-keys').set(admin.auth).send({ name: 'Errors' }).expect(201);
    key = created.body.key;
    secret = created.body.secret;
    authorization = basic(created.body.key, created.body.secret);
  });
  afterAll(() => t.close());

  const sendSms = (body: Record<string, unknown>, language = 'en') =>
    t.http.post('/api/v1/sms').set('Authorization', authorization).set('Accept-Language', language).send(body);

  it('names each field and what is wrong with it in words, never a translation key', async () => {
    const res = await sendSms({ sender: 'not valid!', to: [], message: '' }).expect(422);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message:
        'Some fields are not valid (sender: Use 1 to 11 letters or digits, without spaces; to: Give at least one mobile number; message: Give the text of the message)',
      errors: {
        sender: 'Use 1 to 11 letters or digits, without spaces',
        to: 'Give at least one mobile number',
        message: 'Give the text of the message',
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/validation\./);
  });

  it('says the same in Thai, the field names as the API spells them', async () => {
    const res = await sendSms({ sender: 'not valid!', to: '0812345678', message: 'Hi' }, 'th').expect(422);
    expect(Object.keys(res.body.errors)).toEqual(['sender']);
    expect(res.body.errors.sender).toMatch(THAI);
    expect(res.body.message).toContain('sender: ');
    expect(JSON.stringify(res.body)).not.toMatch(/validation\./);
  });

  it('words the service’s own refusals under the API’s field names too', async () => {
    const res = await sendSms({ sender: 'NotMine', to: '0812345678', message: 'Hi' }).expect(422);
    expect(res.body.errors).toEqual({ sender: 'This sender name is not approved for your account' });
    expect(res.body.message).toContain('sender: This sender name is not approved for your account');
  });

  it('says more than 1,000 numbers is too many, as the API counts them', async () => {
    const to = Array.from({ length: 1001 }, (_, n) => `08${String(n).padStart(8, '0')}`);
    const res = await sendSms({ sender: 'Engage', to, message: 'Hi' }).expect(422);
    expect(res.body.errors).toEqual({ to: 'Give at most 1,000 numbers per call' });
  });

  it('words the OTP routes’ field errors', async () => {
    const res = await t.http
      .post('/api/v1/otp/verify')
      .set('Authorization', authorization)
      .send({ token: 'nope', code: 'abc' })
      .expect(422);
    expect(res.body.errors).toEqual({ token: 'Must be a valid identifier', code: 'Enter the digits of the code' });
  });

  it('answers 401 saying the key or secret is wrong, or how to send them when none came', async () => {
    const wrong = await t.http
      .get('/api/v1/sms/0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d')
      .set('Authorization', basic(key, forgedSecret(secret)))
      .expect(401);
    expect(wrong.body).toEqual({
      code: 'unauthorized',
      message: 'The API key or secret is wrong, or the key no longer works (revoked, or its account is not active)',
    });
    const unknownKey = await t.http
      .get('/api/v1/sms/0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d')
      .set('Authorization', basic(`ak_${'0'.repeat(24)}`, 'x'))
      .expect(401);
    expect(unknownKey.body).toEqual(wrong.body);
    const none = await t.http.get('/api/v1/sms/0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d').expect(401);
    expect(none.body).toEqual({
      code: 'unauthorized',
      message: 'Send the API key and secret as HTTP Basic authentication: Authorization: Basic base64(key:secret)',
    });
    const thai = await t.http
      .get('/api/v1/sms/0b7c9d38-4e5f-4a6b-8c7d-9e0f1a2b3c4d')
      .set('Accept-Language', 'th')
      .set('Authorization', basic(key, 'sk_wrong'))
      .expect(401);
    expect(thai.body.message).toMatch(THAI);
  });
});
