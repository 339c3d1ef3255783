import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { SENDER_NAME_PATTERN } from '../../../config/app-config.js';
import { NameField, Nullable, ReadOnlyFields } from '../../../common/validation/fields.js';
import { TEMPLATE_MESSAGE_MAX, TEMPLATE_NAME_MAX } from '../template.entity.js';

export class CreateTemplateDto {
  @NameField(TEMPLATE_NAME_MAX)
  name: string;

  @Nullable()
  @IsString()
  @Matches(SENDER_NAME_PATTERN, { message: 'validation.senderName' })
  senderName?: string | null;

  /** Kept as typed: spaces and line breaks are part of what is sent and counted. */
  @ApiProperty({ example: 'Hello {{firstName}}, your order is ready.', maxLength: TEMPLATE_MESSAGE_MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(TEMPLATE_MESSAGE_MAX)
  message: string;
}

/** Every field may be left out; the analysis fields react-admin sends back are dropped. */
@ReadOnlyFields('id', 'accountId', 'encoding', 'characters', 'parts', 'forcedBy', 'deletedAt', 'createdAt', 'updatedAt')
export class UpdateTemplateDto extends PartialType(CreateTemplateDto, { skipNullProperties: false }) {}
