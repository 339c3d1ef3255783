import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { Coupon } from './coupon.entity.js';

/**
 * Codes given, pages opened and redemptions per coupon and ICT day: what the coupon dashboard and
 * the home dashboard read instead of counting codes. Each figure is added in the transaction that
 * makes the event (the fan-out's reservation, the page's first open, a redemption).
 */

@Entity('coupon_stats')
// A month across an account's coupons (the home dashboard).
@Index('idx_coupon_stats_account_day', ['accountId', 'day'])
export class CouponStats {
  @PrimaryColumn({ name: 'coupon_id', type: 'uuid', primaryKeyConstraintName: 'coupon_stats_pkey' })
  couponId: string;

  @ManyToOne(() => Coupon, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'coupon_id', foreignKeyConstraintName: 'coupon_stats_coupon_id_fkey' })
  coupon?: Coupon;

  /** ICT calendar day. */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'coupon_stats_pkey' })
  day: string;

  /**
   * One of COUPON_STATS_SLOTS rows per coupon and day, taken at random by each event: a coupon
   * redeemed hundreds of times a second would otherwise queue every redemption on one row lock
   * held until its commit. Readers sum the slots.
   */
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'coupon_stats_pkey' })
  slot: number;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'coupon_stats_account_id_fkey' })
  account?: Account;

  @Column({ type: 'integer', default: 0 })
  issued: number;

  @Column({ type: 'integer', default: 0 })
  opened: number;

  @Column({ type: 'integer', default: 0 })
  redeemed: number;
}
