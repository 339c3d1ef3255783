import { DataSource } from 'typeorm';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { businessWithApiKey, eventually } from '../utils/messaging.js';

jest.setTimeout(120_000);

describe('POST /api/v1/sms: a send from a customer’s system, its messages at once', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let db: DataSource;
  let sender: string;
  let key: string;

  beforeAll(async () => {
    // Every message delivered: the simulator's fate depends on the sender, which differs each
    // run, and a rejected one (3 % by default) never has a submittedAt.
    h = await deliveryHarness('v1sms', { receiptDelayMs: 20, ratios: { delivered: 1, undelivered: 0, rejected: 0 } });
    db = h.api.app.get(DataSource);
    ({ sender, key } = await businessWithApiKey(h.api, 100, 'Shop'));
  }, 60_000);
  afterAll(() => h.close(), 60_000);

  const send = (body: object, headers: Record<string, string> = {}) => {
    let req = h.api.http.post('/api/v1/sms').set('Authorization', key);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    return req.send(body);
  };
  const statusOf = (id: string) => h.api.http.get(`/api/v1/sms/${id}`).set('Authorization', key);
  const final = (id: string) =>
    eventually(async () => {
      const res = await statusOf(id).expect(200);
      return ['delivered', 'undelivered', 'rejected', 'expired'].includes(res.body.status) ? res.body : null;
    }, 30_000);

  it('answers 202 with each message’s id and price, and what it did not send, for nothing', async () => {
    const res = await send({
      sender,
      to: ['0812345678', '+66 81-234-5678', 'not-a-number', '0812345679'],
      message: 'Your order has shipped',
    }).expect(202);
    expect(res.body).toEqual({
      broadcastId: expect.any(String),
      credits: 2,
      messages: [
        { id: expect.any(String), to: '+66812345678', parts: 1, credits: 1 },
        { id: expect.any(String), to: '+66812345679', parts: 1, credits: 1 },
      ],
      rejected: [
        { to: '+66812345678', reason: 'duplicate' },
        { to: 'not-a-number', reason: 'invalid' },
      ],
    });
    // The ids answer at once, and the messages reach their final state.
    await statusOf(res.body.messages[0].id).expect(200);
    const done = await final(res.body.messages[1].id);
    expect(done).toMatchObject({ id: res.body.messages[1].id, to: '+66812345679', parts: 1, credits: 1 });
    expect(done).toMatchObject({ submittedAt: expect.any(String) });
    const [row] = await db.query(`SELECT fanout_done, recipients, invalid, duplicate FROM broadcasts WHERE id = $1`, [
      res.body.broadcastId,
    ]);
    expect(row).toMatchObject({ fanout_done: true, recipients: 2, invalid: 1, duplicate: 1 });
  });

  it('takes one number as a string, and sends a scheduled one when its time comes', async () => {
    const one = await send({ sender, to: '0812345680', message: 'Hello' }).expect(202);
    expect(one.body.messages).toHaveLength(1);
    const at = new Date(Date.now() + 1_500).toISOString();
    const later = await send({ sender, to: '0812345681', message: 'Later', scheduledAt: at }).expect(202);
    expect((await statusOf(later.body.messages[0].id).expect(200)).body.status).toBe('pending');
    const done = await final(later.body.messages[0].id);
    // Nothing left before its time (a message the simulator refuses has no submittedAt).
    if (done.submittedAt) expect(new Date(done.submittedAt).getTime()).toBeGreaterThanOrEqual(Date.parse(at));
    // The send completes within a fold of its progress (docs/messaging.md, step 7).
    const broadcast = await eventually(async () => {
      const [row] = await db.query(`SELECT status, started_at FROM broadcasts WHERE id = $1`, [later.body.broadcastId]);
      return row.status === 'completed' ? row : null;
    }, 10_000);
    expect(broadcast.started_at.getTime()).toBe(Date.parse(at));
  });

  it('sends once for an Idempotency-Key repeated at the same moment', async () => {
    const body = { sender, to: ['0812345682'], message: 'Once' };
    const idem = `order-${Date.now()}`;
    const answers = await Promise.all([1, 2, 3].map(() => send(body, { 'Idempotency-Key': idem })));
    const ids = new Set(answers.map((res) => res.body.broadcastId));
    expect(answers.map((res) => res.status)).toEqual([202, 202, 202]);
    expect(ids.size).toBe(1);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM messages WHERE broadcast_id = $1`, [[...ids][0]]);
    expect(n).toBe(1);
  });

  it('names this API’s fields in its errors, and refuses what the balance cannot pay', async () => {
    const notMine = await send({ sender: 'NotMine1', to: ['0812345683'], message: 'Hi' }).expect(422);
    expect(notMine.body).toMatchObject({ code: 'validation_failed', errors: { sender: 'This sender name is not approved for your account' } });
    const none = await send({ sender, to: ['nope'], message: 'Hi' }).expect(422);
    expect(none.body.errors).toEqual({ to: 'None of the numbers can be sent to: they are invalid, duplicates or blacklisted' });
    const many = Array.from({ length: 200 }, (_, i) => `08${String(20_000_000 + i)}`);
    const broke = await send({ sender, to: many, message: 'Hi' }).expect(422);
    expect(broke.body.code).toBe('insufficient_credits');
    await send({ sender, to: Array.from({ length: 1001 }, () => '0812345678'), message: 'Hi' }).expect(422);
  });
});
