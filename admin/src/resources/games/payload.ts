import type { components } from '@/api/schema';
import { pickNullable, pickPresent } from '@/forms/payload';

export type GameRecord = components['schemas']['GameResponse'];

/** The API's limits (game.entity.ts, game.dto.ts). */
export const LIMITS = { gameName: 120, nextPageUrl: 2000, condition: 20_000, wordBtn: 30, gameReplay: 1000 };

export const gameTypeChoices = [
  { id: 'wheel', name: 'resources.games.types.wheel' },
  { id: 'scratch', name: 'resources.games.types.scratch' },
];
export const gameStatusChoices = [
  { id: 'draft', name: 'resources.games.statuses.draft' },
  { id: 'active', name: 'resources.games.statuses.active' },
  { id: 'paused', name: 'resources.games.statuses.paused' },
];
/** The list's status filter: all (the specification's default), the set ones, and ended. */
export const gameStatusFilterChoices = [
  { id: 'all', name: 'resources.games.statuses.all' },
  ...gameStatusChoices,
  { id: 'ended', name: 'resources.games.statuses.ended' },
];
/** 1: the background colour, 2: the background image. */
export const backgroundTypeChoices = [
  { id: 1, name: 'resources.games.backgroundTypes.1' },
  { id: 2, name: 'resources.games.backgroundTypes.2' },
];
/** 1: a coloured button with its word, 2: the button image. */
export const buttonTypeChoices = [
  { id: 1, name: 'resources.games.buttonTypes.1' },
  { id: 2, name: 'resources.games.buttonTypes.2' },
];
export const verifyTypeChoices = [
  { id: 'phone', name: 'resources.games.verifyTypes.phone' },
  { id: 'none', name: 'resources.games.verifyTypes.none' },
];

/**
 * The named looks, and what each sets on the form (spec §4: the theme sets the background): its
 * colours, and the background back to its colour (backgroundType 1) rather than an image.
 */
export const THEMES = {
  classic: { backgroundType: 1, backgroundColor: 'white', btnBgColor: '#01A9F4', fontColor: '#212121', wheelColor: '#FFC107' },
  ocean: { backgroundType: 1, backgroundColor: '#E3F2FD', btnBgColor: '#0277BD', fontColor: '#0D47A1', wheelColor: '#4FC3F7' },
  sunset: { backgroundType: 1, backgroundColor: '#FFF3E0', btnBgColor: '#E65100', fontColor: '#BF360C', wheelColor: '#FFB74D' },
  forest: { backgroundType: 1, backgroundColor: '#E8F5E9', btnBgColor: '#2E7D32', fontColor: '#1B5E20', wheelColor: '#81C784' },
  night: { backgroundType: 1, backgroundColor: '#263238', btnBgColor: '#7C4DFF', fontColor: '#FFFFFF', wheelColor: '#B388FF' },
} as const;
export type ThemeName = keyof typeof THEMES;
export const themeChoices = (Object.keys(THEMES) as ThemeName[]).map((id) => ({ id, name: `resources.games.themes.${id}` }));

/** The form's values of a new game: the specification's defaults. */
export const GAME_DEFAULTS = {
  gameType: 'wheel',
  gameStatus: 'draft',
  verifyType: 'phone',
  gameReplay: 1,
  themeBackground: 'classic',
  ...THEMES.classic,
  buttonType: 1,
  wordBtn: 'PLAY',
  scratchPercentage: 25,
};

/** The game's pictures: ids of the account's images (POST /api/images). */
export const IMAGE_FIELDS = ['logoImg', 'btnImg', 'scratchImg', 'backgroundImg', 'previewImg'];

/** The form's fields, as the API takes them. */
export const FIELDS = [
  'gameName',
  'gameType',
  'gameStatus',
  'gameStartDate',
  'gameEndDate',
  'verifyType',
  'otpAppId',
  'gameReplay',
  'nextPageUrl',
  'condition',
  'themeBackground',
  'backgroundColor',
  'backgroundType',
  'buttonType',
  'btnBgColor',
  'wordBtn',
  'fontColor',
  'wheelColor',
  'scratchPercentage',
  ...IMAGE_FIELDS,
];
/** POST: what was filled in; the server gives the rest its default. */
export const gameCreatePayload = (values: Record<string, unknown>) => pickPresent(values, FIELDS);
/** PUT: every field; a blank next page or a removed picture is cleared, the other fields keep a value. */
export const gamePayload = (values: Record<string, unknown>) => ({
  ...pickPresent(values, FIELDS),
  ...pickNullable(values, ['nextPageUrl', 'otpAppId', ...IMAGE_FIELDS]),
});

/** What "copy from" takes of another game: its rules and its look, not its name, status or rewards. */
export const copiedFields = (game: Record<string, unknown>) =>
  Object.fromEntries(
    FIELDS.filter((field) => field !== 'gameName' && field !== 'gameStatus').map((field) => [field, game[field] ?? null]),
  );
