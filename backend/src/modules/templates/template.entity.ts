import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';

export const TEMPLATE_MESSAGE_MAX = 1_000;

/** A reusable message, with variables such as {{firstName}}; deleting keeps it restorable. */
@Entity('templates')
@Index('idx_templates_account_name', ['accountId', 'name', 'id'])
@Index('idx_templates_account_updated', ['accountId', 'updatedAt', 'id'])
@Index('idx_templates_search_name', { synchronize: false })
export class Template extends TenantEntity {
  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** The sender it is usually sent with (a suggestion; the send checks it). */
  @Column({ name: 'sender_name', type: 'varchar', length: 11, nullable: true })
  senderName: string | null;

  @Column({ type: 'text' })
  message: string;

  /** Set when deleted; a deleted template is listed only when asked for and can be restored. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
