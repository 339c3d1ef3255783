import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { IntField, NameField, Optional, ReadOnlyFields } from '../../../common/validation/fields.js';
import { CHANNEL_TYPES, DEST_FORMATS, type ChannelType, type DestFormat } from '../channel.entity.js';

export class CreateChannelDto {
  @NameField(80)
  name: string;

  @ApiProperty({ enum: CHANNEL_TYPES })
  @IsIn(CHANNEL_TYPES, { message: 'validation.oneOf' })
  type: ChannelType;

  @ApiProperty({ example: 'smsc.example.co.th' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @Matches(/^[A-Za-z0-9.-]+$/, { message: 'validation.host' })
  host: string;

  @IntField({ min: 1, max: 65535 })
  port: number;

  @ApiProperty({ example: 'engage01', maxLength: 16 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(16)
  systemId: string;

  @ApiProperty({ writeOnly: true, maxLength: 64, description: 'stored encrypted, never answered' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  password: string;

  @Optional()
  @IntField({ min: 1, max: 10_000 })
  tps?: number;

  @Optional()
  @IntField({ min: 1, max: 1_000 })
  window?: number;

  @Optional()
  @ApiProperty({ enum: DEST_FORMATS, required: false })
  @IsIn(DEST_FORMATS, { message: 'validation.oneOf' })
  destFormat?: DestFormat;

  @ApiProperty({ format: 'uuid', description: 'the account the channel serves' })
  @IsUUID('all', { message: 'validation.uuid' })
  accountId: string;
}

/** Leaving the password out keeps it. */
@ReadOnlyFields('id', 'createdAt', 'updatedAt', 'hasPassword', 'accountName', 'enabled', 'receiptUrl')
export class UpdateChannelDto extends PartialType(CreateChannelDto, { skipNullProperties: false }) {}
