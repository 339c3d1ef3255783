import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { ConflictFields } from '../../database/unique-constraints.js';

export const TAG_NAME_MAX = 50;

/** A label an account puts on people ("VIP", "Bangkok"); a person may carry many. */
@Entity('tags')
@ConflictFields({ uq_tags_account_name: { name: 'validation.tagNameInUse' } })
// One tag per name and account, case-insensitively: an expression index on lower(name), in the migration.
@Index('uq_tags_account_name', { synchronize: false })
@Index('idx_tags_account_name', ['accountId', 'name', 'id'])
@Index('idx_tags_search_name', { synchronize: false })
export class Tag extends TenantEntity {
  @Column({ type: 'varchar', length: TAG_NAME_MAX })
  name: string;
}
