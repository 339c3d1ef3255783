import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';

export const GAME_NAME_MAX = 120;
export const GAME_TYPES = ['wheel', 'scratch'] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** What staff set; `ended` is not stored but follows from `gameEndDate` (gameStatusAt). */
export const GAME_STATUSES = ['draft', 'active', 'paused'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number] | 'ended';
/** `phone`: the player confirms an OTP before playing; `none`: the phone typed alone names the player. */
export const GAME_VERIFY_TYPES = ['phone', 'none'] as const;
export type GameVerifyType = (typeof GAME_VERIFY_TYPES)[number];
/** Named looks; the admin's form sets the colours of the one chosen (spec §4: the theme sets the background). */
export const GAME_THEMES = ['classic', 'ocean', 'sunset', 'forest', 'night'] as const;
export type GameTheme = (typeof GAME_THEMES)[number];
/** The image fields: each an image of the account (`/api/images`), shown at `/i/<id>`. */
export const GAME_IMAGES = ['logoImg', 'btnImg', 'scratchImg', 'backgroundImg', 'previewImg'] as const;
export type GameImage = (typeof GAME_IMAGES)[number];

/** The specification's defaults (§9) and the product's own for what it leaves open. */
export const GAME_DEFAULTS = {
  gameStatus: 'draft',
  verifyType: 'phone',
  gameReplay: 1,
  themeBackground: 'classic',
  backgroundColor: 'white',
  backgroundType: 1,
  buttonType: 1,
  btnBgColor: '#01A9F4',
  wordBtn: 'PLAY',
  fontColor: '#212121',
  wheelColor: '#FFC107',
  scratchPercentage: 25,
} as const;

/** The game's status as a player meets it at `now`: a game past its end is ended, whatever staff set. */
export function gameStatusAt(game: Pick<Game, 'gameStatus' | 'gameEndDate'>, now = new Date()): GameStatus {
  return game.gameEndDate.getTime() <= now.getTime() ? 'ended' : game.gameStatus;
}

/** A reward game of an account: a wheel or a scratch card, its dates, its rules and its look. */
@Entity('games')
@Index('idx_games_account_name', ['accountId', 'gameName', 'id'])
@Index('idx_games_account_start', ['accountId', 'gameStartDate', 'id'])
@Index('idx_games_account_end', ['accountId', 'gameEndDate', 'id'])
@Index('uq_games_game_code', ['gameCode'], { unique: true })
// The search: a trigram GIN index on the name, written by hand in the migration.
@Index('idx_games_search_game_name', { synchronize: false })
@Check('games_dates_check', `"game_end_date" > "game_start_date"`)
@Check('games_replay_check', `"game_replay" BETWEEN 1 AND 1000`)
@Check('games_scratch_percentage_check', `"scratch_percentage" BETWEEN 1 AND 100`)
export class Game extends TenantEntity {
  @Column({ name: 'game_name', type: 'varchar', length: GAME_NAME_MAX })
  gameName: string;

  @Column({ name: 'game_type', type: 'varchar', length: 10 })
  gameType: GameType;

  @Column({ name: 'game_status', type: 'varchar', length: 10, default: GAME_DEFAULTS.gameStatus })
  gameStatus: (typeof GAME_STATUSES)[number];

  @Column({ name: 'game_start_date', type: 'timestamptz' })
  gameStartDate: Date;

  @Column({ name: 'game_end_date', type: 'timestamptz' })
  gameEndDate: Date;

  @Column({ name: 'verify_type', type: 'varchar', length: 10, default: GAME_DEFAULTS.verifyType })
  verifyType: GameVerifyType;

  /** Plays allowed per phone per ICT day. */
  @Column({ name: 'game_replay', type: 'integer', default: GAME_DEFAULTS.gameReplay })
  gameReplay: number;

  /** Where the player page sends the player after the game. */
  @Column({ name: 'next_page_url', type: 'varchar', length: 2000, nullable: true })
  nextPageUrl: string | null;

  /** Rich text, sanitised as a coupon's condition is. */
  @Column({ type: 'text', default: '' })
  condition: string;

  /** The player page's address (`/g/<gameCode>`): random, unguessable, set once. */
  @Column({ name: 'game_code', type: 'varchar', length: 16 })
  gameCode: string;

  @Column({ name: 'theme_background', type: 'varchar', length: 20, default: GAME_DEFAULTS.themeBackground })
  themeBackground: GameTheme;

  @Column({ name: 'background_color', type: 'varchar', length: 30, default: GAME_DEFAULTS.backgroundColor })
  backgroundColor: string;

  @Column({ name: 'background_type', type: 'smallint', default: GAME_DEFAULTS.backgroundType })
  backgroundType: number;

  @Column({ name: 'button_type', type: 'smallint', default: GAME_DEFAULTS.buttonType })
  buttonType: number;

  @Column({ name: 'btn_bg_color', type: 'varchar', length: 30, default: GAME_DEFAULTS.btnBgColor })
  btnBgColor: string;

  @Column({ name: 'word_btn', type: 'varchar', length: 30, default: GAME_DEFAULTS.wordBtn })
  wordBtn: string;

  @Column({ name: 'font_color', type: 'varchar', length: 30, default: GAME_DEFAULTS.fontColor })
  fontColor: string;

  @Column({ name: 'wheel_color', type: 'varchar', length: 30, default: GAME_DEFAULTS.wheelColor })
  wheelColor: string;

  /** Share of the card, in percent, scratched before it reveals. */
  @Column({ name: 'scratch_percentage', type: 'smallint', default: GAME_DEFAULTS.scratchPercentage })
  scratchPercentage: number;

  @Column({ name: 'logo_img', type: 'uuid', nullable: true })
  @ForeignKey('images', { onDelete: 'SET NULL' })
  logoImg: string | null;

  @Column({ name: 'btn_img', type: 'uuid', nullable: true })
  @ForeignKey('images', { onDelete: 'SET NULL' })
  btnImg: string | null;

  @Column({ name: 'scratch_img', type: 'uuid', nullable: true })
  @ForeignKey('images', { onDelete: 'SET NULL' })
  scratchImg: string | null;

  @Column({ name: 'background_img', type: 'uuid', nullable: true })
  @ForeignKey('images', { onDelete: 'SET NULL' })
  backgroundImg: string | null;

  @Column({ name: 'preview_img', type: 'uuid', nullable: true })
  @ForeignKey('images', { onDelete: 'SET NULL' })
  previewImg: string | null;

  /** The tag every player carries as a person of the account, made with the game (`Game: <name>`). */
  /**
   * The account's OTP application that sends a phone game's codes (its sender and text, charged
   * to the account); none: the platform's game application sends them.
   */
  @Column({ name: 'otp_app_id', type: 'uuid', nullable: true })
  @ForeignKey('otp_apps', { onDelete: 'SET NULL' })
  otpAppId: string | null;

  @Column({ name: 'tag_id', type: 'uuid', nullable: true })
  @ForeignKey('tags', { onDelete: 'SET NULL' })
  tagId: string | null;
}
