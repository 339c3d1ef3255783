import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { sqlList } from '../../database/sql-list.js';
import type { SmsEncoding } from '../../common/sms/segments.js';

/** domain.md, "Message states": one state machine for every gateway. */
export const MESSAGE_STATUSES = ['pending', 'submitted', 'delivered', 'undelivered', 'expired', 'rejected'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const FINAL_STATUSES: readonly MessageStatus[] = ['delivered', 'undelivered', 'expired', 'rejected'];

/**
 * One message to one phone. Built for hundreds of millions of rows: the table is partitioned by
 * month on `created_at` (the MessagePartitions migration and service create and drop the
 * partitions; the key is part of the primary key), every index is led by what a query always
 * knows (the account, or the send), and a message of a send carries the send's start time as
 * its `created_at`, so all of a send's rows sit in one partition.
 *
 * Not a TenantEntity: its primary key includes the partition key. It is tenant-owned all the
 * same (account_id), read through the tenant data layer.
 */
@Entity('messages')
@Check('messages_status_check', `status IN (${sqlList(MESSAGE_STATUSES)})`)
@Check('messages_encoding_check', `encoding IN ('gsm7', 'ucs2')`)
@Index('idx_messages_account_created', ['accountId', 'createdAt', 'id'])
// Every write of a message adds an entry to every index (FewerMessageIndexes): a send's rows in a
// state are found by its account, the state and its start, which is their created_at.
@Index('idx_messages_account_status', ['accountId', 'status', 'createdAt', 'id'])
// The Logs' mobile search, and one message per phone and send: a fan-out run twice inserts
// nothing the second time (messages outside a send have no broadcast id and never conflict).
@Index('uq_messages_account_mobile', ['accountId', 'mobile', 'createdAt', 'broadcastId'], { unique: true })
@Index('idx_messages_account_sender', ['accountId', 'senderName', 'createdAt', 'id'])
// A send's rows in send order (chunks, the detail page).
@Index('idx_messages_broadcast_seq', ['broadcastId', 'seq'])
// Messages on their own (OTP) that are not final yet: the scheduler's expiry reads only these.
@Index('idx_messages_loose_open', ['createdAt'], { where: "broadcast_id IS NULL AND status IN ('pending', 'submitted')" })
// Receipts name the operator's id.
@Index('idx_messages_provider_id', ['providerMessageId'], { where: 'provider_message_id IS NOT NULL' })
export class Message {
  /** In the order written (TimeOrderedMessageIds): each index takes a send's rows at its right-hand end. */
  @PrimaryColumn({ type: 'uuid', default: () => 'uuid_time_ordered()', primaryKeyConstraintName: 'messages_pkey' })
  id: string;

  @PrimaryColumn({ name: 'created_at', type: 'timestamptz', primaryKeyConstraintName: 'messages_pkey' })
  createdAt: Date;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'messages_account_id_fkey' })
  account?: Account;

  /** The send it belongs to; null for messages outside a send (OTP, later). */
  @Column({ name: 'broadcast_id', type: 'uuid', nullable: true })
  broadcastId: string | null;

  /** Position in its send (0-based): chunk k holds seq in [k·size, (k+1)·size). */
  @Column({ type: 'integer', default: 0 })
  seq: number;

  /** E.164. */
  @Column({ type: 'varchar', length: 16 })
  mobile: string;

  @Column({ name: 'sender_name', type: 'varchar', length: 11 })
  senderName: string;

  /** The text as sent, variables rendered. */
  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'varchar', length: 4 })
  encoding: SmsEncoding;

  @Column({ type: 'smallint' })
  parts: number;

  /** Its price in credits (parts × route factor + per-receiver extras). */
  @Column({ type: 'integer' })
  credits: number;

  /** Its credits went back to the account (settled as not charged). */
  @Column({ type: 'boolean', default: false })
  refunded: boolean;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status: MessageStatus;

  /** Submissions begun: above 1 means a worker died with it in flight (see docs/messaging.md). */
  @Column({ type: 'smallint', default: 0 })
  attempts: number;

  /**
   * Parts of a concatenated message the operator took while the message is still pending (bit i =
   * part i + 1): a retry sends only the others, under the same reference (docs/messaging.md).
   */
  @Column({ name: 'parts_accepted', type: 'integer', default: 0 })
  partsAccepted: number;

  /** A worker holds it for submission until then; a dead worker's hold simply runs out. */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  @Column({ name: 'provider_message_id', type: 'varchar', length: 64, nullable: true })
  providerMessageId: string | null;

  /** Raw provider code: submit_sm_resp status, or the receipt's `err` field. */
  @Column({ name: 'error_code', type: 'varchar', length: 32, nullable: true })
  errorCode: string | null;

  /** The receipt's `stat` word (DELIVRD, UNDELIV, …) as sent. */
  @Column({ name: 'receipt_stat', type: 'varchar', length: 16, nullable: true })
  receiptStat: string | null;

  /** The receipt or refusal text as the provider sent it. */
  @Column({ name: 'receipt_raw', type: 'varchar', length: 500, nullable: true })
  receiptRaw: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  /** When it became final: the receipt's done date, never before submittedAt (the receipt's own text is in receiptRaw). */
  @Column({ name: 'done_at', type: 'timestamptz', nullable: true })
  doneAt: Date | null;
}
