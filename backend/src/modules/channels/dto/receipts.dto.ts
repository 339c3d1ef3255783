import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsISO8601, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { RECEIPTS_PER_CALL } from '../../../common/sms/http-provider.js';
import { Nullable } from '../../../common/validation/fields.js';

export class ReceiptDto {
  @ApiProperty({
    example: 'a1b2c3d4',
    maxLength: 64,
    description: 'the provider’s id of the message, as its submit answer gave it',
  })
  @IsString()
  @Matches(/^[\x21-\x7e]{1,64}$/, { message: 'validation.invalid' })
  id: string;

  @ApiProperty({ example: 'DELIVRD', description: 'the SMPP receipt word: DELIVRD, UNDELIV, EXPIRED, REJECTD, DELETED, UNKNOWN' })
  @IsString()
  @Matches(/^[A-Z]{1,16}$/, { message: 'validation.invalid' })
  status: string;

  @Nullable()
  @IsString()
  @MaxLength(16)
  err?: string | null;

  @Nullable()
  @IsISO8601({ strict: true }, { message: 'validation.dateTime' })
  doneAt?: string | null;
}

/** What an HTTP provider posts to a channel's receipt webhook (docs/messaging.md). */
export class ReceiptsWebhookDto {
  @ApiProperty({ type: [ReceiptDto], maxItems: RECEIPTS_PER_CALL })
  @IsArray()
  @ArrayMaxSize(RECEIPTS_PER_CALL, { message: 'validation.invalid' })
  @ValidateNested({ each: true })
  @Type(() => ReceiptDto)
  receipts: ReceiptDto[];
}

export class ReceiptsAcceptedResponse {
  @ApiProperty({ type: 'integer', description: 'receipts queued for the worker' }) accepted: number;
}
