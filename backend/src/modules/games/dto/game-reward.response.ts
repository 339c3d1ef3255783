import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { REWARD_TYPES, type GameReward, type RewardType } from '../game-reward.entity.js';

export class GameRewardResponse {
  @IdProperty() id: string;
  @IdProperty({ description: 'the same as id: the specification names it so' }) reId: string;
  @IdProperty() accountId: string;
  @IdProperty() gameId: string;
  @TextProperty() reName: string;
  @ApiProperty({ type: 'integer' }) reQty: number;
  @ApiProperty({ type: 'integer', description: 'left to win' }) reBalance: number;
  @ApiProperty({ type: 'integer', description: 'won so far' }) reUsed: number;
  @ApiProperty({ enum: REWARD_TYPES }) reType: RewardType;
  @IdProperty({ nullable: true }) reCampaignId: string | null;
  @ApiProperty() reChanceRate: number;
  @ApiProperty() reIsActive: boolean;
  @ApiProperty() reIsRedeem: boolean;
  @TimestampProperty({ nullable: true }) startDate: Date | null;
  @TimestampProperty({ nullable: true }) endDate: Date | null;
  @IdProperty({ nullable: true }) imageDisplay: string | null;
  @TextProperty({ nullable: true }) backgroundColor: string | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

export function rewardView(reward: GameReward): GameRewardResponse {
  return { ...reward, reId: reward.id };
}
