import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDate,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { Nullable, Optional, toDate } from '../../../common/validation/fields.js';
import { BROADCAST_KINDS, type BroadcastKind } from '../sending-rules.js';
import { MAX_TYPED_RECIPIENTS, MISSING_VALUES, toPeople, type MissingValues } from '../sending-rules.js';

/** An ISO 8601 date-time with an offset as a Date; anything else stays as it is, for the validator to refuse. */

/**
 * A send as Quick Send composes it; `POST /api/broadcasts/analyze` and `POST /api/broadcasts`
 * take the same body. The message is typed (`message`) or a template's (`templateId`); the
 * audience is typed numbers (`recipients`), one uploaded file (`fileId`, its `phoneColumn`
 * and the columns that fill the message's variables), or the account's people (`allPeople`, or
 * `tagIds` and `groupIds`), whose fields fill the variables. Typed numbers that belong to people
 * of the account have their variables filled from those people too; `missingValues` says what a
 * recipient without a value gets.
 */
export class BroadcastInputDto {
  @ApiProperty({ example: 'MyShop', maxLength: 11 })
  @IsString()
  @IsNotEmpty()
  @Matches(/^[A-Za-z0-9]{1,11}$/, { message: 'validation.senderName' })
  senderName: string;

  @Optional()
  @ValidateIf((dto: BroadcastInputDto) => dto.templateId === undefined || dto.message !== undefined)
  @IsString()
  @IsNotEmpty({ message: 'validation.messageRequired' })
  @MaxLength(2_000)
  message?: string;

  @Optional()
  @IsUUID('all', { message: 'validation.uuid' })
  templateId?: string;

  @Optional()
  @ValidateIf((dto: BroadcastInputDto) => (dto.fileId === undefined && !toPeople(dto)) || dto.recipients !== undefined)
  @ApiProperty({ type: [String], required: false, example: ['0812345678', '+66 81-234-5679'] })
  @IsArray({ message: 'validation.recipientsRequired' })
  @ArrayMaxSize(MAX_TYPED_RECIPIENTS, { message: 'validation.tooManyTypedRecipients' })
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  recipients?: string[];

  @Optional()
  @IsUUID('all', { message: 'validation.uuid' })
  fileId?: string;

  /** The header of the file's phone column. */
  @Optional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  phoneColumn?: string;

  /** The people carrying any of these tags (with groupIds: or in any of those groups). */
  @Optional()
  @ApiProperty({ type: [String], format: 'uuid', required: false })
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: 'validation.uuid' })
  tagIds?: string[];

  /** The people in any of these groups, static or dynamic. */
  @Optional()
  @ApiProperty({ type: [String], format: 'uuid', required: false })
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: 'validation.uuid' })
  groupIds?: string[];

  /** Every person of the account. */
  @Optional()
  @IsBoolean()
  allPeople?: boolean;

  /** Message variable → the file column that fills it. */
  @Optional()
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { firstName: 'First name' } })
  @IsObject()
  variables?: Record<string, string>;

  /**
   * A recipient some variable of the message has no value for (a typed number of nobody in the
   * account, an empty field or cell): `empty` (the default) sends the variable empty, `fallback`
   * sends `fallbackValues`, `leaveOut` sends that recipient nothing.
   */
  @Optional()
  @IsIn(MISSING_VALUES, { message: 'validation.oneOf' })
  @ApiProperty({ enum: MISSING_VALUES, required: false, default: 'empty' })
  missingValues?: MissingValues;

  /** Variable → the value a recipient without one gets, when `missingValues` is `fallback`. */
  @Optional()
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { firstName: 'customer' } })
  @IsObject()
  fallbackValues?: Record<string, string>;

  @Optional()
  @IsBoolean()
  unsubscribeLink?: boolean;

  /** Each message carries a link where its reader accepts or declines marketing messages (a surcharge per receiver). */
  @Optional()
  @IsBoolean()
  eConsent?: boolean;

  /** Only people whose latest marketing consent with the account is "accepted" receive the send. */
  @Optional()
  @IsBoolean()
  consentedOnly?: boolean;

  /** ISO 8601 with its offset, e.g. 2026-12-01T10:00:00+07:00; null or absent sends now. */
  @Nullable()
  @toDate
  @IsDate({ message: 'validation.dateTime' })
  scheduledAt?: Date | null;

  @Optional()
  @IsIn(BROADCAST_KINDS, { message: 'validation.oneOf' })
  @ApiProperty({ enum: BROADCAST_KINDS, required: false, default: 'marketing' })
  kind?: BroadcastKind;

  @Nullable()
  @IsString()
  @MaxLength(500)
  description?: string | null;
}
