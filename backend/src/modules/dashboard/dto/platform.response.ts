import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty } from '../../../common/http/api-properties.js';

export class PlatformAccountRow {
  @IdProperty() accountId: string;
  @TextProperty() name: string;
  @ApiProperty({ description: 'SMS sent in the month' }) smsSub: number;
  @ApiProperty() delivered: number;
  @ApiProperty({ description: 'Credits its messages cost, refunds deducted' }) cost: number;
  @ApiProperty({ description: 'Credits bought in the month' }) creditsSold: number;
  @ApiProperty({ description: 'What those credits were sold for (THB)' }) revenue: number;
}

export class PlatformCreditsSold {
  @ApiProperty() credits: number;
  @ApiProperty({ description: 'THB' }) revenue: number;
  @ApiProperty({ description: 'Top-ups made' }) purchases: number;
}

export class PlatformQueue {
  @TextProperty({ example: 'sms' }) name: string;
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() delayed: number;
  @ApiProperty({ description: 'Jobs that gave up (kept for inspection)' }) failed: number;
}

export class PlatformResponse {
  @TextProperty({ example: '2026-11' }) month: string;
  @ApiProperty({
    type: [PlatformAccountRow],
    description: 'The 50 accounts with the most SMS or sales in the month, most SMS first',
  })
  accounts: PlatformAccountRow[];
  @ApiProperty({ type: PlatformCreditsSold }) creditsSold: PlatformCreditsSold;
  @ApiProperty({ description: 'Sender names waiting for approval' }) sendersPending: number;
  @ApiProperty({ type: [PlatformQueue], nullable: true, description: 'Null when Redis does not answer' })
  queues: PlatformQueue[] | null;
}
