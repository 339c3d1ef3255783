import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';

export const SMS_ENCODINGS = ['gsm7', 'ucs2'] as const;

/** A template with the live analysis of its message (common/sms/segments.ts). */
export class TemplateResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ example: 'Order ready' }) name: string;
  @TextProperty({ nullable: true, example: 'MyShop' }) senderName: string | null;
  @TextProperty({ example: 'Hello {{firstName}}, your order is ready.' }) message: string;
  @ApiProperty({
    enum: SMS_ENCODINGS,
    enumName: 'SmsEncoding',
    description: 'GSM-7, or UCS-2 once any character is outside GSM-7',
  })
  encoding: (typeof SMS_ENCODINGS)[number];
  @ApiProperty({ type: 'integer', description: 'characters as a person counts them' }) characters: number;
  @ApiProperty({ type: 'integer', description: 'SMS parts the text takes as written (before variables are filled)' })
  parts: number;
  @TextProperty({ nullable: true, description: 'the first character that made the message UCS-2', example: 'ก' }) forcedBy:
    string | null;
  @TimestampProperty({ nullable: true, description: 'set while the template is in the Deleted list' }) deletedAt: Date | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

export class TemplateVariableResponse {
  @TextProperty({ example: 'firstName', description: 'used as {{firstName}}' }) key: string;
  @TextProperty({
    example: 'app.templates.variables.firstName',
    description: 'a translation key for built-in fields, else the field’s own name',
  })
  label: string;
}

export class TemplateVariablesResponse {
  @ApiProperty({ type: [TemplateVariableResponse] }) variables: TemplateVariableResponse[];
}
