import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { SubmitResult } from '../../common/sms/gateway.js';
import type { SmsEncoding } from '../../common/sms/segments.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CreditsService } from '../credits/credits.service.js';
import { MessageOutcomes, type MessageOutcome } from './message-outcomes.js';
import type { MessageStatus } from './message.entity.js';
import { completeSends, ProgressBatch } from './progress.js';
import { returning } from '../../database/returning.js';

/** A send as the pipeline reads it. */
export interface SendRow {
  id: string;
  accountId: string;
  status: string;
  startedAt: Date | null;
  fanoutDone: boolean;
  credits: number;
  creditKind: 'standard' | 'corporate';
  recipients: number;
}

/** What the result writer needs of a send; a message outside any send (OTP) has no id. */
export interface SendKey {
  id: string | null;
  accountId: string;
  /** The partition key of the send's messages (for a single message, its created_at). */
  startedAt: Date | null;
}

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

/** A message on its own still pending after this long lost its job (and its text): it expires. */
export const LOOSE_PENDING_MINUTES = 15;

export interface NewMessage {
  seq: number;
  mobile: string;
  text: string;
  encoding: SmsEncoding;
  parts: number;
  credits: number;
}

export interface ClaimedMessage {
  id: string;
  mobile: string;
  text: string;
  encoding: SmsEncoding;
  senderName: string;
  credits: number;
  attempts: number;
  /** Parts of it the operator took on an earlier try (bitmask, bit i = part i + 1): not sent again. */
  partsAccepted: number;
}

/**
 * The delivery pipeline's writes: message rows in bulk, their claims for submission, the
 * submit results, expiry. It works across accounts by send id (the worker has no request), so
 * it speaks SQL to the tables itself; every statement names the send, and every message
 * statement its partition key (`created_at`, the send's start).
 *
 * A message moves only forward (pending → submitted → a final state, or pending → rejected or
 * expired): every UPDATE names the state it moves from, so a repeat or a late result changes
 * nothing and counts nothing.
 */
