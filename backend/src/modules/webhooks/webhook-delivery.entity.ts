import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';

/**
 * One try of a signed call to a customer's URL (a coupon's SMS or redeem callback): what was
 * sent where, and what came back. The coupon's delivery log lists these.
 */
@Entity('webhook_deliveries')
@Index('idx_webhook_deliveries_account_coupon', ['accountId', 'couponId', 'createdAt', 'id'])
@Index('idx_webhook_deliveries_event', ['eventId'])
export class WebhookDelivery extends TenantEntity {
  /** The coupon whose callback it is; null for other senders of calls. */
  @Column({ name: 'coupon_id', type: 'uuid', nullable: true })
  couponId: string | null;

  /** The event's id, the same on every try (the receiver drops repeats by it). */
  @Column({ name: 'event_id', type: 'varchar', length: 100 })
  eventId: string;

  /** coupon.sms or coupon.redeem. */
  @Column({ type: 'varchar', length: 30 })
  event: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  /** 1 for the first try. */
  @Column({ type: 'integer' })
  attempt: number;

  /** The HTTP status answered; null when no answer came (refused, timed out, not allowed). */
  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs: number;
}
