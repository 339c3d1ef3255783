import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import { GAME_STATUSES, GAME_VERIFY_TYPES, type GameStatus, type GameVerifyType } from '../game.entity.js';

const Count = (description: string) => ApiProperty({ type: 'integer', description });

/** Phones that played one of the games for the first time, by ICT days ending today (playerDetail). */
export class GameNewPlayersResponse {
  @Count('today') today: number;
  @Count('the last 7 days, today included') last7Days: number;
  @Count('the last 30 days, today included') last30Days: number;
}

/** The game dashboard list's totals (spec: Game dashboard totals), over the acting account's games. */
export class GameDashboardTotalsResponse {
  @Count('games of the account') totalGame: number;
  @Count('phones that played, each counted once per game') totalPlayer: number;
  @Count('rewards won') totalReward: number;
  @Count('games active now (not ended)') totalActive: number;
  @Count('games past their end date') totalExpired: number;
  @Count('games paused (not ended)') totalPause: number;
  @Count('plays of all the games') totalPlay: number;
  @ApiProperty({ type: GameNewPlayersResponse }) playerDetail: GameNewPlayersResponse;
}

/** A reward's share of the prizes given (rewardOutGraph). */
export class GameRewardOutResponse {
  @IdProperty() reId: string;
  @TextProperty() reName: string;
  @Count('stock in all') reQty: number;
  @Count('won') reUsed: number;
  @Count('left') reBalance: number;
}

/** A game's ICT day (rewardPerDayGraph). */
export class GameDayResponse {
  @ApiProperty({ type: String, format: 'date', description: 'ICT day' }) day: string;
  @Count('plays') plays: number;
  @Count('phones that played the game for the first time') players: number;
  @Count('rewards won') prizes: number;
}

export class GameTotalResponse {
  @Count('plays') plays: number;
  @Count('phones that played') players: number;
  @Count('rewards won') prizes: number;
}

/** A game's detail dashboard (spec: Game detail dashboard), its figures from the rollup kept by each play. */
export class GameDashboardResponse {
  @IdProperty() id: string;
  @TextProperty({ description: 'the game’s name' }) name: string;
  @TimestampProperty() game_start_date: Date;
  @TimestampProperty() game_end_date: Date;
  @ApiProperty({ enum: [...GAME_STATUSES, 'ended'] }) game_status: GameStatus;
  @Count('plays allowed per phone per ICT day') game_replay: number;
  @ApiProperty({ enum: GAME_VERIFY_TYPES }) game_verify: GameVerifyType;
  @Count('rewards won, all rewards together') reward_qty_out: number;
  @Count('stock of all the rewards') reward_qty: number;
  @ApiProperty({ type: [GameRewardOutResponse] }) rewardOutGraph: GameRewardOutResponse[];
  @ApiProperty({ type: [GameDayResponse], description: 'from the game’s first day to today or its last day, at most 366 days' })
  rewardPerDayGraph: GameDayResponse[];
  @ApiProperty({ type: GameTotalResponse }) total: GameTotalResponse;
}
