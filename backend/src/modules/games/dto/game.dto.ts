import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsDate, IsIn, IsString, IsUrl, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  CSS_COLOR,
  HTTP_URL_OPTIONS,
  IntField,
  NameField,
  Nullable,
  Optional,
  ReadOnlyFields,
  toDate,
} from '../../../common/validation/fields.js';
import {
  GAME_DEFAULTS,
  GAME_NAME_MAX,
  GAME_STATUSES,
  GAME_THEMES,
  GAME_TYPES,
  GAME_VERIFY_TYPES,
  type GameStatus,
  type GameTheme,
  type GameType,
  type GameVerifyType,
} from '../game.entity.js';

/** Characters of the rich-text condition as sent (before sanitising). */
export const GAME_CONDITION_MAX = 20_000;

/** An image of the account, by its id (`POST /api/images`), or null. */
const ImageField = (what: string) =>
  function (target: object, key: string) {
    Nullable()(target, key);
    IsUUID('all', { message: 'validation.uuid' })(target, key);
    ApiProperty({
      required: false,
      nullable: true,
      format: 'uuid',
      description: `${what}: an image of the account (POST /api/images)`,
    })(target, key);
  };

/** A colour field with its default. */
const ColorField = (fallback: string) =>
  function (target: object, key: string) {
    Optional()(target, key);
    IsString()(target, key);
    Matches(CSS_COLOR, { message: 'validation.color' })(target, key);
    ApiProperty({ required: false, default: fallback, description: 'a colour: a CSS name or #rgb / #rrggbb' })(target, key);
  };

/** The specification's game configuration form: the game, its rules and its look. */
export class CreateGameDto {
  @NameField(GAME_NAME_MAX)
  gameName: string;

  @IsIn(GAME_TYPES, { message: 'validation.oneOf' })
  @ApiProperty({ enum: GAME_TYPES })
  gameType: GameType;

  @Optional()
  @IsIn([...GAME_STATUSES, 'ended'], { message: 'validation.oneOf' })
  @ApiProperty({
    enum: [...GAME_STATUSES, 'ended'],
    required: false,
    default: GAME_DEFAULTS.gameStatus,
    description: 'draft, active or paused; ended follows from gameEndDate (sent back on an edit, it changes nothing)',
  })
  gameStatus?: GameStatus;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-01T00:00:00+07:00' })
  @toDate
  @IsDate({ message: 'validation.dateTime' })
  gameStartDate: Date;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-31T23:59:59+07:00', description: 'after gameStartDate' })
  @toDate
  @IsDate({ message: 'validation.dateTime' })
  gameEndDate: Date;

  @Optional()
  @IsIn(GAME_VERIFY_TYPES, { message: 'validation.oneOf' })
  @ApiProperty({ enum: GAME_VERIFY_TYPES, required: false, default: GAME_DEFAULTS.verifyType })
  verifyType?: GameVerifyType;

  @Optional()
  @IntField({ min: 1, max: 1000 })
  @ApiProperty({
    type: 'integer',
    required: false,
    default: GAME_DEFAULTS.gameReplay,
    description: 'plays per phone per ICT day',
  })
  gameReplay?: number;

  @Nullable()
  @IsString()
  @MaxLength(2000, { message: 'validation.maxLength' })
  @IsUrl(HTTP_URL_OPTIONS, { message: 'validation.url' })
  @ApiProperty({
    required: false,
    nullable: true,
    example: 'https://shop.example.com',
    description: 'where the player goes after the game',
  })
  nextPageUrl?: string | null;

  @Optional()
  @IsString()
  @MaxLength(GAME_CONDITION_MAX, { message: 'validation.maxLength' })
  @ApiProperty({
    required: false,
    description: 'rich text (HTML), sanitised: scripts, event handlers and unknown tags are removed',
  })
  condition?: string;

  @Optional()
  @IsIn(GAME_THEMES, { message: 'validation.oneOf' })
  @ApiProperty({ enum: GAME_THEMES, required: false, default: GAME_DEFAULTS.themeBackground })
  themeBackground?: GameTheme;

  @ColorField(GAME_DEFAULTS.backgroundColor)
  backgroundColor?: string;

  @Optional()
  @IntField({ min: 1, max: 2 })
  @ApiProperty({
    type: 'integer',
    required: false,
    default: GAME_DEFAULTS.backgroundType,
    description: '1: a colour, 2: the background image',
  })
  backgroundType?: number;

  @Optional()
  @IntField({ min: 1, max: 2 })
  @ApiProperty({
    type: 'integer',
    required: false,
    default: GAME_DEFAULTS.buttonType,
    description: '1: a coloured button with wordBtn, 2: btnImg',
  })
  buttonType?: number;

  @ColorField(GAME_DEFAULTS.btnBgColor)
  btnBgColor?: string;

  @Optional()
  @IsString()
  @MaxLength(30, { message: 'validation.maxLength' })
  @ApiProperty({ required: false, default: GAME_DEFAULTS.wordBtn, description: "the play button's word" })
  wordBtn?: string;

  @ColorField(GAME_DEFAULTS.fontColor)
  fontColor?: string;

  @ColorField(GAME_DEFAULTS.wheelColor)
  wheelColor?: string;

  @Optional()
  @IntField({ min: 1, max: 100 })
  @ApiProperty({
    type: 'integer',
    required: false,
    default: GAME_DEFAULTS.scratchPercentage,
    description: 'percent scratched before the card reveals',
  })
  scratchPercentage?: number;

  @Nullable()
  @IsUUID('all', { message: 'validation.uuid' })
  @ApiProperty({
    required: false,
    nullable: true,
    format: 'uuid',
    description: 'an OTP application of the account that sends a phone game’s codes, with its sender and text, charged to the account; none: the platform’s',
  })
  otpAppId?: string | null;

  @ImageField('the logo')
  logoImg?: string | null;

  @ImageField("the play button's image")
  btnImg?: string | null;

  @ImageField("the scratch card's cover")
  scratchImg?: string | null;

  @ImageField('the background')
  backgroundImg?: string | null;

  @ImageField('the preview shown in lists')
  previewImg?: string | null;
}

/**
 * Every field may be left out, none sent as null unless the create takes null
 * (`skipNullProperties: false`); the read-only fields an edit form sends back are dropped.
 */
@ReadOnlyFields('id', 'accountId', 'gameCode', 'tagId', 'createdAt', 'updatedAt')
export class UpdateGameDto extends PartialType(CreateGameDto, { skipNullProperties: false }) {}
