import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

/**
 * Counter moves and refunds of one batch of message moves, waiting to be folded into their
 * send's row and their account's balance (ProgressBatch, ProgressFolder). Rows live for a fraction
 * of a second: the worker folds them a few times a second.
 */
@Entity('send_progress')
export class SendProgress {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', primaryKeyConstraintName: 'send_progress_pkey' })
  id: string;

  /** Null for refunds of messages outside any send (OTP). */
  @Column({ name: 'broadcast_id', type: 'uuid', nullable: true })
  broadcastId: string | null;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'send_progress_account_id_fkey' })
  account?: Account;

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

  @Column({ type: 'bigint', default: 0 })
  refunded: string;

  /** Messages written, and the credits they cost: for the daily rollup (MessageStats) only. */
  @Column({ type: 'integer', default: 0 })
  messages: number;

  @Column({ type: 'bigint', default: 0 })
  charged: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
