import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DeliveryReceipt } from '../../common/sms/gateway.js';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';
import type { MessageStatus } from './message.entity.js';

/** The batches recorded in send_progress, summed per send and account as one fold takes them. */
export interface FoldedRow {
  broadcast_id: string | null;
  account_id: string;
  pending: number;
  submitted: number;
  delivered: number;
  undelivered: number;
  rejected: number;
  expired: number;
  refunded: string;
  messages: number;
  charged: string;
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
 * The messages' SQL: the monthly partitions of `messages`, the fold of recorded progress, and
 * delivery receipts (settling messages, and the early ones waiting for their provider id).
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
  progressGroups(): Promise<{ broadcast_id: string | null; account_id: string }[]> {
    return this.transactions.manager.query<{ broadcast_id: string | null; account_id: string }[]>(
      `SELECT DISTINCT broadcast_id, account_id FROM send_progress`,
    );
  }

  /**
   * Takes (deletes) the recorded progress rows matching `predicate`, in the caller's transaction,
   * summed per send and account: any number of workers may take at once, each row once.
   */
  takeProgress(manager: EntityManager, predicate: string, params: unknown[]): Promise<FoldedRow[]> {
    return manager.query<FoldedRow[]>(
      `WITH taken AS (DELETE FROM send_progress WHERE ${predicate} RETURNING *)
         SELECT broadcast_id, account_id, sum(pending)::int AS pending, sum(submitted)::int AS submitted,
                sum(delivered)::int AS delivered, sum(undelivered)::int AS undelivered, sum(rejected)::int AS rejected,
                sum(expired)::int AS expired, sum(refunded) AS refunded,
                sum(messages)::int AS messages, sum(charged) AS charged
           FROM taken GROUP BY broadcast_id, account_id`,
      params,
    );
  }

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
}
