import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { PLAY_RESULTS, PRIZE_SMS_STATES, type PlayResult, type PrizeSmsState } from '../game-play.entity.js';

/** A row of a game's report table: one play. */
export class GamePlayResponse {
  @IdProperty({ description: 'the play’s transactionId' }) id: string;
  @IdProperty() accountId: string;
  @IdProperty() gameId: string;
  @TextProperty({ description: 'E.164' }) mobile: string;
  @ApiProperty({ enum: PLAY_RESULTS }) result: PlayResult;
  @IdProperty({ nullable: true }) rewardId: string | null;
  @TextProperty({ nullable: true, description: 'the reward won, by its name now' }) reName: string | null;
  @TextProperty({ nullable: true, description: 'the code a coupon prize gave' }) couponCode: string | null;
  @TimestampProperty({ nullable: true, description: 'when that code was first redeemed (not voided)' }) redeemedAt: Date | null;
  @ApiProperty({ type: String, format: 'date', description: 'the ICT day of the play' }) playDay: string;
  @ApiProperty({ type: 'integer', description: 'the draw, 0 to 9,999 (hundredths of a percent)' }) draw: number;
  @TextProperty({ nullable: true }) clientAddress: string | null;
  @IdProperty({ nullable: true, description: 'the coupon code a coupon prize gave' }) couponCodeId: string | null;
  @ApiProperty({ enum: PRIZE_SMS_STATES, nullable: true, description: 'the coupon prize’s SMS; null when none is owed' })
  prizeSms: PrizeSmsState | null;
  @IdProperty({ nullable: true, description: 'the send that carried the prize’s SMS' }) prizeBroadcastId: string | null;
  @TimestampProperty({ description: 'when it was played' }) createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}
