import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { ConflictFields } from '../../database/unique-constraints.js';

export const SENDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SenderStatus = (typeof SENDER_STATUSES)[number];
/** domain.md: at most 11 characters, A–Z a–z 0–9, no spaces. */
export const SENDER_NAME = /^[A-Za-z0-9]{1,11}$/;

/** A sender name an account asked for; only approved ones send. */
@Entity('senders')
@ConflictFields({ uq_senders_account_name: { name: 'validation.senderNameTaken' } })
@Check('senders_status_check', `status IN (${sqlList(SENDER_STATUSES)})`)
// Unique per account whatever the case: an expression index in the migration.
@Index('uq_senders_account_name', { synchronize: false })
@Index('idx_senders_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_senders_account_name', ['accountId', 'name', 'id'])
// The staff approval queue spans accounts: pending requests, oldest first.
@Index('idx_senders_pending', ['createdAt', 'id'], { where: "status = 'pending'" })
export class Sender extends TenantEntity {
  @Column({ type: 'varchar', length: 11 })
  name: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: SenderStatus;

  /** Why staff rejected it. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;
}
