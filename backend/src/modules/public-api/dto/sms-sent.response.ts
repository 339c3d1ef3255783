import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty } from '../../../common/http/api-properties.js';
import type { RejectionReason } from '../../broadcasts/direct-sends.service.js';

export class SentSmsItem {
  @IdProperty({ description: 'ask GET /api/v1/sms/{id} for its status' }) id: string;
  @TextProperty({ example: '+66812345678', description: 'E.164' }) to: string;
  @ApiProperty({ type: 'integer', example: 1 }) parts: number;
  @ApiProperty({ type: 'integer', example: 1 }) credits: number;
}

export class RejectedSmsItem {
  @TextProperty({ example: '0812', description: 'as given (invalid) or in E.164' }) to: string;
  @ApiProperty({ enum: ['invalid', 'duplicate', 'blacklisted', 'notConsented'] }) reason: RejectionReason;
}

export class SmsSentResponse {
  @IdProperty({ description: 'the send these messages belong to (Broadcast in the console)' }) broadcastId: string;
  @ApiProperty({ type: 'integer', description: 'credits charged for all of them' }) credits: number;
  @ApiProperty({ type: [SentSmsItem] }) messages: SentSmsItem[];
  @ApiProperty({ type: [RejectedSmsItem], description: 'numbers that are not sent and cost nothing' })
  rejected: RejectedSmsItem[];
}
