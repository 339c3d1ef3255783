import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { SENDER_STATUSES, type Sender, type SenderStatus } from '../sender.entity.js';

export class SenderResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ nullable: true, description: 'the account name (staff see every account)' }) accountName: string | null;
  @TextProperty() name: string;
  @ApiProperty({ enum: SENDER_STATUSES }) status: SenderStatus;
  @TextProperty({ nullable: true }) reason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: Date | null;
  @TimestampProperty() createdAt: Date;
}

export class UsableSendersResponse {
  @ApiProperty({ type: [String], example: ['MyShop'] }) names: string[];
}

export function senderView(row: Sender & { account?: { name: string } }): SenderResponse {
  const { id, accountId, name, status, reason, decidedAt, createdAt } = row;
  return { id, accountId, accountName: row.account?.name ?? null, name, status, reason, decidedAt, createdAt };
}
