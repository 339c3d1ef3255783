import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { asNumber } from '../../database/column-transformers.js';
import { sqlList } from '../../database/sql-list.js';
import { CouponCode } from '../coupons/coupon-code.entity.js';
import { Coupon } from '../coupons/coupon.entity.js';
import { User } from '../users/user.entity.js';

/** self: the customer on the coupon's page; staff: the business's staff (key verification). */
export const REDEMPTION_CHANNELS = ['self', 'staff'] as const;
export type RedemptionChannel = (typeof REDEMPTION_CHANNELS)[number];
/** A redemption stands, or staff voided it (the use goes back to the code). */
export const REDEMPTION_STATUSES = ['redeemed', 'voided'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/**
 * One use of a coupon code: the sale list of key verification. Written in the transaction that
 * counts the use on the code, so a code is never used more often than its coupon allows.
 */
@Entity('redemptions')
@Check('redemptions_channel_check', `channel IN (${sqlList(REDEMPTION_CHANNELS)})`)
@Check('redemptions_status_check', `status IN (${sqlList(REDEMPTION_STATUSES)})`)
@Check('redemptions_sale_amount_check', 'sale_amount IS NULL OR sale_amount >= 0')
@Index('idx_redemptions_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_redemptions_account_coupon', ['accountId', 'couponId', 'createdAt', 'id'])
@Index('idx_redemptions_code', ['couponCodeId'])
// A repeated request with the same key answers the first redemption.
@Index('uq_redemptions_code_idempotency', ['couponCodeId', 'idempotencyKey'], {
  unique: true,
  where: 'idempotency_key IS NOT NULL',
})
export class Redemption extends TenantEntity {
  @Column({ name: 'coupon_id', type: 'uuid' })
  couponId: string;

  @ManyToOne(() => Coupon, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'coupon_id' })
  coupon?: Coupon;

  @Column({ name: 'coupon_code_id', type: 'uuid' })
  couponCodeId: string;

  @ManyToOne(() => CouponCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'coupon_code_id' })
  couponCode?: CouponCode;

  /** The code as redeemed (kept with the row for the sale list and its export). */
  @Column({ type: 'varchar', length: 24, collation: 'C' })
  code: string;

  @Column({ name: 'campaign_id', type: 'uuid', nullable: true })
  campaignId: string | null;

  @Column({ type: 'varchar', length: 10 })
  channel: RedemptionChannel;

  @Column({ type: 'varchar', length: 10, default: 'redeemed' })
  status: RedemptionStatus;

  /** The staff member who redeemed it (key verification); null on the customer's page. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100, nullable: true })
  branch: string | null;

  @Column({ name: 'sale_amount', type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: asNumber })
  saleAmount: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  /** The phone that redeemed (the customer's, checked by OTP when the campaign asks for it). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  mobile: string | null;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey: string | null;
}
