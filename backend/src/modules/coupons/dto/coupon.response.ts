import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { COUPON_STATUSES, COUPON_VERIFY_TYPES, type Coupon, type CouponStatus, type CouponVerifyType } from '../coupon.entity.js';

export class CouponCodeCounts {
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer', description: 'not given to anyone yet' }) available: number;
  @ApiProperty({ type: 'integer', description: 'sent to a recipient' }) issued: number;
  @ApiProperty({ type: 'integer', description: 'redeemed at least once' }) redeemed: number;
}

export class CouponResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty() couponName: string;
  @TextProperty({ nullable: true }) couponImg: string | null;
  @ApiProperty() checkedRedeemBtn: boolean;
  @TextProperty() buttonText: string;
  @TextProperty() textColor: string;
  @TextProperty() buttonColor: string;
  @TextProperty({ description: 'sanitised HTML' }) condition: string;
  @IdProperty({ nullable: true, description: 'the landing page shown on the coupon’s page' }) landingPageId: string | null;
  @TextProperty({ nullable: true }) senderName: string | null;
  @TextProperty() message: string;
  @TextProperty({ nullable: true }) description: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) expireCoupon: number | null;
  @TimestampProperty() startDate: Date;
  @TimestampProperty() endDate: Date;
  @IdProperty({ nullable: true }) couponBookId: string | null;
  @TextProperty() couponCodePrefix: string;
  @ApiProperty({ type: 'integer' }) useMax: number;
  @ApiProperty({ type: 'integer' }) useMaxRedeem: number;
  @ApiProperty({ enum: COUPON_VERIFY_TYPES, enumName: 'CouponVerifyType' }) verifyType: CouponVerifyType;
  @ApiProperty({ enum: COUPON_STATUSES, enumName: 'CouponStatus' }) status: CouponStatus;
  @ApiProperty() oneTimeCoupon: boolean;
  @ApiProperty() shortenUrl: boolean;
  @ApiProperty({ type: 'integer', description: 'characters of each code after the prefix' }) codeLength: number;
  @TextProperty({ nullable: true }) smsCallbackURL: string | null;
  @TextProperty({ nullable: true }) redeemCallbackURL: string | null;
  @TextProperty({
    nullable: true,
    description:
      'signs the SMS and redeem callbacks (HMAC-SHA256, `x-engage-signature`); on one coupon for admins, null in lists and for other roles',
  })
  callbackSecret: string | null;
  @TextProperty({ nullable: true }) reference: string | null;
  @TextProperty({ nullable: true }) reference2: string | null;
  @TextProperty({ nullable: true }) reference3: string | null;
  @TextProperty({ nullable: true }) reference4: string | null;
  @ApiProperty({ type: CouponCodeCounts, nullable: true, description: 'on one coupon; null in lists' })
  codes: CouponCodeCounts | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

/** `withSecret`: the caller may see what signs the coupon's callbacks (an admin). */
export function couponView(coupon: Coupon, codes: CouponCodeCounts | null = null, withSecret = false): CouponResponse {
  const { callbackSecret, ...fields } = coupon;
  // The secret travels only to the one coupon's page, never in lists or exports.
  return { ...fields, callbackSecret: codes && withSecret ? callbackSecret : null, codes };
}
