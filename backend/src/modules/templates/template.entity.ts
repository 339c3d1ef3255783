import { Column, DeleteDateColumn, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';

export const TEMPLATE_NAME_MAX = 120;
/** Characters a template's text may hold; the part cap (3 by default) usually comes first. */
export const TEMPLATE_MESSAGE_MAX = 1000;

/**
 * A reusable message. Deleting one only stamps `deleted_at` (TypeORM leaves such rows out of
 * every query unless asked), so it can be restored from the Deleted list.
 */
@Entity('templates')
// The list's filters and sorts, led by account_id and ending in the list's order.
@Index('idx_templates_account_name', ['accountId', 'name', 'id'])
@Index('idx_templates_account_updated', ['accountId', 'updatedAt', 'id'])
@Index('idx_templates_account_sender', ['accountId', 'senderName', 'createdAt', 'id'])
@Index('idx_templates_account_deleted', ['accountId', 'deletedAt', 'id'])
// The `q` search: pg_trgm GIN on name and message read as one text (SearchDocuments migration).
@Index('idx_templates_search', { synchronize: false })
export class Template extends TenantEntity {
  @Column({ type: 'varchar', length: TEMPLATE_NAME_MAX })
  name: string;

  /** The sender a send from this template proposes; checked as usable when sending, not here. */
  @Column({ name: 'sender_name', type: 'varchar', length: 11, nullable: true })
  senderName: string | null;

  @Column({ type: 'text' })
  message: string;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
