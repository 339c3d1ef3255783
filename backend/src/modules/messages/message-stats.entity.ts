import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

/**
 * Messages of sends per account, ICT day and sender, by state: the rollup the dashboard and the
 * SMS summary read instead of the message table. The fold of send progress (ProgressBatch.apply)
 * keeps it, in the transaction that moves the sends' own counters, so it always equals a recount
 * of the messages as far as the sends' counters do. The day is the send's start in ICT (every
 * message of a send carries that time).
 */
@Entity('message_stats')
// Staff's month across every account reads one month's rows, not all of them.
@Index('idx_message_stats_day', ['day'])
export class MessageStats {
  @PrimaryColumn({ name: 'account_id', type: 'uuid', primaryKeyConstraintName: 'message_stats_pkey' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'message_stats_account_id_fkey' })
  account?: Account;

  /** ICT calendar day. */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'message_stats_pkey' })
  day: string;

  @PrimaryColumn({ name: 'sender_name', type: 'varchar', length: 11, primaryKeyConstraintName: 'message_stats_pkey' })
  senderName: string;

  /** Messages written (every state together). */
  @Column({ type: 'integer', default: 0 })
  messages: number;

  /** Credits the messages cost when written; `refunded` came back. */
  @Column({ type: 'bigint', default: 0 })
  charged: string;

  @Column({ type: 'bigint', default: 0 })
  refunded: string;

  @Column({ type: 'integer', default: 0 })
  pending: number;

  @Column({ type: 'integer', default: 0 })
  submitted: number;

  @Column({ type: 'integer', default: 0 })
  delivered: number;

  @Column({ type: 'integer', default: 0 })
  undelivered: number;

  @Column({ type: 'integer', default: 0 })
  rejected: number;

  @Column({ type: 'integer', default: 0 })
  expired: number;
}
