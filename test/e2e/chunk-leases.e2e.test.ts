import { DataSource } from 'typeorm';
import { DeliveryService, type SendRow } from '../../backend/src/modules/messages/delivery.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember } from '../utils/factories.js';
import { approvedSender, helloRows, mobiles, topUp } from '../utils/messaging.js';

/**
 * A chunk is taken for submission with one lease row, not a write on each message: one taker at
 * a time, given back when done, and a chunk taken again marks its pending messages with its
 * attempts (what the worker-kill test reads to tell possible duplicates apart).
 */
describe('chunk leases: one taker per chunk', () => {
  let t: TestApp;
  let send: SendRow;
  let sender: string;
  const delivery = () => t.app.get(DeliveryService, { strict: false });
  const attempts = async () =>
    (
      await t.app
        .get(DataSource)
        .query<{ attempts: number }[]>(`SELECT attempts FROM messages WHERE broadcast_id = $1 ORDER BY seq`, [send.id])
    ).map((row) => row.attempts);

  beforeAll(async () => {
    // Its own queue prefix: the send's fan-out job waits for a worker that never comes.
    t = await bootApp({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:chunk-leases` });
    const staff = await staffMember(t.app, t.http);
    const admin = await registerAccount(t.http);
    sender = await approvedSender(t.http, admin, staff);
    await topUp(t.http, staff, admin.accountId, 100);
    const numbers = mobiles(3);
    const created = await t.http
      .post('/api/broadcasts')
      .set(admin.auth)
      .send({ senderName: sender, message: 'Hello', recipients: numbers, kind: 'transactional' })
      .expect(201);
    send = (await delivery().loadSend(created.body.id))!;
    // What the fan-out would write.
    await delivery().insertMessages(send, sender, helloRows(numbers));
  }, 60_000);
  afterAll(() => t.close());

  it('gives the chunk to one taker, writing nothing on its messages the first time', async () => {
    const first = await delivery().claimChunk(send, 0);
    expect(first.attempt).toBe(1);
    expect(first.messages.map((message) => message.attempts)).toEqual([1, 1, 1]);
    expect(await attempts()).toEqual([0, 0, 0]);
    // Held: a second taker (a stalled job handed on) gets nothing, and the chunk is not orphaned.
    expect(await delivery().claimChunk(send, 0)).toEqual({ attempt: 0, messages: [] });
    expect(await delivery().orphanedChunks(send)).toEqual([]);
    await delivery().releaseChunk(send, 0, 1);
    expect(await delivery().orphanedChunks(send)).toEqual([0]);
  });

  it('marks the pending messages of a chunk taken again, and only its own taker gives it back', async () => {
    const again = await delivery().claimChunk(send, 0);
    expect(again.attempt).toBe(2);
    expect(await attempts()).toEqual([2, 2, 2]);
    // The first taker, late, cannot give back a lease that is no longer its own.
    await delivery().releaseChunk(send, 0, 1);
    expect(await delivery().claimChunk(send, 0)).toEqual({ attempt: 0, messages: [] });
    await delivery().releaseChunk(send, 0, 2);
    expect((await delivery().claimChunk(send, 0)).attempt).toBe(3);
  });
});
