import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsDate, IsIn, IsString, IsUrl, IsUUID, Matches, MaxLength } from 'class-validator';
import { SENDER_NAME_PATTERN } from '../../../config/app-config.js';
import {
  CSS_COLOR,
  HTTP_URL_OPTIONS,
  IntField,
  NameField,
  Nullable,
  Optional,
  ReadOnlyFields,
  toDate,
} from '../../../common/validation/fields.js';
import { COUPON_STATUSES, COUPON_VERIFY_TYPES, type CouponStatus, type CouponVerifyType } from '../coupon.entity.js';

/** Most codes one coupon may have. */
export const COUPON_USE_MAX = 10_000_000;
/** Characters of the rich-text condition as sent (before sanitising). */
export const CONDITION_MAX = 20_000;

/** The specification's coupon creation form: information, SMS setting, setting, reference. */
export class CreateCouponDto {
  // Information
  @NameField(200)
  couponName: string;

  @Nullable()
  @IsString()
  @MaxLength(2000)
  @IsUrl(HTTP_URL_OPTIONS, { message: 'validation.url' })
  @ApiProperty({
    required: false,
    nullable: true,
    example: 'https://cdn.example.com/coupon.png',
    description: 'the coupon image, an http(s) URL',
  })
  couponImg?: string | null;

  @Optional()
  @IsBoolean({ message: 'validation.boolean' })
  @ApiProperty({ required: false, default: true })
  checkedRedeemBtn?: boolean;

  @Optional()
  @IsString()
  @MaxLength(30, { message: 'validation.maxLength' })
  @ApiProperty({ required: false, default: 'REDEEM' })
  buttonText?: string;

  @Optional()
  @IsString()
  @Matches(CSS_COLOR, { message: 'validation.color' })
  @ApiProperty({ required: false, default: 'white' })
  textColor?: string;

  @Optional()
  @IsString()
  @Matches(CSS_COLOR, { message: 'validation.color' })
  @ApiProperty({ required: false, default: '#01A9F4' })
  buttonColor?: string;

  @Optional()
  @IsString()
  @MaxLength(CONDITION_MAX, { message: 'validation.maxLength' })
  @ApiProperty({
    required: false,
    description: 'rich text (HTML), sanitised: scripts, event handlers and unknown tags are removed',
  })
  condition?: string;

  @Nullable()
  @IsUUID('all', { message: 'validation.uuid' })
  @ApiProperty({
    required: false,
    nullable: true,
    format: 'uuid',
    description: 'a landing page of the account, shown on the coupon’s page above the code',
  })
  landingPageId?: string | null;

  // SMS setting
  @Nullable()
  @IsString()
  @Matches(SENDER_NAME_PATTERN, { message: 'validation.senderName' })
  @ApiProperty({ required: false, nullable: true, example: 'MyShop', description: 'an approved sender name of the account' })
  senderName?: string | null;

  @Optional()
  @IsString()
  @MaxLength(2000, { message: 'validation.maxLength' })
  @ApiProperty({
    required: false,
    example: 'Your coupon {{couponCode}}: {{couponLink}}',
    description: 'may hold {{couponLink}}, {{couponCode}} and person fields',
  })
  message?: string;

  @Nullable()
  @IsString()
  @MaxLength(500, { message: 'validation.maxLength' })
  description?: string | null;

  // Setting
  @Nullable(Number)
  @IntField({ min: 1, max: 3650 })
  @ApiProperty({ required: false, nullable: true, description: 'days a code stays valid once sent; null: until endDate' })
  expireCoupon?: number | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-01T00:00:00+07:00' })
  @toDate
  @IsDate({ message: 'validation.dateTime' })
  startDate: Date;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-31T23:59:59+07:00', description: 'after startDate' })
  @toDate
  @IsDate({ message: 'validation.dateTime' })
  endDate: Date;

  @Nullable()
  @IsUUID('all', { message: 'validation.uuid' })
  @ApiProperty({ required: false, nullable: true, format: 'uuid', description: 'a coupon book of the account' })
  couponBookId?: string | null;

  @Optional()
  @IsString()
  @Matches(/^[A-Z2-9]{0,6}$/, { message: 'validation.couponCodePrefix' })
  @ApiProperty({ required: false, example: 'NY', description: 'up to 6 of A–Z and 2–9' })
  couponCodePrefix?: string;

  @IntField({ min: 1, max: COUPON_USE_MAX })
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: COUPON_USE_MAX,
    example: 1000,
    description: 'how many codes the coupon has',
  })
  useMax: number;

  @Optional()
  @IntField({ min: 1, max: 1000 })
  @ApiProperty({ type: 'integer', required: false, default: 1, description: 'how often one code may be redeemed' })
  useMaxRedeem?: number;

  @Optional()
  @IsIn(COUPON_VERIFY_TYPES, { message: 'validation.oneOf' })
  @ApiProperty({ enum: COUPON_VERIFY_TYPES, required: false, default: 'both' })
  verifyType?: CouponVerifyType;

  @Optional()
  @IsIn(COUPON_STATUSES, { message: 'validation.oneOf' })
  @ApiProperty({ enum: COUPON_STATUSES, required: false, default: 'draft' })
  status?: CouponStatus;

  @Optional()
  @IsBoolean({ message: 'validation.boolean' })
  @ApiProperty({ required: false, default: true, description: 'a code is redeemed once at most' })
  oneTimeCoupon?: boolean;

  @Optional()
  @IsBoolean({ message: 'validation.boolean' })
  @ApiProperty({ required: false, default: true })
  shortenUrl?: boolean;

  // Reference
  @Nullable()
  @IsString()
  @MaxLength(500)
  @IsUrl(HTTP_URL_OPTIONS, { message: 'validation.url' })
  @ApiProperty({ required: false, nullable: true })
  smsCallbackURL?: string | null;

  @Nullable()
  @IsString()
  @MaxLength(500)
  @IsUrl(HTTP_URL_OPTIONS, { message: 'validation.url' })
  @ApiProperty({ required: false, nullable: true })
  redeemCallbackURL?: string | null;

  @Nullable()
  @IsString()
  @MaxLength(200, { message: 'validation.maxLength' })
  reference?: string | null;

  @Nullable()
  @IsString()
  @MaxLength(200, { message: 'validation.maxLength' })
  reference2?: string | null;

  @Nullable()
  @IsString()
  @MaxLength(200, { message: 'validation.maxLength' })
  reference3?: string | null;

  @Nullable()
  @IsString()
  @MaxLength(200, { message: 'validation.maxLength' })
  reference4?: string | null;
}

@ReadOnlyFields('id', 'accountId', 'codeLength', 'codes', 'callbackSecret', 'createdAt', 'updatedAt')
export class UpdateCouponDto extends PartialType(CreateCouponDto, { skipNullProperties: false }) {}
