import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { definedOnly } from '../../common/http/defined.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { InjectTenantRepository, type TenantRepository, type TenantScope } from '../../common/tenancy/tenant-repository.js';
import { sanitizeRichText } from '../../common/validation/rich-text.js';
import { Transactions } from '../../database/transactions.js';
import { ImagesService } from '../images/images.service.js';
import { OtpAppsService } from '../otp-apps/otp-apps.service.js';
import { GamesRepository } from './games.repository.js';
import type { CreateGameDto, UpdateGameDto } from './dto/game.dto.js';
import { GAME_DEFAULTS, GAME_IMAGES, GAME_STATUSES, Game } from './game.entity.js';

/** A game's status as a player meets it, in SQL: `ended` once its end has passed (gameStatusAt). */
const STATUS_NOW = `(CASE WHEN game.gameEndDate <= now() THEN 'ended' ELSE game.gameStatus END)`;

export const GAME_LIST: ListSpec = {
  resource: 'games',
  sortable: {
    gameName: 'game.gameName',
    gameStartDate: 'game.gameStartDate',
    gameEndDate: 'game.gameEndDate',
    createdAt: 'game.createdAt',
    updatedAt: 'game.updatedAt',
  },
  defaultSort: ['createdAt', 'DESC'],
  // The specification's filters: search, status (default all), startDate, endDate, gameType.
  filters: {
    search: { kind: 'search', columns: ['game.gameName'] },
    status: { kind: 'equals', column: STATUS_NOW, values: ['all', ...GAME_STATUSES, 'ended'] },
    // The games running at some time between startDate and endDate.
    startDate: { kind: 'range', column: 'game.gameEndDate', type: 'date', bound: 'gte' },
    endDate: { kind: 'range', column: 'game.gameStartDate', type: 'date', bound: 'lte' },
    gameType: { kind: 'equals', column: 'game.gameType', values: ['wheel', 'scratch'] },
    id: { kind: 'uuid', column: 'game.id' },
  },
};

type GameFields = Omit<Game, 'id' | 'accountId' | 'createdAt' | 'updatedAt' | 'gameCode' | 'tagId'>;

/** A tag's longest name (tags.name). */
const TAG_NAME_MAX = 50;

/** 12 characters of base64url (72 random bits): the player page's address, which no one guesses. */
function newGameCode(): string {
  return randomBytes(9).toString('base64url');
}

/** Games of the caller's account: the tenant repository scopes every read and write. */
@Injectable()
export class GamesService {
  constructor(
    @InjectTenantRepository(Game) private readonly games: TenantRepository<Game>,
    private readonly images: ImagesService,
    private readonly transactions: Transactions,
    private readonly repository: GamesRepository,
    private readonly otpApps: OtpAppsService,
  ) {}

  list(ctx: RequestContext, params: ListQueryParams): Promise<Page<Game>> {
    const query = parseListQuery(params, GAME_LIST);
    // "all", the specification's default, narrows nothing.
    if (query.filter.status === 'all') delete query.filter.status;
    return findPage(this.scope(ctx).query('game'), query, GAME_LIST);
  }

  /** 404 for another account's. */
  get(ctx: RequestContext, id: string): Promise<Game> {
    return this.scope(ctx).getById(id);
  }

  async create(ctx: RequestContext, dto: CreateGameDto): Promise<Game> {
    if (dto.gameStatus === 'ended') throw new ValidationFailedException({ gameStatus: 'validation.oneOf' });
    const fields = await this.checked(ctx, {
      ...GAME_DEFAULTS,
      nextPageUrl: null,
      condition: '',
      logoImg: null,
      btnImg: null,
      scratchImg: null,
      backgroundImg: null,
      previewImg: null,
      otpAppId: null,
      ...definedOnly(dto),
      gameStatus: dto.gameStatus ?? GAME_DEFAULTS.gameStatus,
    } as GameFields);
    // With its players' tag, in one transaction: a game never lacks one.
    return this.transactions.run(async (manager) => {
      const tagId = await this.repository.tagNamed(manager, ctx.accountId, `Game: ${fields.gameName}`.slice(0, TAG_NAME_MAX));
      return this.games.for(ctx, 'acting', manager).insert({ ...fields, gameCode: newGameCode(), tagId });
    });
  }

  async update(ctx: RequestContext, id: string, dto: UpdateGameDto): Promise<Game> {
    const scope = this.scope(ctx);
    const current = await scope.getById(id);
    const { gameStatus, ...rest } = definedOnly(dto);
    // "ended", what the console shows of an ended game, sent back by its edit form: the dates say it.
    const changes: Partial<GameFields> = gameStatus && gameStatus !== 'ended' ? { ...rest, gameStatus } : rest;
    if (!Object.keys(changes).length) return current;
    const {
      id: _id,
      accountId: _account,
      createdAt: _created,
      updatedAt: _updated,
      gameCode: _code,
      tagId: _tag,
      ...kept
    } = current;
    const fields = await this.checked(ctx, { ...kept, ...changes } as GameFields);
    await scope.update(id, fields);
    return this.get(ctx, id);
  }

  /** Answers the game as it was. */
  async remove(ctx: RequestContext, id: string): Promise<Game> {
    const scope = this.scope(ctx);
    const row = await scope.getById(id);
    await scope.delete(id);
    return row;
  }

  /** The rules across fields and the sanitised condition, or a 422 naming each field. */
  private async checked(ctx: RequestContext, fields: GameFields): Promise<GameFields> {
    const errors: Record<string, string> = {};
    if (fields.gameEndDate.getTime() <= fields.gameStartDate.getTime()) errors.gameEndDate = 'validation.endAfterStart';
    const named = GAME_IMAGES.filter((field) => fields[field]);
    const foreign = await this.images.notOwned(
      ctx,
      named.map((field) => fields[field]!),
    );
    for (const field of named) if (foreign.has(fields[field]!)) errors[field] = 'validation.unknownImage';
    if (fields.otpAppId && !(await this.otpApps.find(ctx, fields.otpAppId).catch(() => null)))
      errors.otpAppId = 'validation.unknownOtpApp';
    if (Object.keys(errors).length) throw new ValidationFailedException(errors);
    return { ...fields, condition: sanitizeRichText(fields.condition) };
  }

  private scope(ctx: RequestContext): TenantScope<Game> {
    return this.games.for(ctx);
  }
}
