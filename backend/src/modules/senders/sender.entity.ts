import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { ConflictFields } from '../../database/unique-constraints.js';
import { User } from '../users/user.entity.js';

export const SENDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SenderStatus = (typeof SENDER_STATUSES)[number];

/** Operators show at most 11 characters as the sender of an SMS. */
export const SENDER_NAME_MAX = 11;
export const SENDER_REASON_MAX = 500;

/**
 * A sender name an account asked for. Back-office staff approve or reject it; only approved
 * names may send (SendersService.assertUsable).
 */
@Entity('senders')
@ConflictFields({ uq_senders_account_name: { name: 'validation.senderNameInUse' } })
@Check('senders_status_check', `status IN (${sqlList(SENDER_STATUSES)})`)
// One request per name and account, case-insensitively ("MyShop" and "MYSHOP" read the same on
// a phone): an expression index on lower(name), written in the migration, declared by name.
@Index('uq_senders_account_name', { synchronize: false })
// The list's filters and sorts, led by account_id and ending in the list's order.
@Index('idx_senders_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_senders_account_name', ['accountId', 'name', 'id'])
@Index('idx_senders_account_decided', ['accountId', 'decidedAt', 'id'])
// Staff's approval queue spans every account (no account predicate to lead with): the few
// pending rows of the whole table, oldest or newest first, without reading decided ones.
@Index('idx_senders_pending', ['createdAt', 'id'], { where: `status = 'pending'` })
// The `q` search: pg_trgm GIN on name, created in the TrigramSearch migration.
@Index('idx_senders_search_name', { synchronize: false })
export class Sender extends TenantEntity {
  @Column({ type: 'varchar', length: SENDER_NAME_MAX })
  name: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: SenderStatus;

  /** Why staff rejected the name, shown to the account. */
  @Column({ type: 'varchar', length: SENDER_REASON_MAX, nullable: true })
  reason: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The staff member who decided; kept as null if that user is deleted. */
  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by', foreignKeyConstraintName: 'senders_decided_by_fkey' })
  decider?: User;

  /**
   * The account, for its name beside the row in staff's lists. The foreign key is the tenant
   * column's own (TenantEntity); this relation only joins.
   */
  @ManyToOne(() => Account, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'account_id' })
  account?: Account;
}
