import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { ConflictFields } from '../../database/unique-constraints.js';

export const BLACKLIST_REASONS = ['manual', 'unsubscribe', 'stop_keyword', 'operator_block', 'invalid_number'] as const;
export type BlacklistReason = (typeof BLACKLIST_REASONS)[number];

/** Characters `source` may hold. */
export const BLACKLIST_SOURCE_MAX = 100;

/**
 * Numbers an account must not message. Enforced in the send path of every module (analysis
 * counts them, the fan-out skips them), not only on forms.
 */
@Entity('blacklist')
@ConflictFields({ uq_blacklist_account_mobile: { mobile: 'validation.alreadyBlacklisted' } })
@Check('blacklist_reason_check', `reason IN (${sqlList(BLACKLIST_REASONS)})`)
// One entry per number and account. Also the list's sort by mobile: a number is unique within
// its account, so (account_id, mobile) is already the list's order without the id.
@Index('uq_blacklist_account_mobile', ['accountId', 'mobile'], { unique: true })
// The list's reason filter and sort, led by account_id and ending in the list's order
// (createdAt and the id filter: TenantEntity's (account_id, created_at, id)).
@Index('idx_blacklist_account_reason', ['accountId', 'reason', 'createdAt', 'id'])
// The `q` search reads the start of the E.164 number (`mobile LIKE '+66812%'`): a btree with
// varchar_pattern_ops, which serves LIKE whatever the database's collation, created in the
// BlacklistIndexes migration (TypeORM cannot describe an operator class).
@Index('idx_blacklist_account_mobile_prefix', { synchronize: false })
export class BlacklistEntry extends TenantEntity {
  /** E.164. */
  @Column({ type: 'varchar', length: 16 })
  mobile: string;

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  reason: BlacklistReason;

  /** Where it came from (a send id, an import, a person). */
  @Column({ type: 'varchar', length: BLACKLIST_SOURCE_MAX, nullable: true })
  source: string | null;
}
