import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';

export const COUPON_STATUSES = ['draft', 'active', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
/** Who may redeem a code: the customer on the coupon's page, the business's staff (key verification), or either. */
export const COUPON_VERIFY_TYPES = ['self', 'staff', 'both'] as const;
export type CouponVerifyType = (typeof COUPON_VERIFY_TYPES)[number];

export const COUPON_DEFAULTS = {
  checkedRedeemBtn: true,
  buttonText: 'REDEEM',
  textColor: 'white',
  buttonColor: '#01A9F4',
  useMaxRedeem: 1,
  verifyType: 'both',
  status: 'draft',
  oneTimeCoupon: true,
  shortenUrl: true,
} as const;

/**
 * A coupon as the specification's creation form has it, in four sections: information (how its
 * page looks), SMS setting (the message that carries it), setting (validity, codes, redemption
 * rules) and reference (callbacks and the fields echoed in them). Its codes are `coupon_codes`.
 */
@Entity('coupons')
@Check('coupons_status_check', `status IN (${sqlList(COUPON_STATUSES)})`)
@Check('coupons_verify_type_check', `verify_type IN (${sqlList(COUPON_VERIFY_TYPES)})`)
@Check('coupons_dates_check', 'end_date > start_date')
@Check('coupons_use_check', 'use_max >= 1 AND use_max_redeem >= 1')
// The list's filters (status, campStartDate, campEndDate) and sorts, led by account_id.
@Index('idx_coupons_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_coupons_account_start', ['accountId', 'startDate', 'id'])
@Index('idx_coupons_account_end', ['accountId', 'endDate', 'id'])
@Index('idx_coupons_account_name', ['accountId', 'couponName', 'id'])
@Index('idx_coupons_book', ['couponBookId'], { where: 'coupon_book_id IS NOT NULL' })
export class Coupon extends TenantEntity {
  // Information
  @Column({ name: 'coupon_name', type: 'varchar', length: 200 })
  couponName: string;

  @Column({ name: 'coupon_img', type: 'varchar', length: 2000, nullable: true })
  couponImg: string | null;

  @Column({ name: 'checked_redeem_btn', type: 'boolean', default: COUPON_DEFAULTS.checkedRedeemBtn })
  checkedRedeemBtn: boolean;

  @Column({ name: 'button_text', type: 'varchar', length: 30, default: COUPON_DEFAULTS.buttonText })
  buttonText: string;

  @Column({ name: 'text_color', type: 'varchar', length: 30, default: COUPON_DEFAULTS.textColor })
  textColor: string;

  @Column({ name: 'button_color', type: 'varchar', length: 30, default: COUPON_DEFAULTS.buttonColor })
  buttonColor: string;

  /** Rich text, sanitised on every write: what reaches a page never runs a script. */
  @Column({ type: 'text', default: '' })
  condition: string;

  /** The landing page the coupon's page shows above the code; null: the coupon's own design only. */
  @Column({ name: 'landing_page_id', type: 'uuid', nullable: true })
  landingPageId: string | null;

  // SMS setting
  @Column({ name: 'sender_name', type: 'varchar', length: 11, nullable: true })
  senderName: string | null;

  @Column({ type: 'text', default: '' })
  message: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  // Setting
  /** Days a code stays valid after it is sent; null: until the coupon's end date. */
  @Column({ name: 'expire_coupon', type: 'integer', nullable: true })
  expireCoupon: number | null;

  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate: Date;

  @Column({ name: 'end_date', type: 'timestamptz' })
  endDate: Date;

  /** Named by its table: the coupon-books module builds on this one, not the other way. */
  @Column({ name: 'coupon_book_id', type: 'uuid', nullable: true })
  @ForeignKey('coupon_books', { onDelete: 'SET NULL' })
  couponBookId: string | null;

  @Column({ name: 'coupon_code_prefix', type: 'varchar', length: 6, default: '' })
  couponCodePrefix: string;

  /** How many codes the coupon has. */
  @Column({ name: 'use_max', type: 'integer' })
  useMax: number;

  /** How often one code may be redeemed (1 when oneTimeCoupon). */
  @Column({ name: 'use_max_redeem', type: 'integer', default: COUPON_DEFAULTS.useMaxRedeem })
  useMaxRedeem: number;

  @Column({ name: 'verify_type', type: 'varchar', length: 10, default: COUPON_DEFAULTS.verifyType })
  verifyType: CouponVerifyType;

  @Column({ type: 'varchar', length: 20, default: COUPON_DEFAULTS.status })
  status: CouponStatus;

  @Column({ name: 'one_time_coupon', type: 'boolean', default: COUPON_DEFAULTS.oneTimeCoupon })
  oneTimeCoupon: boolean;

  @Column({ name: 'shorten_url', type: 'boolean', default: COUPON_DEFAULTS.shortenUrl })
  shortenUrl: boolean;

  /** Characters of each code after the prefix: enough for useMax (see coupon-codes.ts). */
  @Column({ name: 'code_length', type: 'smallint' })
  codeLength: number;

  // Reference
  @Column({ name: 'sms_callback_url', type: 'varchar', length: 500, nullable: true })
  smsCallbackURL: string | null;

  @Column({ name: 'redeem_callback_url', type: 'varchar', length: 500, nullable: true })
  redeemCallbackURL: string | null;

  /** Signs the SMS and redeem callbacks (HMAC-SHA256, `x-engage-signature`); shown on the coupon. */
  @Column({ name: 'callback_secret', type: 'varchar', length: 64 })
  callbackSecret: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reference: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reference2: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reference3: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reference4: string | null;
}
