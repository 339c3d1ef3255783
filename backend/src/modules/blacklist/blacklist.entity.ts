import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';

export const BLACKLIST_REASONS = ['manual', 'unsubscribe', 'stop_keyword', 'operator_block', 'invalid_number'] as const;
export type BlacklistReason = (typeof BLACKLIST_REASONS)[number];

/**
 * Numbers an account must not message. Enforced in the send path of every module (analysis
 * counts them, the fan-out skips them), not only on forms.
 */
@Entity('blacklist')
@Check('blacklist_reason_check', `reason IN (${sqlList(BLACKLIST_REASONS)})`)
@Index('uq_blacklist_account_mobile', ['accountId', 'mobile'], { unique: true })
export class BlacklistEntry extends TenantEntity {
  /** E.164. */
  @Column({ type: 'varchar', length: 16 })
  mobile: string;

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  reason: BlacklistReason;

  /** Where it came from (a send id, an import, a person). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  source: string | null;
}
