import { ApiProperty } from '@nestjs/swagger';
import { IdProperty, TextProperty, TimestampProperty } from '../../../common/http/api-properties.js';
import {
  GAME_STATUSES,
  GAME_THEMES,
  GAME_TYPES,
  GAME_VERIFY_TYPES,
  gameStatusAt,
  type Game,
  type GameStatus,
  type GameTheme,
  type GameType,
  type GameVerifyType,
} from '../game.entity.js';

export class GameResponse {
  @IdProperty() id: string;
  @IdProperty() accountId: string;
  @TextProperty() gameName: string;
  @ApiProperty({ enum: GAME_TYPES, enumName: 'GameType' }) gameType: GameType;
  @ApiProperty({ enum: [...GAME_STATUSES, 'ended'], enumName: 'GameStatus', description: 'ended once gameEndDate has passed' })
  gameStatus: GameStatus;
  @TimestampProperty() gameStartDate: Date;
  @TimestampProperty() gameEndDate: Date;
  @ApiProperty({ enum: GAME_VERIFY_TYPES, enumName: 'GameVerifyType' }) verifyType: GameVerifyType;
  @ApiProperty({ type: 'integer' }) gameReplay: number;
  @TextProperty({ nullable: true }) nextPageUrl: string | null;
  @TextProperty({ description: 'sanitised HTML' }) condition: string;
  @TextProperty({ description: 'the player page: /g/<gameCode>' }) gameCode: string;
  @ApiProperty({ enum: GAME_THEMES, enumName: 'GameTheme' }) themeBackground: GameTheme;
  @TextProperty() backgroundColor: string;
  @ApiProperty({ type: 'integer' }) backgroundType: number;
  @ApiProperty({ type: 'integer' }) buttonType: number;
  @TextProperty() btnBgColor: string;
  @TextProperty() wordBtn: string;
  @TextProperty() fontColor: string;
  @TextProperty() wheelColor: string;
  @ApiProperty({ type: 'integer' }) scratchPercentage: number;
  @IdProperty({ nullable: true }) logoImg: string | null;
  @IdProperty({ nullable: true }) btnImg: string | null;
  @IdProperty({ nullable: true }) scratchImg: string | null;
  @IdProperty({ nullable: true }) backgroundImg: string | null;
  @IdProperty({ nullable: true }) previewImg: string | null;
  @IdProperty({ nullable: true, description: 'the OTP application that sends a phone game’s codes; none: the platform’s' })
  otpAppId: string | null;
  @IdProperty({ nullable: true, description: 'the tag the players carry as people of the account' }) tagId: string | null;
  @TimestampProperty() createdAt: Date;
  @TimestampProperty() updatedAt: Date;
}

/** A game as the console shows it: its status as players meet it now. */
export function gameView(game: Game, now = new Date()): GameResponse {
  return { ...game, gameStatus: gameStatusAt(game, now) };
}
