import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DeliveryReceipt, SubmitResult } from '../../common/sms/gateway.js';
import type { SmsEncoding } from '../../common/sms/segments.js';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';
import type { MessageStatus } from './message.entity.js';

/** A message sent on its own (an OTP), outside any send. */
export interface LooseMessage {
  accountId: string;
  mobile: string;
  senderName: string;
  /** What is stored (an OTP's code masked); the worker gets the text to send in its job. */
  storedText: string;
  encoding: SmsEncoding;
  parts: number;
  credits: number;
}

/** A message a receipt settled, as the settling statement returns it. */
export interface SettledMessage {
  id: string;
  broadcast_id: string | null;
  account_id: string;
  credits: number;
  status: MessageStatus;
  refunded: boolean;
  pid: string;
  mobile: string;
  error_code: string | null;
  done_at: Date | null;
}

/**
 * The messages' SQL: the monthly partitions of `messages`, the fold of recorded progress,
 * delivery receipts (settling messages, and the early ones waiting for their provider id), and
 * the delivery pipeline's writes (messages written, chunks leased, results and expiries).
 * A message moves only forward: every UPDATE names the state it moves from.
 */
@Injectable()
export class MessagesRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Partitions from `from` for `months` months; the names created. */
  async createPartitions(from: string, months: number): Promise<string[]> {
    // create_message_partitions (the Messaging migration) names and bounds them in one place.
    const rows = await this.transactions.manager.query<{ name: string }[]>(
      `SELECT create_message_partitions($1::timestamptz - interval '1 month', $2) AS name`,
      [from, months],
    );
    return rows.map((row) => row.name);
  }

  /** Fresh statistics for the partition of that name, if it exists. */
  async analyzePartition(name: string): Promise<void> {
    const [exists] = await this.transactions.manager.query<unknown[]>(`SELECT 1 FROM pg_class WHERE relname = $1`, [name]);
    if (exists) await this.transactions.manager.query(`ANALYZE ${name}`);
  }

  /** The names of the partitions of `messages`, in order. */
  async partitionNames(): Promise<string[]> {
    const partitions = await this.transactions.manager.query<{ name: string }[]>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
        WHERE p.relname = 'messages' ORDER BY 1`,
    );
    return partitions.map((row) => row.name);
  }

  /** A partition detached, then dropped. */
  async dropPartition(name: string): Promise<void> {
    // CONCURRENTLY: sends keep writing to the current partitions while an old one leaves.
    await this.transactions.manager.query(`ALTER TABLE messages DETACH PARTITION ${name} CONCURRENTLY`);
    await this.transactions.manager.query(`DROP TABLE ${name}`);
  }

  /** The sends and accounts that have recorded progress. */
  /** The early receipts of these provider ids, taken (deleted) in the caller's transaction. */
  takeEarlyReceipts(
    manager: EntityManager,
    providerIds: readonly string[],
  ): Promise<{ provider_message_id: string; stat: string; err: string | null; raw: string; done_at: Date | null }[]> {
    return returning<{
      provider_message_id: string;
      stat: string;
      err: string | null;
      raw: string;
      done_at: Date | null;
    }>(manager, `DELETE FROM early_receipts WHERE provider_message_id = ANY($1::text[]) RETURNING *`, [providerIds]);
  }

  /** The provider ids of the oldest early receipts. */
  async oldestEarlyReceipts(): Promise<string[]> {
    const rows = await this.transactions.manager.query<{ provider_message_id: string }[]>(
      `SELECT provider_message_id FROM early_receipts ORDER BY received_at LIMIT 5000`,
    );
    return rows.map((row) => row.provider_message_id);
  }

  /** Drops the early receipts older than `hours`. */
  async dropEarlyReceiptsOlderThan(hours: number): Promise<void> {
    await this.transactions.manager.query(`DELETE FROM early_receipts WHERE received_at < now() - make_interval(hours => $1)`, [
      hours,
    ]);
  }

  /**
   * Settles the submitted messages these receipts name (each with its new status), created
   * within `since`, in the caller's transaction: the messages moved.
   */
  settleReceipts(
    manager: EntityManager,
    receipts: readonly { receipt: DeliveryReceipt; status: MessageStatus | null }[],
    since: string,
  ): Promise<SettledMessage[]> {
    return returning<SettledMessage>(
      manager,
      // Settled in the same write (domain.md): a rejection never reached anyone, and corporate
      // credit comes back when the receipt says undelivered. An SMPP receipt's done date counts
      // minutes, the submission seconds: a message done within the minute it was submitted reads
      // as done before it. done_at is never before submitted_at; the receipt's own date stays in
      // receipt_raw, as the operator sent it.
      `UPDATE messages m SET status = r.status, receipt_stat = r.stat, error_code = r.err, receipt_raw = r.raw,
              done_at = greatest(coalesce(r.done_at, now()), m.submitted_at),
              refunded = r.status = 'rejected'
                OR (r.status = 'undelivered' AND EXISTS (SELECT 1 FROM broadcasts b WHERE b.id = m.broadcast_id AND b.credit_kind = 'corporate'))
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) AS r(pid, status, stat, err, raw, done_at)
        WHERE m.provider_message_id = r.pid AND m.created_at > now() - $7::interval AND m.status = 'submitted'
        RETURNING m.id, m.broadcast_id, m.account_id, m.credits, m.status, m.refunded, m.provider_message_id AS pid, m.mobile, m.error_code, m.done_at`,
      [
        receipts.map(({ receipt: r }) => r.providerMessageId),
        receipts.map(({ status }) => status),
        receipts.map(({ receipt: r }) => r.stat.slice(0, 16)),
        receipts.map(({ receipt: r }) => r.err?.slice(0, 32) ?? null),
        receipts.map(({ receipt: r }) => r.raw.slice(0, 500)),
        receipts.map(({ receipt: r }) => r.doneAt),
        since,
      ],
    );
  }

  /** The status of the messages of these provider ids created within `since`. */
  statusesByProviderId(
    manager: EntityManager,
    providerIds: string[],
    since: string,
  ): Promise<{ pid: string; status: MessageStatus }[]> {
    return manager.query<{ pid: string; status: MessageStatus }[]>(
      `SELECT provider_message_id AS pid, status FROM messages WHERE provider_message_id = ANY($1::text[]) AND created_at > now() - $2::interval`,
      [providerIds, since],
    );
  }

  /** Receipts kept to wait for their message's provider id (a second copy changes nothing). */
  async storeEarlyReceipts(
    receipts: readonly DeliveryReceipt[],
    manager: EntityManager = this.transactions.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO early_receipts (provider_message_id, stat, err, raw, done_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
       ON CONFLICT (provider_message_id) DO NOTHING`,
      [
        receipts.map((r) => r.providerMessageId),
        receipts.map((r) => r.stat.slice(0, 16)),
        receipts.map((r) => r.err?.slice(0, 32) ?? null),
        receipts.map((r) => r.raw.slice(0, 500)),
        receipts.map((r) => r.doneAt),
      ],
    );
  }

  async sendRow(id: string): Promise<Record<string, unknown> | undefined> {
    const [row] = await this.transactions.manager.query<Record<string, unknown>[]>(
      `SELECT id, account_id, status, started_at, fanout_done, credits, credit_kind, recipients FROM broadcasts WHERE id = $1`,
      [id],
    );
    return row;
  }

  /**
   * Scheduled sends whose time has come start sending; their ids. The start time is cut to
   * milliseconds: it becomes every message's partition key and must survive a round trip
   * through a JavaScript Date. A send whose messages were written at once keeps its start.
   */
  async startDueSends(): Promise<string[]> {
    const rows = await returning<{ id: string }>(
      this.transactions.manager,
      `UPDATE broadcasts SET status = 'sending', started_at = coalesce(started_at, date_trunc('milliseconds', now())), updated_at = now()
        WHERE status = 'scheduled' AND scheduled_at <= now() RETURNING id`,
    );
    return rows.map((row) => row.id);
  }

  /** One chunk of a send's messages in one statement; a number already in the send is skipped. How many were new, and their credits. */
  async insertMessages(
    manager: EntityManager,
    send: { id: string | null; accountId: string; startedAt: Date | null },
    senderName: string,
    rows: readonly { seq: number; mobile: string; text: string; encoding: SmsEncoding; parts: number; credits: number }[],
  ): Promise<{ n: number; credits: number }> {
    const inserted = await manager.query<{ n: number; credits: number }[]>(
      `WITH added AS (
           INSERT INTO messages (created_at, account_id, broadcast_id, seq, mobile, sender_name, text, encoding, parts, credits)
           SELECT $1, $2, $3, r.seq, r.mobile, $4, r.text, r.encoding, r.parts, r.credits
             FROM unnest($5::int[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[]) AS r(seq, mobile, text, encoding, parts, credits)
           ON CONFLICT (account_id, mobile, created_at, broadcast_id) DO NOTHING
           RETURNING credits)
         SELECT count(*)::int AS n, coalesce(sum(credits), 0)::int AS credits FROM added`,
      [
        send.startedAt,
        send.accountId,
        send.id,
        senderName,
        rows.map((r) => r.seq),
        rows.map((r) => r.mobile),
        rows.map((r) => r.text),
        rows.map((r) => r.encoding),
        rows.map((r) => r.parts),
        rows.map((r) => r.credits),
      ],
    );
    return inserted[0];
  }

  /** The credits of the messages written for a send. */
  async creditsWritten(manager: EntityManager, send: { id: string; startedAt: Date | null }): Promise<string | null> {
    const [{ credits }] = await manager.query<{ credits: string | null }[]>(
      `SELECT sum(credits) AS credits FROM messages WHERE broadcast_id = $1 AND created_at = $2`,
      [send.id, send.startedAt],
    );
    return credits;
  }

  /** The send's fan-out marked done with its unused credits refunded, once; false when it was done already. */
  async markFanoutDone(manager: EntityManager, id: string, unused: number): Promise<boolean> {
    const done = await returning<{ id: string }>(
      manager,
      `UPDATE broadcasts SET fanout_done = true, refunded = refunded + $2, updated_at = now()
          WHERE id = $1 AND NOT fanout_done RETURNING id`,
      [id, unused],
    );
    return done.length > 0;
  }

  /** A chunk's lease (one row of chunk_leases), unless another holds it: its attempt. */
  async leaseChunk(broadcastId: string, chunk: number, leaseSeconds: number): Promise<{ attempts: number } | undefined> {
    const [lease] = await returning<{ attempts: number }>(
      this.transactions.manager,
      `INSERT INTO chunk_leases AS l (broadcast_id, chunk, attempts, lease_until)
       VALUES ($1, $2, 1, now() + make_interval(secs => $3))
       ON CONFLICT (broadcast_id, chunk) DO UPDATE SET attempts = l.attempts + 1, lease_until = EXCLUDED.lease_until
        WHERE l.lease_until < now()
       RETURNING attempts`,
      [broadcastId, chunk, leaseSeconds],
    );
    return lease;
  }

  /** A chunk's pending messages, taken the first time: nothing written on them. */
  chunkMessages(range: { id: string; startedAt: Date | null; from: number; to: number }): Promise<Record<string, unknown>[]> {
    return this.transactions.manager.query<Record<string, unknown>[]>(
      `SELECT id, mobile, text, encoding, sender_name, credits, 1 AS attempts, parts_accepted FROM messages
              WHERE broadcast_id = $1 AND created_at = $2 AND status = 'pending' AND seq >= $3 AND seq < $4`,
      [range.id, range.startedAt, range.from, range.to],
    );
  }

  /** A chunk's pending messages, taken again: each records the attempt. */
  chunkMessagesRetried(
    range: { id: string; startedAt: Date | null; from: number; to: number },
    attempts: number,
  ): Promise<Record<string, unknown>[]> {
    return returning<Record<string, unknown>>(
      this.transactions.manager,
      `UPDATE messages SET attempts = $5
              WHERE broadcast_id = $1 AND created_at = $2 AND status = 'pending' AND seq >= $3 AND seq < $4
              RETURNING id, mobile, text, encoding, sender_name, credits, attempts, parts_accepted`,
      [range.id, range.startedAt, range.from, range.to, attempts],
    );
  }

  /** The chunk given back by the taker of `attempt` (a later taker's lease stays). */
  async releaseChunk(broadcastId: string, chunk: number, attempt: number): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE chunk_leases SET lease_until = now() WHERE broadcast_id = $1 AND chunk = $2 AND attempts = $3`,
      [broadcastId, chunk, attempt],
    );
  }

  /** Accepted messages become submitted with their provider id (a message whose first part was taken on an earlier try has its id already). */
  markSubmitted(
    manager: EntityManager,
    accepted: readonly SubmitResult[],
    at: Date | null,
  ): Promise<{ id: string; mobile: string; pid: string | null }[]> {
    return returning<{ id: string; mobile: string; pid: string | null }>(
      manager,
      `UPDATE messages m SET status = 'submitted', provider_message_id = coalesce(nullif(r.pid, ''), m.provider_message_id),
                  submitted_at = now(), lease_until = NULL, attempts = greatest(m.attempts, 1)
             FROM unnest($1::uuid[], $2::text[]) AS r(id, pid)
            WHERE m.id = r.id AND m.created_at = $3 AND m.status = 'pending' RETURNING m.id, m.mobile, m.provider_message_id AS pid`,
      [accepted.map((r) => r.messageId), accepted.map((r) => r.providerMessageId), at],
    );
  }

  /** Refused messages become rejected, refunded. */
  markRejected(
    manager: EntityManager,
    refused: readonly SubmitResult[],
    at: Date | null,
  ): Promise<{ id: string; mobile: string; credits: number; error_code: string | null }[]> {
    return returning<{ id: string; mobile: string; credits: number; error_code: string | null }>(
      manager,
      `UPDATE messages m SET status = 'rejected', error_code = r.code, receipt_raw = r.text, done_at = now(), refunded = true, lease_until = NULL,
                  attempts = greatest(m.attempts, 1)
             FROM unnest($1::uuid[], $2::text[], $3::text[]) AS r(id, code, text)
            WHERE m.id = r.id AND m.created_at = $4 AND m.status = 'pending' RETURNING m.id, m.mobile, m.credits, m.error_code`,
      [
        refused.map((r) => r.messageId),
        refused.map((r) => r.errorCode),
        refused.map((r) => r.errorText?.slice(0, 500) ?? null),
        at,
      ],
    );
  }

  /** Messages refused for a passing reason go back to pending, unleased, keeping the parts the operator took. */
  async releaseForRetry(manager: EntityManager, retry: readonly SubmitResult[], at: Date | null): Promise<void> {
    await manager.query(
      `UPDATE messages m SET lease_until = NULL, parts_accepted = m.parts_accepted | r.parts,
                  provider_message_id = coalesce(nullif(r.pid, ''), m.provider_message_id)
             FROM unnest($1::uuid[], $2::int[], $3::text[]) AS r(id, parts, pid)
            WHERE m.id = r.id AND m.created_at = $4 AND m.status = 'pending'`,
      [retry.map((r) => r.messageId), retry.map((r) => r.partsAccepted ?? 0), retry.map((r) => r.providerMessageId), at],
    );
  }

  /** One message outside any send, pending, in the caller's transaction. */
  async insertLoose(manager: EntityManager, message: LooseMessage): Promise<{ id: string; created_at: Date }> {
    const [row] = await manager.query<{ id: string; created_at: Date }[]>(
      `INSERT INTO messages (created_at, account_id, broadcast_id, seq, mobile, sender_name, text, encoding, parts, credits)
       VALUES (date_trunc('milliseconds', now()), $1, NULL, 0, $2, $3, $4, $5, $6, $7) RETURNING id, created_at`,
      [
        message.accountId,
        message.mobile,
        message.senderName,
        message.storedText,
        message.encoding,
        message.parts,
        message.credits,
      ],
    );
    return row;
  }

  /** A message on its own, leased with one more attempt, unless another holds it. */
  async leaseMessage(id: string, createdAt: Date, leaseSeconds: number): Promise<Record<string, unknown> | undefined> {
    const [row] = await returning<Record<string, unknown>>(
      this.transactions.manager,
      `UPDATE messages SET attempts = attempts + 1, lease_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND created_at = $2 AND status = 'pending' AND (lease_until IS NULL OR lease_until < now())
        RETURNING id, account_id, mobile, text, encoding, sender_name, credits, attempts, parts_accepted`,
      [id, createdAt, leaseSeconds],
    );
    return row;
  }

  /** A pending message on its own expired unsent, refunded. */
  async expireUnsent(
    manager: EntityManager,
    id: string,
    createdAt: Date,
  ): Promise<{ account_id: string; credits: number } | undefined> {
    const [row] = await returning<{ account_id: string; credits: number }>(
      manager,
      `UPDATE messages SET status = 'expired', done_at = now(), refunded = true, lease_until = NULL
          WHERE id = $1 AND created_at = $2 AND status = 'pending' RETURNING account_id, credits`,
      [id, createdAt],
    );
    return row;
  }

  /** Submitted messages on their own past the validity period without a receipt expire (charged). */
  expireLooseSubmitted(manager: EntityManager, validityHours: number): Promise<{ id: string }[]> {
    return returning<{ id: string }>(
      manager,
      `UPDATE messages SET status = 'expired', done_at = now()
          WHERE broadcast_id IS NULL AND status = 'submitted' AND created_at < now() - make_interval(hours => $1)
          RETURNING id`,
      [validityHours],
    );
  }

  /** Pending messages on their own whose job was lost expire unsent (refunded). */
  expireLoosePending(manager: EntityManager, pendingMinutes: number): Promise<{ account_id: string; credits: number }[]> {
    return returning<{ account_id: string; credits: number }>(
      manager,
      `UPDATE messages SET status = 'expired', done_at = now(), refunded = true, lease_until = NULL
          WHERE broadcast_id IS NULL AND status = 'pending' AND created_at < now() - make_interval(mins => $1)
            AND (lease_until IS NULL OR lease_until < now())
          RETURNING account_id, credits`,
      [pendingMinutes],
    );
  }

  /** Sends that are sending: the scheduler's working set (a handful, on a partial index). */
  sendingSendRows(): Promise<Record<string, unknown>[]> {
    return this.transactions.manager.query<Record<string, unknown>[]>(
      `SELECT id, account_id, status, started_at, fanout_done, credits, credit_kind, recipients, pending,
              extract(epoch FROM now() - updated_at)::int AS idle
         FROM broadcasts WHERE status = 'sending'`,
    );
  }

  /** Chunks of a send holding pending messages that nobody holds. */
  orphanedChunks(
    send: { id: string; accountId: string; startedAt: Date | null },
    chunkSize: number,
  ): Promise<{ chunk: number }[]> {
    return this.transactions.manager.query<{ chunk: number }[]>(
      `SELECT DISTINCT m.seq / $3 AS chunk FROM messages m
        WHERE m.account_id = $4 AND m.status = 'pending' AND m.created_at = $2 AND m.broadcast_id = $1
          AND NOT EXISTS (SELECT 1 FROM chunk_leases l WHERE l.broadcast_id = $1 AND l.chunk = m.seq / $3 AND l.lease_until > now())
        ORDER BY 1`,
      [send.id, send.startedAt, chunkSize, send.accountId],
    );
  }

  /** A send's submitted messages past the validity period expire (they stay charged). */
  expireSubmitted(
    manager: EntityManager,
    send: { id: string; accountId: string; startedAt: Date | null },
    validityHours: number,
  ): Promise<{ id: string; mobile: string }[]> {
    return returning<{ id: string; mobile: string }>(
      manager,
      `UPDATE messages SET status = 'expired', done_at = now()
          WHERE account_id = $4 AND status = 'submitted' AND created_at = $2 AND broadcast_id = $1
            AND submitted_at < now() - make_interval(hours => $3)
          RETURNING id, mobile`,
      [send.id, send.startedAt, validityHours, send.accountId],
    );
  }

  /** A send's pending messages nobody holds past the validity period expire unsent (refunded). */
  expirePending(
    manager: EntityManager,
    send: { id: string; accountId: string; startedAt: Date | null },
    validityHours: number,
    chunkSize: number,
  ): Promise<{ id: string; mobile: string; credits: number }[]> {
    return returning<{ id: string; mobile: string; credits: number }>(
      manager,
      `UPDATE messages SET status = 'expired', done_at = now(), refunded = true, lease_until = NULL
          WHERE account_id = $5 AND status = 'pending' AND created_at = $2 AND broadcast_id = $1
            AND created_at < now() - make_interval(hours => $3)
            AND NOT EXISTS (SELECT 1 FROM chunk_leases l WHERE l.broadcast_id = $1 AND l.chunk = seq / $4 AND l.lease_until > now())
          RETURNING id, mobile, credits`,
      [send.id, send.startedAt, validityHours, chunkSize, send.accountId],
    );
  }
}
