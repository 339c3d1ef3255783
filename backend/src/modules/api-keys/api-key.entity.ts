import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';

export const API_KEY_STATUSES = ['active', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/**
 * A credential of the public API (Config API): the key names it, the secret proves it. The
 * secret is shown once and stored as its SHA-256 (it is 256 random bits: a slow hash would
 * add nothing but latency to every call).
 */
@Entity('api_keys')
@Check('api_keys_status_check', `status IN (${sqlList(API_KEY_STATUSES)})`)
@Index('uq_api_keys_key', ['key'], { unique: true })
@Index('idx_api_keys_account_name', ['accountId', 'name', 'id'])
@Index('idx_api_keys_account_status', ['accountId', 'status', 'createdAt', 'id'])
export class ApiKey extends TenantEntity {
  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 40 })
  key: string;

  @Column({ name: 'secret_hash', type: 'varchar', length: 64 })
  secretHash: string;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: ApiKeyStatus;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;
}
