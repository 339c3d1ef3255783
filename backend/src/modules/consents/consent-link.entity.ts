import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

/**
 * The number and account behind an e-Consent link's code, written before the first message
 * that carries it is sent: the consent page has only the code. One row per account and number.
 */
@Entity('consent_links')
@Index('idx_consent_links_account_id_mobile', ['accountId', 'mobile'])
export class ConsentLink {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'consent_links_pkey' })
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
