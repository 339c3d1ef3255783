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

  it('never shows a message done before it was submitted: a receipt’s minute-precision done date is kept in its text', async () => {
    const { send, ids } = await submittedSend('standard');
    const [{ submittedAt }] = await db().query<{ submittedAt: Date }[]>(
      `SELECT max(submitted_at) AS "submittedAt" FROM messages WHERE broadcast_id = $1`,
      [send.id],
    );
    // The operator's done date counts minutes: the minute it was submitted in, before the second it was.
    const minute = new Date(Math.floor(submittedAt.getTime() / 60_000) * 60_000 - 1);
    const later = new Date(submittedAt.getTime() + 90_000);
    const raw = `id:${ids[0]} stat:DELIVRD done date:${minute.toISOString()}`;
    await receipts().apply([
      { ...receipt(ids[0], 'DELIVRD'), doneAt: minute, raw },
      { ...receipt(ids[1], 'DELIVRD'), doneAt: later },
    ]);
    const rows = await db().query<{ pid: string; submittedAt: Date; doneAt: Date; raw: string }[]>(
      `SELECT provider_message_id AS pid, submitted_at AS "submittedAt", done_at AS "doneAt", receipt_raw AS raw
         FROM messages WHERE broadcast_id = $1 AND provider_message_id = ANY($2::text[])`,
      [send.id, ids.slice(0, 2)],
    );
    const byId = new Map(rows.map((row) => [row.pid, row]));
    const early = byId.get(ids[0])!;
    expect(early.doneAt.getTime()).toBe(early.submittedAt.getTime());
    expect(early.raw).toBe(raw);
    // A done date after the submission is the receipt's own.
    expect(byId.get(ids[1])!.doneAt.getTime()).toBe(later.getTime());
  });
});
