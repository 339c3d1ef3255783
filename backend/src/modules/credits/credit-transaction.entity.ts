import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { asNumber } from '../../database/column-transformers.js';

export const CREDIT_REASONS = ['purchase', 'send', 'refund', 'adjustment'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/**
 * The credit ledger: every change of an account's balance, with the balance it left, written
 * in the same transaction as the balance. Rows are never updated or deleted.
 */
@Entity('credit_transactions')
@Check('credit_transactions_reason_check', `reason IN (${sqlList(CREDIT_REASONS)})`)
@Check('credit_transactions_delta_check', 'delta <> 0 AND balance_after >= 0')
@Index('idx_credit_transactions_account_reason', ['accountId', 'reason', 'createdAt', 'id'])
@Index('idx_credit_transactions_reference', ['reference'], { where: 'reference IS NOT NULL' })
export class CreditTransaction extends TenantEntity {
  @Column({ type: 'bigint', transformer: asNumber })
  delta: number;

  @Column({ name: 'balance_after', type: 'bigint', transformer: asNumber })
  balanceAfter: number;

  @Column({ type: 'varchar', length: 20 })
  reason: CreditReason;

  /** What it was for: a purchase's invoice id, a send's id. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;
}
