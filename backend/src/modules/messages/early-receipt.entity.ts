import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A receipt that arrived before its submit response was written (an SMSC may answer that fast),
 * or for a part of a concatenated message other than the first. Kept briefly: it is applied as
 * soon as a message takes its provider id, and dropped after an hour.
 */
@Entity('early_receipts')
@Index('idx_early_receipts_received', ['receivedAt'])
export class EarlyReceipt {
  @PrimaryColumn({ name: 'provider_message_id', type: 'varchar', length: 64, primaryKeyConstraintName: 'early_receipts_pkey' })
  providerMessageId: string;

  @Column({ type: 'varchar', length: 16 })
  stat: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  err: string | null;

  @Column({ type: 'varchar', length: 500 })
  raw: string;

  @Column({ name: 'done_at', type: 'timestamptz', nullable: true })
  doneAt: Date | null;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
