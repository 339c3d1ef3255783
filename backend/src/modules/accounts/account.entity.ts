import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { sqlList } from '../../database/sql-list.js';
import { ConflictFields } from '../../database/unique-constraints.js';
import { asNumber } from '../../database/column-transformers.js';

export const PLANS = ['basic', 'trials', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const ACCOUNT_NAME_MAX = 120;

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export const CREDIT_KINDS = ['standard', 'corporate'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A tenant. A sub-account has a parent whose admins manage it; sibling names are unique. */
@Entity('accounts')
@ConflictFields({ uq_accounts_parent_name: { name: 'validation.nameInUse' } })
@Check('accounts_plan_check', `plan IN (${sqlList(PLANS)})`)
@Check('accounts_status_check', `status IN (${sqlList(ACCOUNT_STATUSES)})`)
@Check('accounts_credit_kind_check', `credit_kind IN (${sqlList(CREDIT_KINDS)})`)
// The balance never goes below zero, whatever writes it (see CreditsService).
@Check('accounts_credit_balance_check', 'credit_balance >= 0')
// One platform account at most: a partial unique index over the true rows only.
@Index('uq_accounts_platform', ['isPlatform'], { unique: true, where: 'is_platform' })
// Sibling sub-accounts have distinct names (case-insensitive): an expression index in the
// migrations, declared here by name only.
@Index('uq_accounts_parent_name', { synchronize: false })
// The sub-account list is one parent's children: each of its filters and sorts gets an index
// led by parent_id and ending in the list's order (`created_at`, then the `id` tie-breaker).
@Index('idx_accounts_parent_created', ['parentId', 'createdAt', 'id'])
@Index('idx_accounts_parent_name', ['parentId', 'name', 'id'])
@Index('idx_accounts_parent_plan', ['parentId', 'plan', 'createdAt', 'id'])
@Index('idx_accounts_parent_status', ['parentId', 'status', 'createdAt', 'id'])
// The `q` search: pg_trgm GIN on name, created in the TrigramSearch migration.
@Index('idx_accounts_search_name', { synchronize: false })
export class Account {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'accounts_pkey' })
  id: string;

  @Column({ type: 'varchar', length: ACCOUNT_NAME_MAX })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  plan: Plan;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: AccountStatus;

  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId: string | null;

  /** Deleting a parent deletes its sub-accounts (and, through them, their users). */
  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id', foreignKeyConstraintName: 'accounts_parent_id_fkey' })
  parent?: Account;

  /**
   * A sub-account's sends also skip the numbers its parent blacklisted (docs/people.md). On by
   * default; the parent decides (its list holds its customers' refusals), not the sub-account.
   */
  @Column({ name: 'inherit_parent_blacklist', type: 'boolean', default: true })
  inheritParentBlacklist: boolean;

  /** The back-office staff's own account; there is one. */
  @Column({ name: 'is_platform', type: 'boolean', default: false })
  isPlatform: boolean;

  @Column({ type: 'varchar', length: 64, default: 'Asia/Bangkok' })
  timezone: string;

  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ name: 'contact_phone', type: 'varchar', length: 20, nullable: true })
  contactPhone: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ name: 'tax_id', type: 'varchar', length: 20, nullable: true })
  taxId: string | null;

  /**
   * Credits the account holds. Written only by CreditsService, in the same transaction as its
   * ledger row (credit_transactions), never edited in place from elsewhere.
   */
  @Column({ name: 'credit_balance', type: 'bigint', default: 0, transformer: asNumber })
  creditBalance: number;

  /** Credits ever bought. */
  @Column({ name: 'credit_total', type: 'bigint', default: 0, transformer: asNumber })
  creditTotal: number;

  @Column({ name: 'credit_purchased_at', type: 'timestamptz', nullable: true })
  creditPurchasedAt: Date | null;

  /** How sends are settled (domain.md): set by the latest purchase. */
  @Column({ name: 'credit_kind', type: 'varchar', length: 20, default: 'standard' })
  creditKind: CreditKind;

  @Index('idx_accounts_created')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
