import { DataSource } from 'typeorm';
import { CreditsService } from '../../backend/src/modules/credits/credits.service.js';
import { Transactions } from '../../backend/src/database/transactions.js';
import { ProgressFolder } from '../../backend/src/modules/messages/progress-folder.service.js';
import { ProgressBatch } from '../../backend/src/modules/messages/progress.js';
import { ProgressRepository } from '../../backend/src/modules/messages/progress.repository.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, middayIct, mobiles, topUp } from '../utils/messaging.js';

/**
 * Send progress is recorded per batch (no lock on the send or the account) and folded by any
 * number of workers at once: every recorded row is applied exactly once, to the counters and to
 * the ledger alike.
 */
describe('send progress: recorded per batch, folded once', () => {
  let t: TestApp;
  let admin: Session;
  let broadcastId: string;
  const db = () => t.app.get(DataSource);
  const progress = () => new ProgressRepository(t.app.get(Transactions));
  const folder = () => new ProgressFolder(t.app.get(Transactions), progress(), t.app.get(CreditsService));

  beforeAll(async () => {
    // Its own queue prefix: no worker of another test file takes this send.
    t = await bootApp({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}:send-progress` });
    const staff = await staffMember(t.app, t.http);
    admin = await registerAccount(t.http);
    const sender = await approvedSender(t.http, admin, staff);
    await topUp(t.http, staff, admin.accountId, 1_000);
    // Scheduled: its row exists with its credits reserved, and nothing sends it here.
    const created = await t.http
      .post('/api/broadcasts')
      .set(admin.auth)
      .send({ senderName: sender, message: 'Sale', recipients: mobiles(200), kind: 'transactional', scheduledAt: middayIct(2) })
      .expect(201);
    broadcastId = created.body.id;
  }, 60_000);
  afterAll(() => t.close());

  const balance = async () => (await t.http.get('/profile/data').set(admin.auth).expect(200)).body.creditBalance as number;

  it('applies 60 concurrent batches exactly once while three folders race', async () => {
    const before = await balance();
    const batches = 60;
    const record = (i: number) =>
      db().transaction((manager) => {
        const batch = new ProgressBatch()
          .move(broadcastId, admin.accountId, null, 'pending', 10)
          .move(broadcastId, admin.accountId, 'pending', 'submitted', 10)
          .move(broadcastId, admin.accountId, 'submitted', 'delivered', 7)
          .move(broadcastId, admin.accountId, 'submitted', 'rejected', 3)
          .refund(broadcastId, admin.accountId, 3);
        // Every fifth batch also refunds a message outside any send (an OTP).
        if (i % 5 === 0) batch.refund(null, admin.accountId, 2);
        return progress().record(manager, batch);
      });
    let recording = true;
    const folding = async () => {
      while (recording) await folder().fold();
    };
    const folders = [folding(), folding(), folding()];
    await Promise.all(Array.from({ length: batches }, (_, i) => record(i)));
    recording = false;
    await Promise.all(folders);
    await folder().fold();

    const [left] = await db().query(`SELECT count(*)::int AS n FROM send_progress`);
    expect(left.n).toBe(0);
    const [send] = await db().query(
      `SELECT pending, submitted, delivered, rejected, refunded::int AS refunded FROM broadcasts WHERE id = $1`,
      [broadcastId],
    );
    expect(send).toEqual({ pending: 0, submitted: 0, delivered: 7 * batches, rejected: 3 * batches, refunded: 3 * batches });
    const refunds = 3 * batches + 2 * (batches / 5);
    expect(await balance()).toBe(before + refunds);
    const [ledger] = await db().query(
      `SELECT coalesce(sum(delta), 0)::int AS total FROM credit_transactions WHERE account_id = $1 AND reason = 'refund'`,
      [admin.accountId],
    );
    expect(ledger.total).toBe(refunds);
  });

  it('a send whose rows cannot be applied holds up no other send', async () => {
    const [other] = await db().query(`SELECT delivered FROM broadcasts WHERE id = $1`, [broadcastId]);
    const ghost = '00000000-0000-4000-8000-000000000001';
    await db().transaction(async (manager) => {
      // More refunded than the send reserved: its check refuses the fold of these rows.
      await progress().record(manager, new ProgressBatch().refund(broadcastId, admin.accountId, 1_000_000));
      await progress().record(manager, new ProgressBatch().move(ghost, admin.accountId, null, 'delivered', 1));
    });
    await db().transaction((manager) => progress().record(manager, new ProgressBatch().refund(null, admin.accountId, 1)));
    const before = await balance();
    await expect(folder().fold()).rejects.toThrow(/broadcasts_counters_check/);
    // The OTP refund and the unknown send's rows went; the send that breaks its check waits.
    expect(await balance()).toBe(before + 1);
    const left = await db().query(`SELECT broadcast_id, refunded::int AS refunded FROM send_progress`);
    expect(left).toEqual([{ broadcast_id: broadcastId, refunded: 1_000_000 }]);
    expect((await db().query(`SELECT delivered FROM broadcasts WHERE id = $1`, [broadcastId]))[0]).toEqual(other);
    await db().query(`DELETE FROM send_progress`);
  });

  it('a fold with nothing recorded changes nothing', async () => {
    const before = await db().query(`SELECT delivered, updated_at FROM broadcasts WHERE id = $1`, [broadcastId]);
    expect(await folder().fold()).toBe(0);
    expect(await db().query(`SELECT delivered, updated_at FROM broadcasts WHERE id = $1`, [broadcastId])).toEqual(before);
  });
});
