import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

/**
 * The number and account behind an unsubscribe link's code, written before the first message
 * that carries it is sent. The opt-out page has only the code; this row tells it whose
 * blacklist the number goes on. One row per account and number, whatever the sends.
 */
@Entity('unsubscribe_codes')
// An account's codes: what its deletion cascades to, and a number's link within the account.
@Index('idx_unsubscribe_codes_account_id_mobile', ['accountId', 'mobile'])
export class UnsubscribeCode {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'unsubscribe_codes_pkey' })
  code: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  /** E.164. */
  @Column({ type: 'varchar', length: 16 })
  mobile: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
