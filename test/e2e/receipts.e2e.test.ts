import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DeliveryService } from '../../backend/src/modules/messages/delivery.service.js';
import { ReceiptsService } from '../../backend/src/modules/messages/receipts.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember } from '../utils/factories.js';
import { approvedSender, helloRows, mobiles, topUp } from '../utils/messaging.js';

/**
 * Receipts settle each message by its send's credit kind (domain.md): a rejected message never
 * reached anyone and is refunded on any credit; an undelivered one is refunded on corporate
 * credit only. A receipt that comes again changes nothing.
 */
describe('receipts: settled per message by credit kind', () => {
  let t: TestApp;
  const delivery = () => t.app.get(DeliveryService, { strict: false });
  const receipts = () => t.app.get(ReceiptsService, { strict: false });
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    // Its own queue prefix: the sends' fan-out jobs wait for a worker that never comes.
    t = await bootApp({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:receipts` });
  }, 60_000);
  afterAll(() => t.close());

  /** A send of three messages on `kind` credit, submitted: their provider ids, by outcome to come. */
  async function submittedSend(kind: 'standard' | 'corporate') {
    const staff = await staffMember(t.app, t.http);
    const owner = await registerAccount(t.http);
    const sender = await approvedSender(t.http, owner, staff);
    await topUp(t.http, staff, owner.accountId, 10, kind);
    const numbers = mobiles(3, 860_000_000);
    const created = await t.http
      .post('/api/broadcasts')
      .set(owner.auth)
      .send({ senderName: sender, message: 'Hello', recipients: numbers, kind: 'transactional' })
      .expect(201);
    const send = (await delivery().loadSend(created.body.id))!;
    expect(send.creditKind).toBe(kind);
    await delivery().insertMessages(send, sender, helloRows(numbers));
    const { messages } = await delivery().claimChunk(send, 0);
    const ids = messages.map(() => randomUUID());
    await delivery().recordResults(
      send,
      messages.map((message, at) => ({
        messageId: message.id,
        accepted: true,
        providerMessageId: ids[at],
        errorCode: null,
        errorText: null,
        retryable: false,
      })),
    );
    return { send, ids };
  }

  const receipt = (providerMessageId: string, stat: string) => ({
    providerMessageId,
    stat,
    err: '000',
    raw: `id:${providerMessageId} stat:${stat}`,
    doneAt: null,
  });

  const settled = async (broadcastId: string) =>
    db().query<{ status: string; refunded: boolean }[]>(
      `SELECT status, refunded FROM messages WHERE broadcast_id = $1 ORDER BY status`,
      [broadcastId],
    );

  const refundsRecorded = async (broadcastId: string) =>
    (
      await db().query<{ n: number }[]>(
        `SELECT coalesce(sum(refunded), 0)::int AS n FROM send_progress WHERE broadcast_id = $1`,
        [broadcastId],
      )
    )[0].n;

  it.each([
    ['standard', false],
    ['corporate', true],
  ] as const)(
    'on %s credit (an undelivered message refunded: %p), a rejected one refunded, a delivered one kept, each once',
    async (kind, undeliveredRefunded) => {
      const { send, ids } = await submittedSend(kind);
      const all = [receipt(ids[0], 'DELIVRD'), receipt(ids[1], 'UNDELIV'), receipt(ids[2], 'REJECTD')];
      await receipts().apply(all);
      // Again: nothing moves, nothing is refunded twice.
      await receipts().apply(all);
      expect(await settled(send.id)).toEqual([
        { status: 'delivered', refunded: false },
        { status: 'rejected', refunded: true },
        { status: 'undelivered', refunded: undeliveredRefunded },
      ]);
      expect(await refundsRecorded(send.id)).toBe(undeliveredRefunded ? 2 : 1);
    },
  );
});
