import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { COUPON_BOOK_STATUSES, type CouponBookStatus } from '../coupon-book.entity.js';

export class CouponBookResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: 'New Year 2027' }) name: string;
  @TextProperty({ nullable: true }) description: string | null;
  @TimestampProperty() startDate: Date;
  @TimestampProperty() endDate: Date;
  @ApiProperty({ enum: COUPON_BOOK_STATUSES, enumName: 'CouponBookStatus' }) status: CouponBookStatus;
  @ApiProperty({ type: 'integer', description: 'coupons in the book' }) couponCount: number;
  @ApiProperty({ type: 'integer', description: 'codes of those coupons' }) codeCount: number;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}
