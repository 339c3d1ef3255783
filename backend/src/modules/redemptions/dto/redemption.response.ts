import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { REDEMPTION_CHANNELS, REDEMPTION_STATUSES, type RedemptionChannel, type RedemptionStatus } from '../redemption.entity.js';
import { CODE_STATES, REDEEM_RESULTS, type CodeState, type RedeemResult } from '../redemption-rules.js';

/** A row of the sale list. */
export class RedemptionResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @IdProperty() couponId: string;
  @TextProperty({ nullable: true, description: 'the coupon’s name' }) couponName: string | null;
  @IdProperty() couponCodeId: string;
  @TextProperty({ example: 'NY7KQ2PX' }) code: string;
  @IdProperty({ nullable: true }) campaignId: string | null;
  @ApiProperty({ enum: REDEMPTION_CHANNELS, enumName: 'RedemptionChannel' }) channel: RedemptionChannel;
  @ApiProperty({ enum: REDEMPTION_STATUSES, enumName: 'RedemptionStatus' }) status: RedemptionStatus;
  @IdProperty({ nullable: true, description: 'the staff member who redeemed it' }) userId: string | null;
  @TextProperty({ nullable: true, description: 'the staff member’s name' }) userName: string | null;
  @TextProperty({ nullable: true }) branch: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 350.5 }) saleAmount: number | null;
  @TextProperty({ nullable: true }) reference: string | null;
  @TextProperty({ nullable: true, example: '081-XXX-5678', description: 'masked' }) mobile: string | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

/** Both redeem channels answer this (HTTP 200 whatever the result). */
export class RedeemResponse {
  @ApiProperty({ enum: REDEEM_RESULTS, enumName: 'RedeemResult' }) result: RedeemResult;
  @TextProperty({ description: 'the result in the caller’s language (Accept-Language)' }) message: string;
  @ApiProperty({ type: RedemptionResponse, nullable: true, description: 'the redemption when redeemed (or the first one, repeated with its Idempotency-Key)' })
  redemption: RedemptionResponse | null;
}

/** Key verification's card of a code. */
export class CodeLookupResponse {
  @IdProperty() id: string;
  @TextProperty() code: string;
  @IdProperty() couponId: string;
  @TextProperty() couponName: string;
  @ApiProperty({ enum: CODE_STATES, enumName: 'CouponCodeState' }) state: CodeState;
  @ApiProperty({ type: 'integer' }) redeemed: number;
  @ApiProperty({ type: 'integer' }) useMaxRedeem: number;
  @TimestampProperty() validFrom: Date;
  @TimestampProperty() validUntil: Date;
  @TextProperty({ nullable: true, example: '081-XXX-5678' }) maskedMobile: string | null;
  @ApiProperty({ description: 'only the customer may redeem it (verifyType self): staff cannot' }) selfOnly: boolean;
  @ApiProperty({ type: [RedemptionResponse] }) redemptions: RedemptionResponse[];
}

export class PublicLandingPage {
  @TextProperty() landingpage_name: string;
  @TextProperty({ description: 'sanitised rich content' }) landingpage_detail: string;
}

/** What the customer's coupon page shows. */
export class PublicCouponResponse {
  @TextProperty() token: string;
  @TextProperty() code: string;
  @TextProperty() couponName: string;
  @TextProperty({ nullable: true }) couponImg: string | null;
  @TextProperty({ description: 'sanitised HTML' }) condition: string;
  @ApiProperty() checkedRedeemBtn: boolean;
  @TextProperty() buttonText: string;
  @TextProperty() textColor: string;
  @TextProperty() buttonColor: string;
  @TimestampProperty() validFrom: Date;
  @TimestampProperty() validUntil: Date;
  @ApiProperty({ enum: CODE_STATES, enumName: 'CouponCodeState' }) state: CodeState;
  @ApiProperty({ type: 'integer' }) redeemed: number;
  @ApiProperty({ type: 'integer' }) useMaxRedeem: number;
  @ApiProperty({ description: 'the page checks the phone by OTP before redeeming' }) phoneNumber: boolean;
  @ApiProperty({ description: 'no redeem button: the customer shows the code to staff' }) staffOnly: boolean;
  @TextProperty({ nullable: true, example: '081-XXX-5678' }) maskedMobile: string | null;
  @TextProperty() accountName: string;
  @ApiProperty({ type: PublicLandingPage, nullable: true }) landingPage: PublicLandingPage | null;
}
