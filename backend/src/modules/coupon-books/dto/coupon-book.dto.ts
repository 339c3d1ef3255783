import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsDate, IsIn, IsString, MaxLength } from 'class-validator';
import { NameField, Nullable, Optional, ReadOnlyFields, toDate } from '../../../common/validation/fields.js';
import {
  COUPON_BOOK_DESCRIPTION_MAX,
  COUPON_BOOK_NAME_MAX,
  COUPON_BOOK_STATUSES,
  type CouponBookStatus,
} from '../coupon-book.entity.js';

export class CreateCouponBookDto {
  @NameField(COUPON_BOOK_NAME_MAX)
  name: string;

  @Nullable()
  @IsString()
  @MaxLength(COUPON_BOOK_DESCRIPTION_MAX, { message: 'validation.maxLength' })
  description?: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-01T00:00:00+07:00' })
  @toDate
  @IsDate({ message: 'validation.dateTime' })
  startDate: Date;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-31T23:59:59+07:00', description: 'after startDate' })
  @toDate
  @IsDate({ message: 'validation.dateTime' })
  endDate: Date;

  @Optional()
  @ApiProperty({ enum: COUPON_BOOK_STATUSES, required: false, default: 'active' })
  @IsIn(COUPON_BOOK_STATUSES, { message: 'validation.oneOf' })
  status?: CouponBookStatus;
}

@ReadOnlyFields('id', 'accountId', 'couponCount', 'codeCount', 'createdAt', 'updatedAt')
export class UpdateCouponBookDto extends PartialType(CreateCouponBookDto, { skipNullProperties: false }) {}
