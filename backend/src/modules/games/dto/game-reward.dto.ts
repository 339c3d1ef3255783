import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsDate, IsIn, IsNumber, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import { CSS_COLOR, IntField, NameField, Nullable, Optional, ReadOnlyFields, toDate } from '../../../common/validation/fields.js';
import { REWARD_NAME_MAX, REWARD_TYPES, type RewardType } from '../game-reward.entity.js';

/** Most of one reward a game may hold. */
export const REWARD_QTY_MAX = 10_000_000;

/** The specification's reward (a modal on the game). */
export class CreateGameRewardDto {
  @NameField(REWARD_NAME_MAX)
  reName: string;

  @IntField({ max: REWARD_QTY_MAX })
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: REWARD_QTY_MAX,
    example: 10,
    description: 'the stock: how many players may win it',
  })
  reQty: number;

  @Optional()
  @IsIn(REWARD_TYPES, { message: 'validation.oneOf' })
  @ApiProperty({
    enum: REWARD_TYPES,
    required: false,
    default: 1,
    description: '1: a coupon (reCampaignId), 2: a prize without a code',
  })
  reType?: RewardType;

  @Nullable()
  @IsUUID('all', { message: 'validation.uuid' })
  @ApiProperty({
    required: false,
    nullable: true,
    format: 'uuid',
    description: "for reType 1: the account's coupon whose codes are given out",
  })
  reCampaignId?: string | null;

  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'validation.chanceRate' })
  @Min(0, { message: 'validation.chanceRate' })
  @Max(100, { message: 'validation.chanceRate' })
  @ApiProperty({
    example: 12.5,
    minimum: 0,
    maximum: 100,
    description: "percent, two decimals; the game's active rewards add up to at most 100",
  })
  reChanceRate: number;

  @Optional()
  @IsBoolean({ message: 'validation.boolean' })
  @ApiProperty({ required: false, default: true })
  reIsActive?: boolean;

  @Optional()
  @IsBoolean({ message: 'validation.boolean' })
  @ApiProperty({ required: false, default: false, description: 'redeemed at the shop' })
  reIsRedeem?: boolean;

  @Nullable()
  @toDate
  @IsDate({ message: 'validation.dateTime' })
  @ApiProperty({
    type: String,
    format: 'date-time',
    required: false,
    nullable: true,
    description: "the reward's own start, within the game's",
  })
  startDate?: Date | null;

  @Nullable()
  @toDate
  @IsDate({ message: 'validation.dateTime' })
  @ApiProperty({ type: String, format: 'date-time', required: false, nullable: true, description: 'after startDate' })
  endDate?: Date | null;

  @Nullable()
  @IsUUID('all', { message: 'validation.uuid' })
  @ApiProperty({ required: false, nullable: true, format: 'uuid', description: 'an image of the account (POST /api/images)' })
  imageDisplay?: string | null;

  @Nullable()
  @IsString()
  @Matches(CSS_COLOR, { message: 'validation.color' })
  @ApiProperty({ required: false, nullable: true, description: "the reward's segment or card colour" })
  backgroundColor?: string | null;
}

@ReadOnlyFields('id', 'reId', 'accountId', 'gameId', 'reBalance', 'reUsed', 'createdAt', 'updatedAt')
export class UpdateGameRewardDto extends PartialType(CreateGameRewardDto, { skipNullProperties: false }) {}
