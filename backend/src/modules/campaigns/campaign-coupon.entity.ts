import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { Coupon } from '../coupons/coupon.entity.js';
import { Campaign } from './campaign.entity.js';

/** A coupon of a campaign and, once confirmed, the send that carries it to the audience. */
@Entity('campaign_coupons')
@Index('uq_campaign_coupons_campaign_coupon', ['campaignId', 'couponId'], { unique: true })
@Index('idx_campaign_coupons_coupon', ['couponId'])
export class CampaignCoupon extends TenantEntity {
  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: Campaign;

  @Column({ name: 'coupon_id', type: 'uuid' })
  couponId: string;

  @ManyToOne(() => Coupon, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'coupon_id' })
  coupon?: Coupon;

  /** The send made at confirmation (a `broadcasts` row with this campaign and coupon). */
  @Column({ name: 'broadcast_id', type: 'uuid', nullable: true })
  broadcastId: string | null;

  // The funnel past the send's own counters, added as the events happen (see coupon-stats.ts).
  /** Codes given to recipients (reserved as their messages were written). */
  @Column({ type: 'integer', default: 0 })
  issued: number;

  /** Codes whose page was opened. */
  @Column({ type: 'integer', default: 0 })
  opened: number;

  /** Redemptions. */
  @Column({ type: 'integer', default: 0 })
  redeemed: number;
}
