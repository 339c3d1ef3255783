import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SubmitResult } from '../../common/sms/gateway.js';
import type { SmsEncoding } from '../../common/sms/segments.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CreditsService } from '../credits/credits.service.js';
import { MessageOutcomes, type MessageOutcome } from './message-outcomes.js';
import type { MessageStatus } from './message.entity.js';
import { ProgressBatch } from './progress.js';
import { ProgressRepository } from './progress.repository.js';
import { Transactions } from '../../database/transactions.js';
import { MessagesRepository, type LooseMessage } from './messages.repository.js';

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
    private readonly transactions: Transactions,
    private readonly repository: MessagesRepository,
    private readonly progress: ProgressRepository,
    private readonly credits: CreditsService,
    private readonly outcomes: MessageOutcomes,
  ) {}

  async loadSend(id: string): Promise<SendRow | null> {
    const row = await this.repository.sendRow(id);
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
    return this.repository.startDueSends();
  }

  /**
   * One chunk of a send's messages, in one statement, with the send's pending counter in the same
   * transaction (the caller's, when given). A number already in the send is skipped (the fan-out may run again after a
   * crash): answers how many rows were new.
   */
  async insertMessages(send: SendKey, senderName: string, rows: NewMessage[], inside?: EntityManager): Promise<number> {
    if (!rows.length) return 0;
    const run = <T>(work: (manager: EntityManager) => Promise<T>) => (inside ? work(inside) : this.transactions.run(work));
    return run(async (manager) => {
      const { n, credits } = await this.repository.insertMessages(manager, send, senderName, rows);
      if (n) await this.progress.record(manager, new ProgressBatch().written(send.id, send.accountId, n, credits));
      return n;
    });
  }

  /**
   * Every message row exists: credits reserved for recipients that were not sent after all (a
   * number blacklisted between confirmation and sending) go back, once. A send never costs more
   * than it was confirmed for.
   */
  async finishFanout(send: SendRow): Promise<void> {
    await this.transactions.run(async (manager) => {
      const credits = await this.repository.creditsWritten(manager, send);
      const unused = Math.max(0, send.credits - Number(credits ?? 0));
      const done = await this.repository.markFanoutDone(manager, send.id, unused);
      if (done && unused > 0)
        await this.credits.credit(manager, send.accountId, unused, { reason: 'refund', reference: send.id });
      await this.progress.completeSends(manager, [send.id]);
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
    const lease = await this.repository.leaseChunk(send.id, chunk, this.config.messaging.leaseSeconds);
    if (!lease) return { attempt: 0, messages: [] };
    const range = { id: send.id, startedAt: send.startedAt, from: chunk * size, to: (chunk + 1) * size };
    const rows =
      lease.attempts === 1
        ? await this.repository.chunkMessages(range)
        : await this.repository.chunkMessagesRetried(range, lease.attempts);
    return { attempt: lease.attempts, messages: rows.map(claimedOf) };
  }

  /** The chunk given back by the taker of `attempt` (a later taker's lease stays). */
  async releaseChunk(send: SendRow, chunk: number, attempt: number): Promise<void> {
    await this.repository.releaseChunk(send.id, chunk, attempt);
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
    return this.transactions.run(async (manager) => {
      const progress = new ProgressBatch();
      const at = send.startedAt;
      let written: string[] = [];
      if (accepted.length) {
        // A message whose first part was taken on an earlier try has its id already.
        const moved = await this.repository.markSubmitted(manager, accepted, at);
        written = moved.flatMap((row) => (row.pid ? [row.pid] : []));
        progress.move(send.id, send.accountId, 'pending', 'submitted', moved.length);
        await this.outcomes.record(manager, outcomesOf(send, moved, 'submitted', 'pending'));
      }
      if (refused.length) {
        const moved = await this.repository.markRejected(manager, refused, at);
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
        await this.repository.releaseForRetry(manager, retry, at);
      }
      await this.progress.record(manager, progress);
      return written;
    });
  }

  /** One message outside any send, pending, in the caller's transaction: its id and partition key. */
  async insertLoose(manager: EntityManager, message: LooseMessage): Promise<{ id: string; createdAt: Date }> {
    const row = await this.repository.insertLoose(manager, message);
    return { id: row.id, createdAt: row.created_at };
  }

  /** A message on its own, taken for submission (a lease and one more attempt), unless another holds it. */
  async claimMessage(id: string, createdAt: Date): Promise<(ClaimedMessage & { accountId: string }) | null> {
    const row = await this.repository.leaseMessage(id, createdAt, this.config.messaging.leaseSeconds);
    return row ? { ...claimedOf(row), accountId: row.account_id as string } : null;
  }

  /** A message on its own that is no use any more (its OTP expired before it left): expired unsent, refunded. */
  async expireUnsent(id: string, createdAt: Date): Promise<void> {
    await this.transactions.run(async (manager) => {
      const row = await this.repository.expireUnsent(manager, id, createdAt);
      if (row) await this.progress.record(manager, new ProgressBatch().refund(null, row.account_id, row.credits));
    });
  }

  /**
   * Messages on their own (OTP) that will not settle by themselves: submitted ones past the
   * validity period without a receipt expire (charged), pending ones whose job was lost with its
   * text expire unsent (refunded). Answers how many.
   */
  async expireLoose(): Promise<number> {
    const validity = this.config.messaging.validityHours;
    return this.transactions.run(async (manager) => {
      const submitted = await this.repository.expireLooseSubmitted(manager, validity);
      const pending = await this.repository.expireLoosePending(manager, LOOSE_PENDING_MINUTES);
      const progress = new ProgressBatch();
      for (const row of pending) progress.refund(null, row.account_id, row.credits);
      await this.progress.record(manager, progress);
      return submitted.length + pending.length;
    });
  }

  /** Sends that are sending: the scheduler's working set (a handful, on a partial index). */
  async sendingSends(): Promise<(SendRow & { idleSeconds: number; pending: number })[]> {
    const rows = await this.repository.sendingSendRows();
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
    const rows = await this.repository.orphanedChunks(send, this.config.messaging.chunkSize);
    return rows.map((row) => Number(row.chunk));
  }

  /**
   * Messages without a final receipt after the validity period expire: submitted ones stay
   * charged (they reached the operator), pending ones never left and are refunded.
   */
  async expire(send: SendRow): Promise<void> {
    const validity = this.config.messaging.validityHours;
    await this.transactions.run(async (manager) => {
      const progress = new ProgressBatch();
      const submitted = await this.repository.expireSubmitted(manager, send, validity);
      progress.move(send.id, send.accountId, 'submitted', 'expired', submitted.length);
      await this.outcomes.record(manager, outcomesOf(send, submitted, 'expired', 'submitted'));
      const pending = await this.repository.expirePending(manager, send, validity, this.config.messaging.chunkSize);
      progress.move(send.id, send.accountId, 'pending', 'expired', pending.length);
      await this.outcomes.record(manager, outcomesOf(send, pending, 'expired', 'pending'));
      progress.refund(
        send.id,
        send.accountId,
        pending.reduce((sum, row) => sum + row.credits, 0),
      );
      await this.progress.record(manager, progress);
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
