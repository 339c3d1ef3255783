import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { MESSAGE_STATUSES, type Message, type MessageStatus } from '../message.entity.js';

export class SentMessageResponse {
  @IdProperty() id: string;
  @IdProperty({ nullable: true }) broadcastId: string | null;
  @ApiProperty({ type: 'integer', description: 'position in its send' }) seq: number;
  @TextProperty({ example: '+66812345678' }) mobile: string;
  @TextProperty() senderName: string;
  @TextProperty() text: string;
  @ApiProperty({ enum: ['gsm7', 'ucs2'] }) encoding: string;
  @ApiProperty({ enum: MESSAGE_STATUSES }) status: MessageStatus;
  @ApiProperty({ type: 'integer' }) parts: number;
  @ApiProperty({ type: 'integer' }) credits: number;
  @ApiProperty({ description: 'its credits went back to the account' }) refunded: boolean;
  @TextProperty({ nullable: true }) providerMessageId: string | null;
  @TextProperty({ nullable: true, description: 'raw provider code' }) errorCode: string | null;
  @TextProperty({ nullable: true, description: 'the receipt stat word (DELIVRD, UNDELIV, …)' }) receiptStat: string | null;
  @TimestampProperty({ nullable: true }) submittedAt: Date | null;
  @TimestampProperty({ nullable: true }) doneAt: Date | null;
  @TimestampProperty() createdAt: Date;
}

export function sentMessageView(row: Message): SentMessageResponse {
  return {
    id: row.id,
    broadcastId: row.broadcastId,
    seq: row.seq,
    mobile: row.mobile,
    senderName: row.senderName,
    text: row.text,
    encoding: row.encoding,
    status: row.status,
    parts: row.parts,
    credits: row.credits,
    refunded: row.refunded,
    providerMessageId: row.providerMessageId,
    errorCode: row.errorCode,
    receiptStat: row.receiptStat,
    submittedAt: row.submittedAt,
    doneAt: row.doneAt,
    createdAt: row.createdAt,
  };
}
