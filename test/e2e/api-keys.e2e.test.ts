import { randomUUID } from 'node:crypto';
import { bootApp, type TestApp } from '../utils/app.js';
import { forgedSecret, newSubAccount, registerAccount, userWithRole, type Session } from '../utils/factories.js';

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

describe('Config API (/api/api-keys) and the public API’s authentication', () => {
  let t: TestApp;
  let admin: Session;
  let messageId: string;
  beforeAll(async () => {
    t = await bootApp({ API_RATE_LIMIT_PER_MINUTE: '40' });
    admin = await registerAccount(t.http);
    // A message of the admin's account, as a send would have written it.
    const [row] = await t.app.get((await import('typeorm')).DataSource).query(
      `INSERT INTO messages (created_at, account_id, seq, mobile, sender_name, text, encoding, parts, credits)
         VALUES (now(), $1, 0, '+66812345678', 'Engage', 'Hello', 'gsm7', 1, 1) RETURNING id`,
      [admin.accountId],
    );
    messageId = row.id;
  });
  afterAll(() => t.close());

  const createKey = async (session = admin, name = 'Web shop') =>
    (await t.http.post('/api/api-keys').set(session.auth).send({ name }).expect(201)).body as {
      id: string;
      key: string;
      secret: string;
    };
  const status = (authorization?: string, id = messageId) => {
    const req = t.http.get(`/api/v1/sms/${id}`);
    return authorization ? req.set('Authorization', authorization) : req;
  };

  it('shows the secret once, never again, and stores only its hash', async () => {
    const created = await createKey();
    expect(created.key).toMatch(/^ak_[0-9A-Za-z]{24}$/);
    expect(created.secret).toMatch(/^sk_[0-9A-Za-z]{43}$/);
    expect(created).toMatchObject({ name: 'Web shop', status: 'active', lastUsedAt: null, accountId: admin.accountId });
    const listed = await t.http.get('/api/api-keys').set(admin.auth).expect(200);
    const read = await t.http.get(`/api/api-keys/${created.id}`).set(admin.auth).expect(200);
    for (const body of [listed.body, read.body]) expect(JSON.stringify(body)).not.toContain(created.secret);
    expect(read.body.secret).toBeUndefined();
    const [row] = await t.app
      .get((await import('typeorm')).DataSource)
      .query(`SELECT secret_hash FROM api_keys WHERE id = $1`, [created.id]);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.secret_hash).not.toContain(created.secret);
  });

  it('answers a message’s status to its account’s key, and 401 with nothing more to any other credential', async () => {
    const { key, secret } = await createKey();
    const ok = await status(basic(key, secret)).expect(200);
    expect(ok.body).toEqual({
      id: messageId,
      to: '+66812345678',
      status: 'pending',
      parts: 1,
      credits: 1,
      submittedAt: null,
      doneAt: null,
      errorCode: null,
    });
    const refusals = [
      undefined,
      basic(key, forgedSecret(secret)),
      basic(key, ''),
      basic(`ak_${'0'.repeat(24)}`, secret),
      admin.auth.Authorization,
      `Basic ${Buffer.from(key).toString('base64')}`,
      'Basic !!!',
      `Basic ${'A'.repeat(600)}`,
      basic(key, `${secret}\u0000`),
    ];
    for (const authorization of refusals) {
      const res = await status(authorization).expect(401);
      expect(res.body).toEqual({ code: 'unauthorized', message: expect.any(String) });
    }
  });

  it('stops a rotated secret and a revoked key at once; rotation gives a working secret again', async () => {
    const { id, key, secret } = await createKey();
    await status(basic(key, secret)).expect(200);
    const rotated = (await t.http.post(`/api/api-keys/${id}/rotate`).set(admin.auth).expect(200)).body;
    expect(rotated.key).toBe(key);
    expect(rotated.secret).not.toBe(secret);
    await status(basic(key, secret)).expect(401);
    await status(basic(key, rotated.secret)).expect(200);
    const revoked = await t.http.post(`/api/api-keys/${id}/revoke`).set(admin.auth).expect(200);
    expect(revoked.body.status).toBe('revoked');
    await status(basic(key, rotated.secret)).expect(401);
    const used = await t.http.get(`/api/api-keys/${id}`).set(admin.auth).expect(200);
    expect(used.body.lastUsedAt).not.toBeNull();
  });

  it('is seen at once by another API process: rotation, revocation, deletion and a suspended account', async () => {
    // Both processes share the cached keys and accounts: the second one has this key cached.
    const second = await bootApp({ API_RATE_LIMIT_PER_MINUTE: '40' });
    try {
      // 404 for an unknown message proves the key was taken; 401 that it was not.
      const probe = (authorization: string) => second.http.get(`/api/v1/sms/${randomUUID()}`).set('Authorization', authorization);
      const { id, key, secret } = await createKey();
      await probe(basic(key, secret)).expect(404);
      await probe(basic(key, secret)).expect(404);
      const rotated = (await t.http.post(`/api/api-keys/${id}/rotate`).set(admin.auth).expect(200)).body;
      await probe(basic(key, secret)).expect(401);
      await probe(basic(key, rotated.secret)).expect(404);
      await t.http.post(`/api/api-keys/${id}/revoke`).set(admin.auth).expect(200);
      await probe(basic(key, rotated.secret)).expect(401);
      const again = (await t.http.post(`/api/api-keys/${id}/rotate`).set(admin.auth).expect(200)).body;
      await probe(basic(key, again.secret)).expect(404);
      await t.http.delete(`/api/api-keys/${id}`).set(admin.auth).expect(200);
      await probe(basic(key, again.secret)).expect(401);

      // A sub-account's key stops when its parent suspends it.
      const branch = await t.http.post('/api/sub-accounts').set(admin.auth).send(newSubAccount()).expect(201);
      const theirs = (
        await t.http
          .post('/api/api-keys')
          .set(admin.auth)
          .set('X-Account-Id', branch.body.id)
          .send({ name: 'Branch' })
          .expect(201)
      ).body;
      await probe(basic(theirs.key, theirs.secret)).expect(404);
      await probe(basic(theirs.key, theirs.secret)).expect(404);
      await t.http.put(`/api/sub-accounts/${branch.body.id}`).set(admin.auth).send({ status: 'suspended' }).expect(200);
      await probe(basic(theirs.key, theirs.secret)).expect(401);
    } finally {
      await second.close();
    }
  });

  it('keeps each key in its own account: another account’s message is not found', async () => {
    const other = await registerAccount(t.http);
    const theirs = await createKey(other);
    const res = await status(basic(theirs.key, theirs.secret)).expect(404);
    expect(res.body).toEqual({ code: 'not_found', message: expect.any(String) });
    await status(basic(theirs.key, theirs.secret), 'not-a-uuid').expect(404);
    await status(basic(theirs.key, theirs.secret), randomUUID()).expect(404);
    const acting = await status(basic(theirs.key, theirs.secret)).set('X-Account-Id', admin.accountId).expect(404);
    expect(acting.body.code).toBe('account_unavailable');
    // Nor may another account manage this account's keys.
    const mine = await createKey();
    await t.http.post(`/api/api-keys/${mine.id}/revoke`).set(other.auth).expect(404);
    await t.http.get(`/api/api-keys/${mine.id}`).set(other.auth).expect(404);
  });

  it('lets operators and viewers see keys but not create, rotate or revoke them', async () => {
    const { id } = await createKey();
    for (const role of ['operator', 'viewer']) {
      const session = await userWithRole(t.http, admin, role);
      await t.http.get('/api/api-keys').set(session.auth).expect(200);
      await t.http.post('/api/api-keys').set(session.auth).send({ name: 'Mine' }).expect(403);
      await t.http.post(`/api/api-keys/${id}/rotate`).set(session.auth).expect(403);
      await t.http.post(`/api/api-keys/${id}/revoke`).set(session.auth).expect(403);
    }
  });

  it('limits calls per key and minute: 429 with a code once the limit is spent, other keys unaffected', async () => {
    const busy = await createKey();
    const calm = await createKey();
    const answers = await Promise.all(Array.from({ length: 45 }, () => status(basic(busy.key, busy.secret))));
    const codes = answers.map((res) => res.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(40);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
    expect(answers.find((res) => res.status === 429)!.body).toEqual({ code: 'rate_limited', message: expect.any(String) });
    await status(basic(calm.key, calm.secret)).expect(200);
  });
});
