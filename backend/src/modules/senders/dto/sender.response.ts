import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { SENDER_STATUSES, type SenderStatus } from '../sender.entity.js';

export const SenderStatusProperty = () => ApiProperty({ enum: SENDER_STATUSES, enumName: 'SenderStatus' });

/** A sender name and where its request stands. */
export class SenderResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty({ nullable: true, description: 'the owning account, for staff’s queue across accounts' }) accountName:
    string | null;
  @TextProperty({ example: 'MyShop' }) name: string;
  @SenderStatusProperty() status: SenderStatus;
  @TextProperty({ nullable: true, description: 'why staff rejected it' }) reason: string | null;
  @TimestampProperty({ nullable: true }) decidedAt: Date | null;
  @IdProperty({ nullable: true, description: 'the staff member who decided' }) decidedBy: string | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

/** `GET /api/senders/usable`: the names a send may use now, for the compose form. */
export class UsableSendersResponse {
  @ApiProperty({ type: [String], example: ['MyShop', 'Engage'] }) names: string[];
}
