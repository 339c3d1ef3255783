import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDate, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Nullable } from '../../../common/validation/fields.js';
import { DIRECT_SEND_MAX } from '../../broadcasts/direct-sends.service.js';
import { toDate } from '../../../common/validation/fields.js';

export class SendSmsDto {
  @ApiProperty({ example: 'MyShop', description: 'an approved sender name of the account' })
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,11}$/, { message: 'validation.senderName' })
  sender: string;

  @ApiProperty({
    oneOf: [
      { type: 'string', example: '0812345678' },
      { type: 'array', items: { type: 'string' }, maxItems: DIRECT_SEND_MAX },
    ],
    description: 'one number or up to 1,000, Thai mobiles in any usual writing',
  })
  @Transform(({ value }) => (typeof value === 'string' ? [value] : value))
  @IsArray({ message: 'validation.apiRecipientsRequired' })
  @ArrayMinSize(1, { message: 'validation.apiRecipientsRequired' })
  @ArrayMaxSize(DIRECT_SEND_MAX, { message: 'validation.apiRecipientsMax' })
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  to: string[];

  @ApiProperty({ example: 'Your order 1234 has shipped', maxLength: 2000 })
  @IsString()
  @IsNotEmpty({ message: 'validation.apiMessageRequired' })
  @MaxLength(2_000)
  message: string;

  @Nullable()
  @ApiProperty({
    type: String,
    format: 'date-time',
    required: false,
    nullable: true,
    description: 'send later (ISO 8601); now when left out',
  })
  @toDate
  @IsDate({ message: 'validation.dateTime' })
  scheduledAt?: Date | null;
}
