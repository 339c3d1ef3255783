import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';

/** pending: to be called (again); delivered: a 2xx came back; failed: every try failed; skipped: not callable. */
export const WEBHOOK_EVENT_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type WebhookEventStatus = (typeof WEBHOOK_EVENT_STATUSES)[number];

/**
 * A call owed to a customer's URL (a coupon's SMS or redeem callback), written in the
 * transaction of what it reports: the outbox. The worker queues the unqueued ones, so a call is
 * never lost with a process, nor made for something that was rolled back. Its id is the event id
 * the receiver drops repeats by.
 */
@Entity('webhook_events')
@Check('webhook_events_status_check', `status IN (${sqlList(WEBHOOK_EVENT_STATUSES)})`)
@Index('idx_webhook_events_account_coupon', ['accountId', 'couponId', 'createdAt', 'id'])
// The dispatcher's one query: events not yet handed to the queue, oldest first.
@Index('idx_webhook_events_unqueued', ['createdAt'], { where: 'queued_at IS NULL' })
export class WebhookEvent extends TenantEntity {
  @Column({ name: 'coupon_id', type: 'uuid', nullable: true })
  couponId: string | null;

  /** coupon.sms or coupon.redeem. */
  @Column({ type: 'varchar', length: 30 })
  event: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  /** The JSON body as sent on every try: the signature covers these exact bytes. */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: WebhookEventStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'queued_at', type: 'timestamptz', nullable: true })
  queuedAt: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
