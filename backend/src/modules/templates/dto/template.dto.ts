import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { NameField, Nullable, ReadOnlyFields } from '../../../common/validation/fields.js';
import { SENDER_NAME } from '../../senders/sender.entity.js';
import { TEMPLATE_MESSAGE_MAX } from '../template.entity.js';

export class CreateTemplateDto {
  @NameField(120)
  name: string;

  @Nullable()
  @Matches(SENDER_NAME, { message: 'validation.senderName' })
  senderName?: string | null;

  @ApiProperty({ example: 'Hello {{firstName}}, your order has shipped', maxLength: TEMPLATE_MESSAGE_MAX })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\r\n/g, '\n') : value))
  @IsString()
  @IsNotEmpty({ message: 'validation.messageRequired' })
  @MaxLength(TEMPLATE_MESSAGE_MAX)
  message: string;
}

@ReadOnlyFields(
  'id',
  'accountId',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'encoding',
  'characters',
  'parts',
  'forcedBy',
  'variables',
)
export class UpdateTemplateDto extends PartialType(CreateTemplateDto) {}
