import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/fields.js';
import { PLAY_OUTCOMES, type PlayOutcome } from '../game-draw.js';

/** The player's phone, to receive a code (a game whose verifyType is `phone`). */
export class GameVerifyDto {
  @IsString({ message: 'validation.phone' })
  @MaxLength(30, { message: 'validation.maxLength' })
  @ApiProperty({ example: '0812345678', description: 'a Thai mobile' })
  phone: string;
}

export class GameVerifyResponse {
  @ApiProperty({ description: 'names the code sent: give it back with the code to confirm' }) referenceCode: string;
  @ApiProperty({ description: 'the reference printed in the SMS beside the code' }) refCode: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
}

/** The code the player received, to confirm the phone. */
export class GameVerifyConfirmDto extends GameVerifyDto {
  @IsString({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.maxLength' })
  @ApiProperty({ description: 'from verify' })
  referenceCode: string;

  @IsString({ message: 'validation.required' })
  @MaxLength(10, { message: 'validation.maxLength' })
  @ApiProperty({ example: '123456' })
  otp: string;
}

export class GameVerifyConfirmResponse {
  @ApiProperty({ description: 'the OTP check’s outcome (the specification’s verify results)' }) result: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'plays this game as this phone for 30 minutes; null unless confirmed',
  })
  playToken: string | null;
}

/** A play: the phone, for a game whose verifyType is `none`; a phone game takes the playToken of its OTP check. */
export class PlayGameDto {
  @Optional()
  @IsString()
  @MaxLength(30, { message: 'validation.maxLength' })
  @ApiProperty({ required: false, example: '0812345678', description: 'the player’s Thai mobile (verifyType none)' })
  phone?: string;

  @Optional()
  @IsString()
  @MaxLength(200, { message: 'validation.maxLength' })
  @ApiProperty({ required: false, description: 'from verify/confirm (verifyType phone)' })
  playToken?: string;
}

export class PlayedReward {
  @ApiProperty({ format: 'uuid' }) reId: string;
  @ApiProperty() reName: string;
}

export class PublicGameReward {
  @ApiProperty({ format: 'uuid' }) reId: string;
  @ApiProperty() reName: string;
  @ApiProperty({ nullable: true, type: String, description: '/i/<id>' }) imageDisplay: string | null;
  @ApiProperty({ nullable: true, type: String }) backgroundColor: string | null;
  @ApiProperty({ description: 'percent: the odds shown to the player' }) reChanceRate: number;
}

/** The game as the play found it (gameDetail): what the page shows beside the answer. */
export class PlayedGame {
  @ApiProperty() gameName: string;
  @ApiProperty({ enum: ['wheel', 'scratch'] }) gameType: string;
  @ApiProperty({ enum: ['active', 'paused', 'ended', 'not_started'], description: 'at the time of the play' })
  gameStatus: string;
  @ApiProperty({ nullable: true, type: String, description: 'where the page leads after the play' })
  nextPageUrl: string | null;
}

/** The specification's game play answer; the page only animates what it says. */
export class PlayGameResponse {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'the recorded play; null when the play was refused' })
  transactionId: string | null;
  @ApiProperty({ enum: PLAY_OUTCOMES }) result: PlayOutcome;
  @ApiProperty({ type: PlayedReward, nullable: true }) reward: PlayedReward | null;
  @ApiProperty({ type: String, nullable: true, description: 'the won coupon’s page, /c/<token>' }) couponUrl: string | null;
  @ApiProperty({ enum: ['success', 'info', 'error'] }) messageType: 'success' | 'info' | 'error';
  @ApiProperty({ description: 'what to tell the player, in the language asked for' }) messageError: string;
  @ApiProperty({ description: 'the wheel stops (on reward, or on a no-prize segment) or the card reveals' }) isStopWheel: boolean;
  @ApiProperty({ type: PlayedGame }) gameDetail: PlayedGame;
  @ApiProperty({ type: [PublicGameReward], description: 'the active rewards and their odds, as the wheel lays them out' })
  rewards: PublicGameReward[];
}

/** What the player page needs of a game: its look, its rules and its rewards with their odds. */
export class PublicGameResponse {
  @ApiProperty() gameName: string;
  @ApiProperty({ enum: ['wheel', 'scratch'] }) gameType: string;
  @ApiProperty({ enum: ['active', 'paused', 'ended', 'not_started'] }) gameStatus: string;
  @ApiProperty({ type: String, format: 'date-time' }) gameStartDate: Date;
  @ApiProperty({ type: String, format: 'date-time' }) gameEndDate: Date;
  @ApiProperty({ enum: ['phone', 'none'] }) verifyType: string;
  @ApiProperty({ description: 'sanitised HTML' }) condition: string;
  @ApiProperty({ nullable: true, type: String }) nextPageUrl: string | null;
  @ApiProperty() themeBackground: string;
  @ApiProperty() backgroundColor: string;
  @ApiProperty({ type: 'integer' }) backgroundType: number;
  @ApiProperty({ type: 'integer' }) buttonType: number;
  @ApiProperty() btnBgColor: string;
  @ApiProperty() wordBtn: string;
  @ApiProperty() fontColor: string;
  @ApiProperty() wheelColor: string;
  @ApiProperty({ type: 'integer' }) scratchPercentage: number;
  @ApiProperty({ nullable: true, type: String, description: '/i/<id>' }) logoImg: string | null;
  @ApiProperty({ nullable: true, type: String }) btnImg: string | null;
  @ApiProperty({ nullable: true, type: String }) scratchImg: string | null;
  @ApiProperty({ nullable: true, type: String }) backgroundImg: string | null;
  @ApiProperty({ type: [PublicGameReward] }) rewards: PublicGameReward[];
}
