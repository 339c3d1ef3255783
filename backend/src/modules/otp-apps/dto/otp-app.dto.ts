import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, IsUrl, Matches, Max, MaxLength, Min } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { SENDER_NAME_PATTERN } from '../../../config/app-config.js';
import { NameField, Nullable, Optional, ReadOnlyFields } from '../../../common/validation/fields.js';
import { OTP_CONTENT_MAX, OTP_NOTIFY_TYPES, type OtpNotifyType } from '../otp-app.entity.js';

/** A whole number within the rule of the specification, with that rule's own message. */
const Within = (min: number, max: number, message: string, example: number) =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: min, maximum: max, example }),
    Transform(({ value }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value)),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );

export class CreateOtpAppDto {
  @NameField(80)
  name: string;

  @ApiProperty({ example: 'MyShop', description: 'an approved sender name of the account' })
  @IsString()
  @Matches(SENDER_NAME_PATTERN, { message: 'validation.senderName' })
  sender: string;

  @Optional()
  @Within(4, 8, 'validation.otpPinLength', 6)
  pinLength?: number;

  @Nullable()
  @IsString()
  @Matches(/^[0-9A-Z]{1,3}$/, { message: 'validation.otpPrefix' })
  prefix?: string | null;

  @Optional()
  @Within(60, 660, 'validation.otpExpire', 300)
  expireSeconds?: number;

  @Optional()
  @Within(1, 10, 'validation.otpMaxFail', 5)
  maxFail?: number;

  @Nullable()
  @IsString()
  @MaxLength(500)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: 'validation.url' })
  notifyUrl?: string | null;

  @Optional()
  @ApiProperty({ enum: OTP_NOTIFY_TYPES, required: false, description: 'verified: successes only; all: every verify outcome' })
  @IsIn(OTP_NOTIFY_TYPES, { message: 'validation.oneOf' })
  notifyType?: OtpNotifyType;

  @Nullable()
  @IsString()
  @MaxLength(500)
  callbackData?: string | null;

  @ApiProperty({
    example: 'Your MyShop code is {otp} (ref {ref}). Do not share it.',
    maxLength: OTP_CONTENT_MAX,
    description: 'must hold {otp}; may hold {ref}',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(OTP_CONTENT_MAX)
  content: string;

  @Optional()
  @ApiProperty({ required: false, description: 'numbers outside Thailand allowed' })
  @IsBoolean({ message: 'validation.boolean' })
  allowInternational?: boolean;

  @Optional()
  @Within(1, 1000, 'validation.integer', 10)
  dailyCapPerPhone?: number;

  @Optional()
  @Within(1, 10_000_000, 'validation.integer', 10000)
  dailyCap?: number;

  @Optional()
  @ApiProperty({ required: false })
  @IsBoolean({ message: 'validation.boolean' })
  enabled?: boolean;
}

@ReadOnlyFields('id', 'accountId', 'notifySecret', 'createdAt', 'updatedAt')
export class UpdateOtpAppDto extends PartialType(CreateOtpAppDto, { skipNullProperties: false }) {}
