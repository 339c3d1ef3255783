import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Nullable, Optional } from '../../../common/validation/fields.js';
import { IsThaiMobile } from '../../../common/validation/phone.js';
import { BLACKLIST_REASONS, BLACKLIST_SOURCE_MAX, type BlacklistReason } from '../blacklist.entity.js';

export const BlacklistReasonProperty = (options: { required?: boolean; default?: BlacklistReason } = {}) =>
  ApiProperty({ enum: BLACKLIST_REASONS, enumName: 'BlacklistReason', ...options });

export class CreateBlacklistEntryDto {
  /** Read in any usual writing; the service stores it in E.164. */
  @ApiProperty({ example: '081-234-5678', description: 'a Thai mobile: 0812345678, 081-234-5678, 66812345678 or +66812345678' })
  @IsString()
  @IsNotEmpty()
  @IsThaiMobile()
  mobile: string;

  @Optional()
  @BlacklistReasonProperty({ required: false, default: 'manual' })
  @IsIn(BLACKLIST_REASONS)
  reason?: BlacklistReason;

  @Nullable()
  @ApiProperty({ maxLength: BLACKLIST_SOURCE_MAX, example: 'Call centre request' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString()
  @MaxLength(BLACKLIST_SOURCE_MAX)
  source?: string | null;
}
