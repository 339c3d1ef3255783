import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { SENDER_NAME_PATTERN } from '../../../config/app-config.js';
import { SENDER_REASON_MAX } from '../sender.entity.js';

/** 1 to 11 letters or digits, no spaces: what operators accept as an SMS sender. */
export const SenderNameField = () =>
  applyDecorators(
    ApiProperty({ example: 'MyShop', maxLength: 11, pattern: SENDER_NAME_PATTERN.source }),
    IsString(),
    IsNotEmpty(),
    Matches(SENDER_NAME_PATTERN, { message: 'validation.senderName' }),
  );

export class CreateSenderDto {
  @SenderNameField()
  name: string;
}

export class RejectSenderDto {
  @ApiProperty({ example: 'The name belongs to another brand', maxLength: SENDER_REASON_MAX })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(SENDER_REASON_MAX)
  reason: string;
}
