import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { templateVariables } from '../../../common/sms/render.js';
import { analyzeText } from '../../../common/sms/segments.js';
import type { Template } from '../template.entity.js';

export class TemplateResponse {
  @IdProperty() id: string;
  @TextProperty() name: string;
  @TextProperty({ nullable: true }) senderName: string | null;
  @TextProperty() message: string;
  @ApiProperty({ enum: ['gsm7', 'ucs2'] }) encoding: string;
  @ApiProperty({ type: 'integer' }) characters: number;
  @ApiProperty({ type: 'integer' }) parts: number;
  @TextProperty({ nullable: true, description: 'the first character that made it UCS-2' }) forcedBy: string | null;
  @ApiProperty({ type: [String], description: 'the variables it uses' }) variables: string[];
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deletedAt: Date | null;
}

export class TemplateVariableResponse {
  @TextProperty({ example: 'firstName' }) key: string;
  @TextProperty({ example: 'First name' }) label: string;
}

export class TemplateVariablesResponse {
  @ApiProperty({ type: [TemplateVariableResponse] }) variables: TemplateVariableResponse[];
}

export function templateView(row: Template): TemplateResponse {
  const { encoding, characters, parts, forcedBy } = analyzeText(row.message);
  const { id, name, senderName, message, createdAt, updatedAt, deletedAt } = row;
  return {
    id,
    name,
    senderName,
    message,
    encoding,
    characters,
    parts,
    forcedBy,
    variables: templateVariables(message),
    createdAt,
    updatedAt,
    deletedAt,
  };
}
