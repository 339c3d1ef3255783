import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { AmountField, Nullable, ReadOnlyFields } from '../../../common/validation/fields.js';

/** A sale's amount in baht, to the satang, within the column's numeric(14,2). */
export const SALE_AMOUNT_MAX = 1_000_000_000;
/** A code as printed, with its prefix; typed in any case. */
const CODE = /^[A-Z0-9]{1,24}$/;

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const emptyAsNull = Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** Key verification: staff redeem a code at a branch with the sale it came with. */
export class RedeemCodeDto {
  @ApiProperty({ example: 'NY7KQ2PX', description: 'the code as printed (any case)' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString()
  @Matches(CODE, { message: 'validation.couponCode' })
  code: string;

  @Nullable()
  @emptyAsNull
  @IsString()
  @MaxLength(100, { message: 'validation.maxLength' })
  branch?: string | null;

  @ApiProperty({ type: Number, required: false, nullable: true, minimum: 0, maximum: SALE_AMOUNT_MAX, example: 350.5 })
  @IsOptional()
  @AmountField({ max: SALE_AMOUNT_MAX })
  saleAmount?: number | null;

  @Nullable()
  @emptyAsNull
  @IsString()
  @MaxLength(100, { message: 'validation.maxLength' })
  reference?: string | null;
}

/** The coupon page's redeem: the phone check, when its campaign asks for one. */
export class SelfRedeemDto {
  @ApiProperty({
    required: false,
    nullable: true,
    format: 'uuid',
    description: 'a verified phone check of the code’s number (POST …/otp, …/otp/verify)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'validation.phoneNotVerified' })
  otpToken?: string | null;
}

export class CouponOtpDto {
  @ApiProperty({ example: '0812345678', description: 'the number the coupon was sent to' })
  @trimmed
  @IsString()
  @MaxLength(20)
  mobile: string;
}

export class CouponOtpVerifyDto {
  @ApiProperty({ format: 'uuid', description: 'the token of POST …/otp' })
  @IsUUID('all', { message: 'validation.uuid' })
  otpToken: string;

  @ApiProperty({ example: '123456', description: 'the digits the person typed' })
  @IsString()
  @Matches(/^\d{1,8}$/, { message: 'validation.otpCode' })
  code: string;
}

/** The lookup of key verification. */
export class LookupQuery {
  @ApiProperty({ example: 'NY7KQ2PX' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString()
  @Matches(CODE, { message: 'validation.couponCode' })
  code: string;
}

/**
 * A redemption changes only by being voided; react-admin sends the whole record, whose other
 * fields are read-only.
 */
@ReadOnlyFields(
  'id',
  'accountId',
  'couponId',
  'couponCodeId',
  'couponName',
  'code',
  'campaignId',
  'channel',
  'userId',
  'userName',
  'branch',
  'saleAmount',
  'reference',
  'mobile',
  'createdAt',
  'updatedAt',
)
export class UpdateRedemptionDto {
  @ApiProperty({ enum: ['voided'], description: 'voided: the use goes back to the code' })
  @IsIn(['voided'], { message: 'validation.oneOf' })
  status: 'voided';
}
