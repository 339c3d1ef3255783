import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { Coupon } from './coupon.entity.js';

/**
 * available: not given to anyone yet; reserved: taken for a message being written and sent;
 * issued: its message reached the operator. A message the operator rejects gives its code back.
 */
export const COUPON_CODE_STATUSES = ['available', 'reserved', 'issued'] as const;
export type CouponCodeStatus = (typeof COUPON_CODE_STATUSES)[number];

/** One code of a coupon: unique within its account, created in bulk when the coupon is. */
@Entity('coupon_codes')
@Check('coupon_codes_status_check', `status IN (${sqlList(COUPON_CODE_STATUSES)})`)
@Check('coupon_codes_redeemed_check', 'redeemed >= 0')
@Index('uq_coupon_codes_account_code', ['accountId', 'code'], { unique: true })
// A coupon's codes by state in creation order: the next available codes to reserve, and the
// detail page's list and filter.
@Index('idx_coupon_codes_coupon_status', ['couponId', 'status', 'id'])
// The coupon detail's list of codes, in code order, and its search by a code's start.
@Index('idx_coupon_codes_account_coupon_code', ['accountId', 'couponId', 'code'])
// The coupon page's link: one unguessable token per given code, across accounts.
@Index('uq_coupon_codes_token', ['token'], { unique: true, where: 'token IS NOT NULL' })
// One code per recipient of a send: the fan-out run twice finds the codes it reserved.
@Index('uq_coupon_codes_broadcast_mobile', ['broadcastId', 'mobile'], { unique: true, where: 'broadcast_id IS NOT NULL' })
// The coupon dashboard's expired count: only codes given and never redeemed, by their own expiry.
@Index('idx_coupon_codes_unredeemed', ['accountId', 'couponId', 'expiresAt'], { where: "redeemed = 0 AND status <> 'available'" })
export class CouponCode extends TenantEntity {
  @Column({ name: 'coupon_id', type: 'uuid' })
  couponId: string;

  @ManyToOne(() => Coupon, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'coupon_id' })
  coupon?: Coupon;

  /**
   * The prefix and the random part, as printed and typed. Collation C: codes compare byte by
   * byte, so a search by the code's start (LIKE 'NY3%') reads the (account, code) indexes.
   */
  @Column({ type: 'varchar', length: 24, collation: 'C' })
  code: string;

  @Column({ type: 'varchar', length: 10, default: 'available' })
  status: CouponCodeStatus;

  /** The coupon page's token (`/c/<token>`), given with the code to a recipient. */
  @Column({ type: 'varchar', length: 16, nullable: true, collation: 'C' })
  token: string | null;

  /** The recipient the code was given to (E.164): the phone bound to it. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  mobile: string | null;

  /** The send whose message carries the code. */
  @Column({ name: 'broadcast_id', type: 'uuid', nullable: true })
  broadcastId: string | null;

  @Column({ name: 'campaign_id', type: 'uuid', nullable: true })
  campaignId: string | null;

  @Column({ name: 'issued_at', type: 'timestamptz', nullable: true })
  issuedAt: Date | null;

  /** First time its page was opened. */
  @Column({ name: 'opened_at', type: 'timestamptz', nullable: true })
  openedAt: Date | null;

  /** Given + the coupon's expireCoupon days, never past the coupon's end; null: the coupon's end. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** Times redeemed, at most the coupon's useMaxRedeem. */
  @Column({ type: 'integer', default: 0 })
  redeemed: number;
}
