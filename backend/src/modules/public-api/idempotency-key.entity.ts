import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';

/**
 * A public API call made with an `Idempotency-Key`: its first answer, kept 24 hours, so that a
 * repeat (a retry after a timeout, or a duplicate sent at the same moment) gets that answer and
 * does nothing again.
 */
@Entity('idempotency_keys')
@Index('uq_idempotency_keys_account_key', ['accountId', 'key'], { unique: true })
// The hourly purge of day-old answers, across accounts.
@Index('idx_idempotency_keys_created', ['createdAt'])
export class IdempotencyKey extends TenantEntity {
  @Column({ type: 'varchar', length: 255 })
  key: string;

  /** Route and body: the same key with another request is refused, not answered. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash: string;

  /** Null while the first call is still running. */
  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ type: 'jsonb', nullable: true })
  response: unknown;
}
