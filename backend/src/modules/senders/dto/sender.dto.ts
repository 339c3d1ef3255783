import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { SENDER_NAME } from '../sender.entity.js';

export class CreateSenderDto {
  @ApiProperty({ example: 'MyShop', maxLength: 11, pattern: SENDER_NAME.source })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @Matches(SENDER_NAME, { message: 'validation.senderName' })
  name: string;
}

export class RejectSenderDto {
  @ApiProperty({ example: 'The brand name does not match the company', maxLength: 500 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'validation.reasonRequired' })
  @MaxLength(500)
  reason: string;
}
