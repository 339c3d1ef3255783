import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { MESSAGE_STATUSES, type MessageStatus } from '../../messages/message.entity.js';
import type { SentMessageResponse } from '../../messages/dto/message.response.js';

/** One message as the public API shows it. */
export class SmsStatusResponse {
  @IdProperty() id: string;
  @TextProperty({ example: '+66812345678', description: 'E.164' }) to: string;
  @ApiProperty({
    enum: MESSAGE_STATUSES,
    description: 'pending → submitted (with the operator) → delivered, undelivered, rejected or expired',
  })
  status: MessageStatus;
  @ApiProperty({ type: 'integer', example: 1 }) parts: number;
  @ApiProperty({ type: 'integer', example: 1 }) credits: number;
  @TimestampProperty({ nullable: true }) submittedAt: Date | null;
  @TimestampProperty({ nullable: true, description: 'when it became final' }) doneAt: Date | null;
  @TextProperty({ nullable: true, description: 'the operator’s code when refused or undelivered' }) errorCode: string | null;
}

export function smsStatusView(message: SentMessageResponse): SmsStatusResponse {
  return {
    id: message.id,
    to: message.mobile,
    status: message.status,
    parts: message.parts,
    credits: message.credits,
    submittedAt: message.submittedAt,
    doneAt: message.doneAt,
    errorCode: message.errorCode,
  };
}
