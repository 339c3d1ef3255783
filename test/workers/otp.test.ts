import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { signatureValid } from '../../backend/src/common/http/signature.js';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, type Session } from '../utils/factories.js';
import { businessWithApiKey, eventually } from '../utils/messaging.js';
import { basicAuth } from '../utils/routes.js';

jest.setTimeout(120_000);

describe('OTP: request, resend and verify through the public API, the code through SMPP', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let db: DataSource;
  let admin: Session;
  let sender: string;
  let key: string;
  let number = 830_000_000;

  beforeAll(async () => {
    // Every message delivered: a code the simulator refused (3 % by default, by the code's hash)
    // would be refunded, and the first test's balance would read as if nothing was charged.
    h = await deliveryHarness('otp', { record: true, receiptDelayMs: 20, ratios: { delivered: 1, undelivered: 0, rejected: 0 } });
    db = h.api.app.get(DataSource);
    ({ admin, sender, key } = await businessWithApiKey(h.api, 1_000, 'App'));
  }, 60_000);
  afterAll(() => h.close(), 60_000);

  const newApp = async (overrides: Record<string, unknown> = {}, session = admin) =>
    (
      await h.api.http
        .post('/api/otp-apps')
        .set(session.auth)
        .send({ name: 'Sign-in', sender, content: 'Your code is {otp} (ref {ref})', ...overrides })
        .expect(201)
    ).body.id as string;
  const freshMobile = () => `0${number++}`;
  const v1 = (path: string, body: object, authorization = key) =>
    h.api.http.post(`/api/v1/otp/${path}`).set('Authorization', authorization).send(body);
  /** The code as the phone received it: the last message the simulator took for the number. */
  const codeSentTo = (mobile: string, after = 0) =>
    eventually(async () => {
      const sent = h.sim.submitted().filter((entry) => entry.destination === `66${mobile.slice(1)}`);
      return sent.length > after ? /code is (\d+)/.exec(sent.at(-1)!.text)![1] : null;
    }, 20_000);

  it('sends a code it never answers or stores, and verifies it once', async () => {
    const appId = await newApp();
    const mobile = freshMobile();
    const balance = async () => (await h.api.http.get('/profile/data').set(admin.auth).expect(200)).body.creditBalance as number;
    const before = await balance();
    const res = await v1('request', { appId, mobile }).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'refCode', 'token']);
    const code = await codeSentTo(mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(code);
    expect(await balance()).toBe(before - 1);
    // Neither the request nor the message row holds the code.
    const [stored] = await db.query(
      `SELECT r.code_hash, m.text FROM otp_requests r JOIN messages m ON m.id = r.message_id WHERE r.id = $1`,
      [res.body.token],
    );
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(`${stored.code_hash} ${stored.text}`).not.toContain(code);
    expect(stored.text).toContain(res.body.refCode);

    expect((await v1('verify', { token: res.body.token, code }).expect(200)).body).toEqual({
      result: 'Success!',
      attemptsLeft: 5,
    });
    expect((await v1('verify', { token: res.body.token, code }).expect(200)).body.result).toBe('Already Verified');
    await eventually(async () => {
      const [message] = await db.query(
        `SELECT status FROM messages WHERE id = (SELECT message_id FROM otp_requests WHERE id = $1)`,
        [res.body.token],
      );
      return ['delivered', 'undelivered', 'expired', 'rejected'].includes(message.status);
    }, 20_000);
  });

  it('stops brute force at the maximum of failed checks: even the right code is refused after it', async () => {
    const appId = await newApp({ maxFail: 3 });
    const mobile = freshMobile();
    const { token } = (await v1('request', { appId, mobile }).expect(200)).body;
    const code = await codeSentTo(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await v1('verify', { token, code: wrong }).expect(200)).body);
    expect(answers).toEqual([
      { result: 'Verify Fail', attemptsLeft: 2 },
      { result: 'Verify Fail', attemptsLeft: 1 },
      { result: 'Verify Fail', attemptsLeft: 0 },
    ]);
    expect((await v1('verify', { token, code }).expect(200)).body).toEqual({ result: 'Over Limit Usage', attemptsLeft: 0 });
  });

  it('counts every wrong code of checks at the same moment, and a code of another length as a wrong one', async () => {
    const appId = await newApp({ maxFail: 4 });
    const mobile = freshMobile();
    const { token } = (await v1('request', { appId, mobile }).expect(200)).body;
    const code = await codeSentTo(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await v1('verify', { token, code: '1234' }).expect(200)).body).toEqual({ result: 'Verify Fail', attemptsLeft: 3 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => v1('verify', { token, code: wrong })));
    // In any order of arrival: the three that wrote a wrong code, then one past the limit.
    const bodies = answers
      .map((res) => res.body as { result: string; attemptsLeft: number })
      .sort((a, b) => b.attemptsLeft - a.attemptsLeft || b.result.localeCompare(a.result));
    expect(bodies).toEqual([
      { result: 'Verify Fail', attemptsLeft: 2 },
      { result: 'Verify Fail', attemptsLeft: 1 },
      { result: 'Verify Fail', attemptsLeft: 0 },
      { result: 'Over Limit Usage', attemptsLeft: 0 },
    ]);
    expect((await v1('verify', { token, code }).expect(200)).body).toEqual({ result: 'Over Limit Usage', attemptsLeft: 0 });
  });

  it('takes a code one second before its expiry and refuses it one second after', async () => {
    const appId = await newApp();
    const [early, late] = [freshMobile(), freshMobile()];
    const first = (await v1('request', { appId, mobile: early }).expect(200)).body;
    const second = (await v1('request', { appId, mobile: late }).expect(200)).body;
    const [firstCode, secondCode] = [await codeSentTo(early), await codeSentTo(late)];
    await db.query(`UPDATE otp_requests SET expires_at = now() + interval '1 second' WHERE id = $1`, [first.token]);
    await db.query(`UPDATE otp_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [second.token]);
    expect((await v1('verify', { token: first.token, code: firstCode }).expect(200)).body.result).toBe('Success!');
    expect((await v1('verify', { token: second.token, code: secondCode }).expect(200)).body.result).toBe('OTP Code Expired');
    expect(new Date(first.expiresAt).getTime() - Date.now()).toBeGreaterThan(250_000);
  });

  it('gives exactly one Success! to two checks of the right code at the same moment', async () => {
    const appId = await newApp();
    const mobile = freshMobile();
    const { token } = (await v1('request', { appId, mobile }).expect(200)).body;
    const code = await codeSentTo(mobile);
    const answers = await Promise.all(Array.from({ length: 4 }, () => v1('verify', { token, code })));
    const results = answers.map((res) => res.body.result).sort();
    expect(results).toEqual(['Already Verified', 'Already Verified', 'Already Verified', 'Success!']);
  });

  it('resends a new code: the old one stops working, the new one verifies', async () => {
    const appId = await newApp();
    const mobile = freshMobile();
    const { token, refCode } = (await v1('request', { appId, mobile }).expect(200)).body;
    const oldCode = await codeSentTo(mobile);
    const again = (await v1('resend', { token }).expect(200)).body;
    expect(again).toMatchObject({ token, refCode });
    const newCode = await codeSentTo(mobile, 1);
    if (newCode !== oldCode) expect((await v1('verify', { token, code: oldCode }).expect(200)).body.result).toBe('Verify Fail');
    expect((await v1('verify', { token, code: newCode }).expect(200)).body.result).toBe('Success!');
    await v1('resend', { token }).expect(422);
  });

  it('holds the send caps: 5 per phone in 10 minutes, and the app’s daily cap per phone', async () => {
    const appId = await newApp();
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) await v1('request', { appId, mobile }).expect(200);
    const sixth = await v1('request', { appId, mobile }).expect(429);
    expect(sixth.body).toEqual({ code: 'over_limit_usage', message: expect.any(String) });
    const capped = await newApp({ dailyCapPerPhone: 2 });
    const other = freshMobile();
    await v1('request', { appId: capped, mobile: other }).expect(200);
    await v1('request', { appId: capped, mobile: other }).expect(200);
    await v1('request', { appId: capped, mobile: other }).expect(429);
  });

  it('takes Thai mobiles only unless the application allows more', async () => {
    const thaiOnly = await newApp();
    const res = await v1('request', { appId: thaiOnly, mobile: '+14155552671' }).expect(422);
    expect(res.body).toMatchObject({ code: 'validation_failed', errors: { mobile: 'Only Thai mobile numbers can receive codes from this application' } });
    await v1('request', { appId: thaiOnly, mobile: 'not a number' }).expect(422);
    const anywhere = await newApp({ allowInternational: true });
    await v1('request', { appId: anywhere, mobile: '+14155552671' }).expect(200);
  });

  it('keeps each account to itself: another account’s key can neither request with an app nor verify a token', async () => {
    const appId = await newApp();
    const mobile = freshMobile();
    const { token } = (await v1('request', { appId, mobile }).expect(200)).body;
    const code = await codeSentTo(mobile);
    const other = await registerAccount(h.api.http);
    const theirs = (await h.api.http.post('/api/api-keys').set(other.auth).send({ name: 'Other' }).expect(201)).body;
    const otherKey = basicAuth(theirs.key, theirs.secret);
    expect((await v1('request', { appId, mobile: freshMobile() }, otherKey).expect(404)).body.code).toBe('not_found');
    expect((await v1('verify', { token, code }, otherKey).expect(404)).body.code).toBe('not_found');
    await v1('resend', { token }, otherKey).expect(404);
    expect((await v1('verify', { token, code }).expect(200)).body.result).toBe('Success!');
  });

  it('lists requests with the mobile masked and counts the conversion', async () => {
    const appId = await newApp({ name: 'Listed' });
    const mobile = freshMobile();
    const { token } = (await v1('request', { appId, mobile }).expect(200)).body;
    await v1('verify', { token, code: await codeSentTo(mobile) }).expect(200);
    await v1('request', { appId, mobile: freshMobile() }).expect(200);
    const filter = encodeURIComponent(JSON.stringify({ appId }));
    const list = await h.api.http.get(`/api/otp-requests?filter=${filter}`).set(admin.auth).expect(200);
    expect(list.body).toHaveLength(2);
    expect(list.body.map((row: { status: string }) => row.status).sort()).toEqual(['pending', 'verified']);
    for (const row of list.body) {
      expect(row.mobile).toMatch(/^\+668•+\d{3}$/);
      expect(row.appName).toBe('Listed');
    }
    const summary = await h.api.http.get(`/api/otp-requests/summary?filter=${filter}`).set(admin.auth).expect(200);
    expect(summary.body).toEqual({ requests: 2, sent: 2, verified: 1, conversionRate: 50 });
    const verified = encodeURIComponent(JSON.stringify({ appId, status: 'verified' }));
    expect((await h.api.http.get(`/api/otp-requests?filter=${verified}`).set(admin.auth).expect(200)).body).toHaveLength(1);
  });

  it('answers repeats of an Idempotency-Key with the first answer and sends once, also when they arrive at the same moment', async () => {
    const appId = await newApp();
    const mobile = freshMobile();
    const idem = `login-${mobile}`;
    const call = () => v1('request', { appId, mobile }).set('Idempotency-Key', idem);
    const answers = await Promise.all([call(), call(), call(), call()]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.body.token)).size).toBe(1);
    const later = await call().expect(200);
    expect(later.body).toEqual(answers[0].body);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM otp_requests WHERE account_id = $1 AND mobile = $2`, [
      admin.accountId,
      `+66${mobile.slice(1)}`,
    ]);
    expect(n).toBe(1);
    await codeSentTo(mobile);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.sim.submitted().filter((entry) => entry.destination === `66${mobile.slice(1)}`)).toHaveLength(1);
    // The same key with another request is refused, not answered.
    const other = await v1('request', { appId, mobile: freshMobile() }).set('Idempotency-Key', idem).expect(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    await v1('request', { appId, mobile: freshMobile() }).set('Idempotency-Key', 'bad key with spaces').expect(422);
  });

  it('notifies the app’s URL of each result, signed, with its callback data, and tries again until it is taken', async () => {
    const calls: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        calls.push({ headers: req.headers, body });
        // The first call fails: the same event must come again.
        res.writeHead(calls.length === 1 ? 500 : 204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/otp`;
      const appId = await newApp({ notifyUrl: url, notifyType: 'all', callbackData: '{"order":42}' });
      const { notifySecret } = (await h.api.http.get(`/api/otp-apps/${appId}`).set(admin.auth).expect(200)).body;
      expect(notifySecret).toEqual(expect.any(String));
      const mobile = freshMobile();
      const { token } = (await v1('request', { appId, mobile }).expect(200)).body;
      const code = await codeSentTo(mobile);
      await v1('verify', { token, code: code === '000000' ? '111111' : '000000' }).expect(200);
      await v1('verify', { token, code }).expect(200);
      await eventually(async () => calls.length >= 3, 30_000);
      const events = calls.map((call) => ({ ...call, event: JSON.parse(call.body) }));
      for (const { headers, body, event } of events) {
        expect(signatureValid(notifySecret, headers['x-engage-signature'], Buffer.from(body))).toBe(true);
        expect(signatureValid('another secret', headers['x-engage-signature'], Buffer.from(body))).toBe(false);
        expect(headers['x-engage-event-id']).toBe(event.id);
        expect(event).toMatchObject({ type: 'otp.verify', token, appId, callbackData: '{"order":42}' });
        expect(event.mobile).not.toContain(mobile.slice(1));
      }
      const ids = events.map(({ event }) => event.id);
      expect(new Set(ids).size).toBe(2);
      expect(events.map(({ event }) => event.result).sort()).toEqual(['Success!', 'Verify Fail', 'Verify Fail'].sort());
      // The one that failed came again, the same event.
      expect(ids.filter((id) => id === ids[0])).toHaveLength(2);
    } finally {
      receiver.close();
    }
  });

  it('registers with a verified phone: the check is sent by the platform for nothing, and used once', async () => {
    const mobile = freshMobile();
    const registration = (email: string, otpToken?: string) => ({
      firstName: 'Malee',
      lastName: 'Phone',
      email,
      phone: mobile,
      password: 'correct-horse-battery',
      termsConditions: true,
      ...(otpToken ? { otpToken } : {}),
    });
    const ticket = (await h.api.http.post('/jwt/register/otp').send({ phone: mobile }).expect(200)).body;
    expect(Object.keys(ticket).sort()).toEqual(['expiresAt', 'refCode', 'token']);
    // Not verified yet: the registration is refused on the field.
    const early = await h.api.http
      .post('/jwt/register')
      .send(registration(`early-${mobile}@example.com`, ticket.token))
      .expect(422);
    expect(early.body.errors).toEqual({ otpToken: 'validation.phoneNotVerified' });
    const code = await codeSentTo(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await h.api.http.post('/jwt/register/otp/verify').send({ token: ticket.token, code: wrong }).expect(200)).body.result,
    ).toBe('Verify Fail');
    expect((await h.api.http.post('/jwt/register/otp/verify').send({ token: ticket.token, code }).expect(200)).body.result).toBe(
      'Success!',
    );
    // Another number than the one checked is refused.
    const other = await h.api.http
      .post('/jwt/register')
      .send({ ...registration(`other-${mobile}@example.com`, ticket.token), phone: freshMobile() })
      .expect(422);
    expect(other.body.errors).toEqual({ otpToken: 'validation.phoneNotVerified' });
    // Refused for something else (the e-mail is taken, or two registrations raced), the check stays usable.
    const taken = await registerAccount(h.api.http);
    const conflict = await h.api.http.post('/jwt/register').send(registration(taken.email, ticket.token)).expect(409);
    expect(conflict.body.error).toEqual({ email: 'This email is already in use.' });
    const email = `phone-${mobile}@example.com`;
    const registered = await h.api.http.post('/jwt/register').send(registration(email, ticket.token)).expect(200);
    const [user] = await db.query(`SELECT phone_verified_at FROM users WHERE id = $1`, [registered.body.userData.id]);
    expect(user.phone_verified_at).not.toBeNull();
    // Used once.
    await h.api.http
      .post('/jwt/register')
      .send(registration(`again-${mobile}@example.com`, ticket.token))
      .expect(422);
    // The platform paid nothing for it, and its message was charged at nothing.
    const [message] = await db.query(
      `SELECT m.credits FROM otp_requests r JOIN messages m ON m.id = r.message_id WHERE r.id = $1`,
      [ticket.token],
    );
    expect(message.credits).toBe(0);
    // Without a check there is no registration (REGISTER_PHONE_OTP=required, the default).
    const plain = await h.api.http
      .post('/jwt/register')
      .send(registration(`plain-${mobile}@example.com`))
      .expect(422);
    expect(plain.body.errors).toEqual({ otpToken: 'validation.required' });
  });
});
