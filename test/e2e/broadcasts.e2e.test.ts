import { SendPlanner } from '../../backend/src/modules/broadcasts/send-planner.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, middayIct, mobiles, nightIct, topUp } from '../utils/messaging.js';

describe('broadcasts: analyze, confirm, cancel (no worker: nothing leaves)', () => {
  let t: TestApp;
  let staff: Session;
  let admin: Session;
  let sender: string;
  const body = (extra: Record<string, unknown> = {}) => ({
    senderName: sender,
    message: 'Sale today',
    recipients: ['0812345678'],
    kind: 'transactional',
    ...extra,
  });

  beforeAll(async () => {
    // Its own queue prefix: no worker of another test file takes these sends.
    t = await bootApp({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:broadcasts-api` });
    staff = await staffMember(t.app, t.http);
    admin = await registerAccount(t.http);
    sender = await approvedSender(t.http, admin, staff);
    await topUp(t.http, staff, admin.accountId, 1_000);
  }, 60_000);
  afterAll(() => t.close());

  const analyze = (payload: Record<string, unknown>, session = admin) =>
    t.http.post('/api/broadcasts/analyze').set(session.auth).send(payload);
  const balance = async () => (await t.http.get('/profile/data').set(admin.auth).expect(200)).body.creditBalance as number;

  it('counts valid, duplicate, invalid and blacklisted numbers, and prices per recipient', async () => {
    await t.app
      .get<{ query(sql: string, p: unknown[]): Promise<unknown> }>((await import('typeorm')).DataSource)
      .query(`INSERT INTO blacklist (account_id, mobile, reason) VALUES ($1, '+66812345699', 'manual')`, [admin.accountId]);
    const res = await analyze(
      body({
        recipients: ['0812345678', '+66 81-234-5678', '66812345678', '12345', 'not a phone', '0812345699', '0812345677'],
        unsubscribeLink: true,
      }),
    ).expect(200);
    expect(res.body).toMatchObject({
      valid: 2,
      duplicate: 2,
      invalid: 2,
      blacklisted: 1,
      encoding: 'gsm7',
      parts: 1,
      balance: 1_000,
    });
    // One part each, plus one credit each for the unsubscribe link.
    expect(res.body.credits).toBe(4);
    expect(res.body.balanceAfter).toBe(996);
    expect(res.body.preview[0].text).toMatch(/^Sale today\nhttp.*\/u\/[A-Za-z0-9_-]{16}$/);
    expect(res.body.invalidSamples.map((s: { value: string }) => s.value)).toEqual(['12345', 'not a phone']);
  });

  it('counts parts after personalisation: Thai turns a message into UCS-2 and names the character', async () => {
    const res = await analyze(body({ message: 'สวัสดี '.repeat(12) })).expect(200);
    expect(res.body).toMatchObject({ encoding: 'ucs2', parts: 2, forcedBy: 'ส', credits: 2 });
  });

  it('refuses bad input with translated field errors and charges nothing', async () => {
    const before = await balance();
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ senderName: 'NotApproved' }), 'senderName', ''],
      [body({ senderName: 'has space' }), 'senderName', ''],
      [body({ recipients: [] }), 'recipients', ''],
      [body({ recipients: ['123', 'abc'] }), 'recipients', ''],
      [body({ message: '' }), 'message', ''],
      [body({ message: 'x'.repeat(500) }), 'message', ''],
      [body({ message: 'Hi {{nickname}}' }), 'message', ''],
      [body({ scheduledAt: '2020-01-01T10:00:00+07:00' }), 'scheduledAt', ''],
      [body({ scheduledAt: nightIct(2), kind: 'marketing' }), 'scheduledAt', ''],
      [body({ scheduledAt: 'tomorrow' }), 'scheduledAt', ''],
      [body({ recipients: mobiles(3), fileId: '00000000-0000-4000-8000-000000000000' }), 'recipients', ''],
      [body({ kind: 'spam' }), 'kind', ''],
    ];
    for (const [payload, field] of cases) {
      for (const path of ['/api/broadcasts/analyze', '/api/broadcasts']) {
        const res = await t.http.post(path).set(admin.auth).send(payload);
        expect([path, field, res.status]).toEqual([path, field, 422]);
        expect(Object.keys(res.body.errors ?? {})).toContain(field);
        expect(res.body.message).not.toMatch(/^[a-z]+\.[A-Za-z.]+$/); // translated, not a key
      }
    }
    expect(await balance()).toBe(before);
    const list = await t.http.get('/api/broadcasts').set(admin.auth).expect(200);
    expect(list.body).toHaveLength(0);
  });

  it('refuses a send the balance cannot pay, and charges nothing', async () => {
    const poor = await registerAccount(t.http);
    const name = await approvedSender(t.http, poor, staff);
    await topUp(t.http, staff, poor.accountId, 2);
    const res = await t.http
      .post('/api/broadcasts')
      .set(poor.auth)
      .send(body({ senderName: name, recipients: mobiles(3) }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('credits');
    expect((await t.http.get('/profile/data').set(poor.auth).expect(200)).body.creditBalance).toBe(2);
  });

  it('confirms a scheduled send: credits reserved, then cancelled: credits back', async () => {
    const before = await balance();
    const created = await t.http
      .post('/api/broadcasts')
      .set(admin.auth)
      .send(body({ recipients: mobiles(5), scheduledAt: middayIct(3), kind: 'marketing' }))
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(String), status: 'scheduled' });
    expect(await balance()).toBe(before - 5);
    const shown = await t.http.get(`/api/broadcasts/${created.body.id}`).set(admin.auth).expect(200);
    expect(shown.body).toMatchObject({
      status: 'scheduled',
      recipients: 5,
      credits: 5,
      counts: { pending: 0, submitted: 0, delivered: 0 },
      progress: 0,
    });

    const cancelled = await t.http.post(`/api/broadcasts/${created.body.id}/cancel`).set(admin.auth).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refunded: 5 });
    expect(await balance()).toBe(before);
    // Twice: nothing more comes back.
    await t.http.post(`/api/broadcasts/${created.body.id}/cancel`).set(admin.auth).expect(422);
    expect(await balance()).toBe(before);
    const ledger = await t.http
      .get('/api/credit-transactions')
      .set(admin.auth)
      .query({ filter: JSON.stringify({}) })
      .expect(200);
    const forSend = ledger.body.filter((row: { reference: string }) => row.reference === created.body.id);
    expect(forSend.map((row: { delta: number }) => row.delta).sort()).toEqual([-5, 5]);
  });

  it("hides another account's sends", async () => {
    const created = await t.http
      .post('/api/broadcasts')
      .set(admin.auth)
      .send(body({ recipients: mobiles(1), scheduledAt: middayIct(3) }))
      .expect(201);
    const other = await registerAccount(t.http);
    await t.http.get(`/api/broadcasts/${created.body.id}`).set(other.auth).expect(404);
    await t.http.post(`/api/broadcasts/${created.body.id}/cancel`).set(other.auth).expect(404);
    expect((await t.http.get('/api/broadcasts').set(other.auth).expect(200)).body).toHaveLength(0);
  });
});

describe('broadcasts: confirmations racing for the same credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:broadcasts-race` });
  }, 60_000);
  afterAll(() => t.close());

  it('100 concurrent confirmations against a balance that covers 50: exactly 50 succeed, never below zero', async () => {
    const staff = await staffMember(t.app, t.http);
    const owner = await registerAccount(t.http);
    const sender = await approvedSender(t.http, owner, staff);
    await topUp(t.http, staff, owner.accountId, 50);
    const send = {
      senderName: sender,
      message: 'One part',
      recipients: ['0812345678'],
      kind: 'transactional',
      scheduledAt: middayIct(5),
    };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.http.post('/api/broadcasts').set(owner.auth).send(send)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 422)).toHaveLength(50);
    for (const refused of answers.filter((res) => res.status === 422)) expect(refused.body.errors).toHaveProperty('credits');
    const { DataSource } = await import('typeorm');
    const [row] = await t.app.get(DataSource).query(
      `SELECT a.credit_balance::int AS balance, min(c.balance_after)::int AS lowest,
              (SELECT count(*)::int FROM broadcasts b WHERE b.account_id = a.id) AS sends
         FROM accounts a JOIN credit_transactions c ON c.account_id = a.id WHERE a.id = $1 GROUP BY a.id`,
      [owner.accountId],
    );
    expect(row).toEqual({ balance: 0, lowest: 0, sends: 50 });
  }, 120_000);

  it("confirms a file send at the analysis's figures without judging it again, unless the blacklist changed", async () => {
    const staff = await staffMember(t.app, t.http);
    const owner = await registerAccount(t.http);
    const sender = await approvedSender(t.http, owner, staff);
    await topUp(t.http, staff, owner.accountId, 100);
    const balance = async () => (await t.http.get('/profile/data').set(owner.auth).expect(200)).body.creditBalance as number;
    const analyze = () => t.http.post('/api/broadcasts/analyze').set(owner.auth).send(send);
    const confirm = () => t.http.post('/api/broadcasts').set(owner.auth).send(send).expect(201);
    const numbers = mobiles(6, 870_000_000);
    const upload = await t.http
      .post('/api/uploads')
      .set(owner.auth)
      .attach('file', Buffer.from(`mobile\n${numbers.join('\n')}\n${numbers[0]}\n`), 'memo.csv')
      .expect(201);
    const send = {
      senderName: sender,
      message: 'Sale today',
      fileId: upload.body.id,
      phoneColumn: 'mobile',
      kind: 'transactional',
    };
    const judged = jest.spyOn(t.app.get(SendPlanner, { strict: false }), 'verdicts');
    try {
      expect((await analyze().expect(200)).body).toMatchObject({ valid: 6, duplicate: 1, credits: 6 });
      expect(judged).toHaveBeenCalledTimes(1);
      await confirm();
      expect(judged).toHaveBeenCalledTimes(1);
      expect(await balance()).toBe(94);

      // A number blacklisted after the analysis: the confirmation judges again and reserves less.
      // (Analysed again, the same send stands on the kept figures.)
      await analyze().expect(200);
      expect(judged).toHaveBeenCalledTimes(1);
      await t.http.post('/api/blacklist').set(owner.auth).send({ mobile: numbers[1] }).expect(201);
      await confirm();
      expect(judged).toHaveBeenCalledTimes(2);
      expect(await balance()).toBe(89);
    } finally {
      judged.mockRestore();
    }
  });

  it('refuses a file audience whose columns lack a variable of the message', async () => {
    const staff = await staffMember(t.app, t.http);
    const owner = await registerAccount(t.http);
    const sender = await approvedSender(t.http, owner, staff);
    const upload = await t.http
      .post('/api/uploads')
      .set(owner.auth)
      .attach('file', Buffer.from('mobile\n0812345678\n'), 'list.csv')
      .expect(201);
    const base = {
      senderName: sender,
      message: 'Hi {{firstName}}',
      fileId: upload.body.id,
      phoneColumn: 'mobile',
      kind: 'transactional',
    };
    const missing = await t.http.post('/api/broadcasts/analyze').set(owner.auth).send(base).expect(422);
    expect(missing.body.errors).toEqual({ variables: 'validation.variablesMissing' });
    const wrong = await t.http
      .post('/api/broadcasts/analyze')
      .set(owner.auth)
      .send({ ...base, variables: { firstName: 'nope' } })
      .expect(422);
    expect(wrong.body.errors).toHaveProperty('variables');
    const badColumn = await t.http
      .post('/api/broadcasts/analyze')
      .set(owner.auth)
      .send({ ...base, message: 'Hi', phoneColumn: 'phone' })
      .expect(422);
    expect(badColumn.body.errors).toEqual({ phoneColumn: 'validation.phoneColumn' });
  });
});