@Injectable()
export class DeliveryService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly credits: CreditsService,
    private readonly outcomes: MessageOutcomes,
  ) {}

  async loadSend(id: string): Promise<SendRow | null> {
    const [row] = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT id, account_id, status, started_at, fanout_done, credits, credit_kind, recipients FROM broadcasts WHERE id = $1`,
      [id],
    );
    if (!row) return null;
    return {
      id: row.id as string,
      accountId: row.account_id as string,
      status: row.status as string,
      startedAt: row.started_at as Date | null,
      fanoutDone: row.fanout_done as boolean,
      credits: Number(row.credits),
      creditKind: row.credit_kind as SendRow['creditKind'],
      recipients: row.recipients as number,
    };
  }

  /**
   * Scheduled sends whose time has come start sending; answers their ids. The start time is cut
   * to milliseconds: it becomes every message's partition key and must survive a round trip
   * through a JavaScript Date. A send whose messages were written at once (the public API's)
   * already has its start: its scheduled time.
   */
  async startDue(): Promise<string[]> {
    const rows = await returning<{ id: string }>(
      this.dataSource,
      `UPDATE broadcasts SET status = 'sending', started_at = coalesce(started_at, date_trunc('milliseconds', now())), updated_at = now()
        WHERE status = 'scheduled' AND scheduled_at <= now() RETURNING id`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * One chunk of a send's messages, in one statement, with the send's pending counter in the same
   * transaction (the caller's, when given). A number already in the send is skipped (the fan-out may run again after a
   * crash): answers how many rows were new.
   */
  async insertMessages(send: SendKey, senderName: string, rows: NewMessage[], inside?: EntityManager): Promise<number> {
    if (!rows.length) return 0;
    const run = <T>(work: (manager: EntityManager) => Promise<T>) => (inside ? work(inside) : this.dataSource.transaction(work));
    return run(async (manager) => {
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
      const { n, credits } = inserted[0];
      if (n) await new ProgressBatch().written(send.id, send.accountId, n, credits).record(manager);
      return n;
    });
  }

  /**
   * Every message row exists: credits reserved for recipients that were not sent after all (a
   * number blacklisted between confirmation and sending) go back, once. A send never costs more
   * than it was confirmed for.
   */
  async finishFanout(send: SendRow): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [{ credits }] = await manager.query<{ credits: string | null }[]>(
        `SELECT sum(credits) AS credits FROM messages WHERE broadcast_id = $1 AND created_at = $2`,
        [send.id, send.startedAt],
      );
      const unused = Math.max(0, send.credits - Number(credits ?? 0));
      const done = await returning<{ id: string }>(
        manager,
        `UPDATE broadcasts SET fanout_done = true, refunded = refunded + $2, updated_at = now()
          WHERE id = $1 AND NOT fanout_done RETURNING id`,
        [send.id, unused],
      );
      if (done.length && unused > 0)
        await this.credits.credit(manager, send.accountId, unused, { reason: 'refund', reference: send.id });
      await completeSends(manager, [send.id]);
    });
  }

  /**
   * Takes a chunk for submission: its lease (one row of chunk_leases), then its pending messages.
   * Nothing is written on the messages the first time; a chunk taken again (its worker died, or
   * some of its messages were refused for a passing reason) writes its attempts on the messages
   * still pending, which then tell that they may already have reached the operator
   * (docs/messaging.md). Answers no message while another worker holds the chunk. The taker
   * gives the chunk back with `releaseChunk`.
   */
  async claimChunk(send: SendRow, chunk: number): Promise<{ attempt: number; messages: ClaimedMessage[] }> {
    const size = this.config.messaging.chunkSize;
    const [lease] = await returning<{ attempts: number }>(
      this.dataSource,
      `INSERT INTO chunk_leases AS l (broadcast_id, chunk, attempts, lease_until)
       VALUES ($1, $2, 1, now() + make_interval(secs => $3))
       ON CONFLICT (broadcast_id, chunk) DO UPDATE SET attempts = l.attempts + 1, lease_until = EXCLUDED.lease_until
        WHERE l.lease_until < now()
       RETURNING attempts`,
      [send.id, chunk, this.config.messaging.leaseSeconds],
    );
    if (!lease) return { attempt: 0, messages: [] };
    const range = [send.id, send.startedAt, chunk * size, (chunk + 1) * size];
    const rows =
      lease.attempts === 1
        ? await this.dataSource.query<Record<string, unknown>[]>(
            `SELECT id, mobile, text, encoding, sender_name, credits, 1 AS attempts, parts_accepted FROM messages
              WHERE broadcast_id = $1 AND created_at = $2 AND status = 'pending' AND seq >= $3 AND seq < $4`,
            range,
          )
        : await returning<Record<string, unknown>>(
            this.dataSource,
            `UPDATE messages SET attempts = $5
              WHERE broadcast_id = $1 AND created_at = $2 AND status = 'pending' AND seq >= $3 AND seq < $4
              RETURNING id, mobile, text, encoding, sender_name, credits, attempts, parts_accepted`,
            [...range, lease.attempts],
          );
    return { attempt: lease.attempts, messages: rows.map(claimedOf) };
  }

  /** The chunk given back by the taker of `attempt` (a later taker's lease stays). */
  async releaseChunk(send: SendRow, chunk: number, attempt: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE chunk_leases SET lease_until = now() WHERE broadcast_id = $1 AND chunk = $2 AND attempts = $3`,
      [send.id, chunk, attempt],
    );
  }

  /**
   * Writes what the operator answered, in one transaction per batch: accepted messages become
   * submitted with their provider id; refused ones rejected, their credits back; those refused for
   * a passing reason go back to pending, unleased, for the next try, keeping the parts the
   * operator took (and the first part's id, the message's), so that try sends only the others.
   * Each message is settled once: every statement moves it from pending. Answers the provider ids
   * written, so receipts that came first can be applied.
   */
  async recordResults(send: SendKey, results: readonly SubmitResult[]): Promise<string[]> {
    const accepted = results.filter((r) => r.accepted);
    const refused = results.filter((r) => !r.accepted && !r.retryable);
    const retry = results.filter((r) => !r.accepted && r.retryable);
    return this.dataSource.transaction(async (manager) => {
      const progress = new ProgressBatch();
      const at = send.startedAt;
      let written: string[] = [];
      if (accepted.length) {
        // A message whose first part was taken on an earlier try has its id already.
        const moved = await returning<{ id: string; mobile: string; pid: string | null }>(
          manager,
          `UPDATE messages m SET status = 'submitted', provider_message_id = coalesce(nullif(r.pid, ''), m.provider_message_id),
                  submitted_at = now(), lease_until = NULL, attempts = greatest(m.attempts, 1)
             FROM unnest($1::uuid[], $2::text[]) AS r(id, pid)
            WHERE m.id = r.id AND m.created_at = $3 AND m.status = 'pending' RETURNING m.id, m.mobile, m.provider_message_id AS pid`,
          [accepted.map((r) => r.messageId), accepted.map((r) => r.providerMessageId), at],
        );
        written = moved.flatMap((row) => (row.pid ? [row.pid] : []));
        progress.move(send.id, send.accountId, 'pending', 'submitted', moved.length);
        await this.outcomes.record(manager, outcomesOf(send, moved, 'submitted', 'pending'));
      }
      if (refused.length) {
        const moved = await returning<{ id: string; mobile: string; credits: number; error_code: string | null }>(
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
        progress.move(send.id, send.accountId, 'pending', 'rejected', moved.length);
        await this.outcomes.record(manager, outcomesOf(send, moved, 'rejected', 'pending'));
        // Standard and corporate alike: a message the operator refused never reached it.
        progress.refund(
          send.id,
          send.accountId,
          moved.reduce((sum, row) => sum + row.credits, 0),
        );
      }
      if (retry.length) {
        await manager.query(
          `UPDATE messages m SET lease_until = NULL, parts_accepted = m.parts_accepted | r.parts,
                  provider_message_id = coalesce(nullif(r.pid, ''), m.provider_message_id)
             FROM unnest($1::uuid[], $2::int[], $3::text[]) AS r(id, parts, pid)
            WHERE m.id = r.id AND m.created_at = $4 AND m.status = 'pending'`,
          [retry.map((r) => r.messageId), retry.map((r) => r.partsAccepted ?? 0), retry.map((r) => r.providerMessageId), at],
        );
      }
      await progress.record(manager);
      return written;
    });
  }

  /** One message outside any send, pending, in the caller's transaction: its id and partition key. */
  async insertLoose(manager: EntityManager, message: LooseMessage): Promise<{ id: string; createdAt: Date }> {
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
    return { id: row.id, createdAt: row.created_at };
  }

  /** A message on its own, taken for submission (a lease and one more attempt), unless another holds it. */
  async claimMessage(id: string, createdAt: Date): Promise<(ClaimedMessage & { accountId: string }) | null> {
    const [row] = await returning<Record<string, unknown>>(
      this.dataSource,
      `UPDATE messages SET attempts = attempts + 1, lease_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND created_at = $2 AND status = 'pending' AND (lease_until IS NULL OR lease_until < now())
        RETURNING id, account_id, mobile, text, encoding, sender_name, credits, attempts, parts_accepted`,
      [id, createdAt, this.config.messaging.leaseSeconds],
    );
    return row ? { ...claimedOf(row), accountId: row.account_id as string } : null;
  }

  /** A message on its own that is no use any more (its OTP expired before it left): expired unsent, refunded. */
  async expireUnsent(id: string, createdAt: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [row] = await returning<{ account_id: string; credits: number }>(
        manager,
        `UPDATE messages SET status = 'expired', done_at = now(), refunded = true, lease_until = NULL
          WHERE id = $1 AND created_at = $2 AND status = 'pending' RETURNING account_id, credits`,
        [id, createdAt],
      );
      if (row) await new ProgressBatch().refund(null, row.account_id, row.credits).record(manager);
    });
  }

  /**
   * Messages on their own (OTP) that will not settle by themselves: submitted ones past the
   * validity period without a receipt expire (charged), pending ones whose job was lost with its
   * text expire unsent (refunded). Answers how many.
   */
  async expireLoose(): Promise<number> {
    const validity = this.config.messaging.validityHours;
    return this.dataSource.transaction(async (manager) => {
      const submitted = await returning<{ id: string }>(
        manager,
        `UPDATE messages SET status = 'expired', done_at = now()
          WHERE broadcast_id IS NULL AND status = 'submitted' AND created_at < now() - make_interval(hours => $1)
          RETURNING id`,
        [validity],
      );
      const pending = await returning<{ account_id: string; credits: number }>(
        manager,
        `UPDATE messages SET status = 'expired', done_at = now(), refunded = true, lease_until = NULL
          WHERE broadcast_id IS NULL AND status = 'pending' AND created_at < now() - make_interval(mins => $1)
            AND (lease_until IS NULL OR lease_until < now())
          RETURNING account_id, credits`,
        [LOOSE_PENDING_MINUTES],
      );
      const progress = new ProgressBatch();
      for (const row of pending) progress.refund(null, row.account_id, row.credits);
      await progress.record(manager);
      return submitted.length + pending.length;
    });
  }

  /** Sends that are sending: the scheduler's working set (a handful, on a partial index). */
  async sendingSends(): Promise<(SendRow & { idleSeconds: number; pending: number })[]> {
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT id, account_id, status, started_at, fanout_done, credits, credit_kind, recipients, pending,
              extract(epoch FROM now() - updated_at)::int AS idle
         FROM broadcasts WHERE status = 'sending'`,
    );
    return rows.map((row) => ({
      id: row.id as string,
      accountId: row.account_id as string,
      status: row.status as string,
      startedAt: row.started_at as Date,
      fanoutDone: row.fanout_done as boolean,
      credits: Number(row.credits),
      creditKind: row.credit_kind as SendRow['creditKind'],
      recipients: row.recipients as number,
      pending: row.pending as number,
      idleSeconds: row.idle as number,
    }));
  }

  /** Chunks of a send holding pending messages that nobody holds: work lost with a worker or a queue. */
  async orphanedChunks(send: SendRow): Promise<number[]> {
    const rows = await this.dataSource.query<{ chunk: number }[]>(
      `SELECT DISTINCT m.seq / $3 AS chunk FROM messages m
        WHERE m.account_id = $4 AND m.status = 'pending' AND m.created_at = $2 AND m.broadcast_id = $1
          AND NOT EXISTS (SELECT 1 FROM chunk_leases l WHERE l.broadcast_id = $1 AND l.chunk = m.seq / $3 AND l.lease_until > now())
        ORDER BY 1`,
      [send.id, send.startedAt, this.config.messaging.chunkSize, send.accountId],
    );
    return rows.map((row) => Number(row.chunk));
  }

  /**
   * Messages without a final receipt after the validity period expire: submitted ones stay
   * charged (they reached the operator), pending ones never left and are refunded.
   */
  async expire(send: SendRow): Promise<void> {
    const validity = this.config.messaging.validityHours;
    await this.dataSource.transaction(async (manager) => {
      const progress = new ProgressBatch();
      const submitted = await returning<{ id: string; mobile: string }>(
        manager,
        `UPDATE messages SET status = 'expired', done_at = now()
          WHERE account_id = $4 AND status = 'submitted' AND created_at = $2 AND broadcast_id = $1
            AND submitted_at < now() - make_interval(hours => $3)
          RETURNING id, mobile`,
        [send.id, send.startedAt, validity, send.accountId],
      );
      progress.move(send.id, send.accountId, 'submitted', 'expired', submitted.length);
      await this.outcomes.record(manager, outcomesOf(send, submitted, 'expired', 'submitted'));
      const pending = await returning<{ id: string; mobile: string; credits: number }>(
        manager,
        `UPDATE messages SET status = 'expired', done_at = now(), refunded = true, lease_until = NULL
          WHERE account_id = $5 AND status = 'pending' AND created_at = $2 AND broadcast_id = $1
            AND created_at < now() - make_interval(hours => $3)
            AND NOT EXISTS (SELECT 1 FROM chunk_leases l WHERE l.broadcast_id = $1 AND l.chunk = seq / $4 AND l.lease_until > now())
          RETURNING id, mobile, credits`,
        [send.id, send.startedAt, validity, this.config.messaging.chunkSize, send.accountId],
      );
      progress.move(send.id, send.accountId, 'pending', 'expired', pending.length);
      await this.outcomes.record(manager, outcomesOf(send, pending, 'expired', 'pending'));
      progress.refund(
        send.id,
        send.accountId,
        pending.reduce((sum, row) => sum + row.credits, 0),
      );
      await progress.record(manager);
    });
  }
}

/** A claimed message as its claim's RETURNING gives it. */
function claimedOf(row: Record<string, unknown>): ClaimedMessage {
  return {
    id: row.id as string,
    mobile: row.mobile as string,
    text: row.text as string,
    encoding: row.encoding as SmsEncoding,
    senderName: row.sender_name as string,
    credits: row.credits as number,
    attempts: row.attempts as number,
    partsAccepted: row.parts_accepted as number,
  };
}

/** Rows a statement moved, as outcomes of one send (none for a message outside a send). */
function outcomesOf(
  send: SendKey,
  rows: readonly { id: string; mobile: string; error_code?: string | null }[],
  status: MessageStatus,
  from: MessageOutcome['from'],
): MessageOutcome[] {
  if (!send.id) return [];
  const broadcastId = send.id;
  const doneAt = status === 'submitted' ? null : new Date();
  return rows.map((row) => ({
    messageId: row.id,
    broadcastId,
    accountId: send.accountId,
    mobile: row.mobile,
    status,
    from,
    errorCode: row.error_code ?? null,
    doneAt,
  }));
}
