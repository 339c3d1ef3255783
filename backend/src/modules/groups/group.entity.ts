import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { ConflictFields } from '../../database/unique-constraints.js';

export const GROUP_KINDS = ['static', 'dynamic'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];
export const GROUP_NAME_MAX = 80;

/**
 * The people list's filter a dynamic group saves: the same fields and values as the list's
 * `filter` parameter (search, tags, gender, created range), checked by the same rules.
 */
export type GroupRules = Record<string, unknown>;

/**
 * A set of people: static (members added and removed one by one, rows of group_members) or
 * dynamic (whoever matches its saved filter at the moment it is read).
 */
@Entity('groups')
@ConflictFields({ uq_groups_account_name: { name: 'validation.groupNameInUse' } })
@Check('groups_kind_check', `kind IN (${sqlList(GROUP_KINDS)})`)
@Index('uq_groups_account_name', { synchronize: false })
@Index('idx_groups_account_name', ['accountId', 'name', 'id'])
@Index('idx_groups_account_kind', ['accountId', 'kind', 'createdAt', 'id'])
@Index('idx_groups_search_name', { synchronize: false })
export class Group extends TenantEntity {
  @Column({ type: 'varchar', length: GROUP_NAME_MAX })
  name: string;

  @Column({ type: 'varchar', length: 10, default: 'static' })
  kind: GroupKind;

  /** Dynamic groups only. */
  @Column({ type: 'jsonb', nullable: true })
  rules: GroupRules | null;
}
