import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty } from '../../../common/http/api-properties.js';

/** The figures of a period: the specification's names (Home dashboard). */
export class DashboardFigures {
  @ApiProperty({ description: 'SMS sent: messages written for sends, in every state', example: 1200 })
  smsSub: number;

  @ApiProperty({ description: 'Delivered, in percent of the messages that reached a final state (two decimals)', example: 96.5 })
  deliRate: number;

  @ApiProperty({
    description: 'Credits the messages cost, OTP codes included, refunds deducted: what the ledger took',
    example: 1310,
  })
  cost: number;

  @ApiProperty({ type: 'integer', description: 'OTP codes sent (paid ones, resends included)', example: 40 })
  otpSub: number;

  @ApiProperty({ description: 'Credits the OTP codes cost, refunds deducted (part of cost)', example: 40 })
  otpCost: number;

  @ApiProperty({ example: 1100 }) delivered: number;
  @ApiProperty({ description: 'Refused by the operator', example: 10 }) rejected: number;
  @ApiProperty({ description: 'Waiting to be sent or sent and waiting for a receipt', example: 50 }) progress: number;
  @ApiProperty({ description: 'Undelivered or expired', example: 40 }) undelivered: number;
  @ApiProperty({ type: 'integer', description: 'Coupon codes given to recipients', example: 500 }) coupon: number;
  @ApiProperty({ type: 'integer', description: 'Coupon pages opened (first open of each code)', example: 320 }) open: number;
  @ApiProperty({ type: 'integer', description: 'Coupon redemptions', example: 75 }) redeem: number;
}

export class DashboardDay extends DashboardFigures {
  @TextProperty({ example: '2026-11-24', description: 'ICT day' })
  day: string;
}

export class DashboardResponse extends DashboardFigures {
  @TextProperty({ example: '2026-11' })
  month: string;

  @IdProperty({ nullable: true, description: 'The account shown; null for every account (staff)' })
  accountId: string | null;

  @ApiProperty({ type: [DashboardDay], description: 'Every day of the month, in order' })
  days: DashboardDay[];
}
