import { Injectable } from '@nestjs/common';
import type { ExportColumnSpec } from '../../common/export/stream-export.js';
import {
  everyRow,
  findPage,
  parseListQuery,
  type ListQueryParams,
  type ListSpec,
  type Page,
} from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { whereMobileMatches } from '../../common/http/mobile-search.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { GamePlayResponse } from './dto/game-play.response.js';
import { GamePlay, PLAY_RESULTS } from './game-play.entity.js';

/** The first redemption of the code a coupon prize gave, that a void has not taken back. */
const REDEEMED_AT = `(SELECT min(r.created_at) FROM redemptions r WHERE r.coupon_code_id = play.coupon_code_id AND r.status = 'redeemed')`;

/** What a row of the report shows beside the play: the reward by its name now, the code given and its redemption. */
const EXTRAS = {
  reName: 'reward.re_name',
  couponCode: '(SELECT c.code FROM coupon_codes c WHERE c.id = play.coupon_code_id)',
  redeemedAt: REDEEMED_AT,
};

/** Plays read per query by an export. */
const EXPORT_BATCH = 5_000;

export const GAME_PLAY_LIST: ListSpec = {
  resource: 'game-plays',
  sortable: { createdAt: 'play.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    gameId: { kind: 'uuid', column: 'play.gameId' },
    status: { kind: 'equals', column: 'play.result', values: PLAY_RESULTS },
    // Validated and documented as a search; matched as a piece of the number by GamePlaysService (0812…, +66812…, 5678).
    name: { kind: 'search', columns: ['play.mobile'] },
    play_date: { kind: 'range', column: 'play.createdAt', type: 'date' },
    // When the prize's coupon code was first redeemed (a coupon prize's code, never voided).
    redeem_date: { kind: 'range', column: REDEEMED_AT, type: 'date' },
    id: { kind: 'uuid', column: 'play.id' },
  },
};

/** A game's report table: its plays, newest first, with the reward each won and its code's redemption. */
@Injectable()
export class GamePlaysService {
  constructor(@InjectTenantRepository(GamePlay) private readonly plays: TenantRepository<GamePlay>) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<GamePlayResponse>> {
    const { query, name } = this.parsed(params);
    const page = await findPage(this.query(ctx, name), query, GAME_PLAY_LIST, { extras: EXTRAS });
    return { ...page, rows: page.rows.map((play) => view(play, page.extras?.get(play.id))) };
  }

  /** The filtered plays as export rows, a keyset page at a time: the report table's columns. */
  export(
    ctx: RequestContext,
    params: ListQueryParams,
  ): { columns: ExportColumnSpec[]; rows: AsyncGenerator<Record<string, unknown>> } {
    // Parsed now, so a bad filter is a 400 before the download starts.
    const { query, name } = this.parsed({ ...params, cursor: undefined });
    const columns: ExportColumnSpec[] = ['createdAt', 'mobile', 'result', 'reName', 'couponCode', 'redeemedAt'].map((key) => ({
      key,
      header: `resources.game-plays.fields.${key}`,
      ...(key === 'result' ? { values: 'resources.game-plays.results' } : {}),
    }));
    const plays = () => this.query(ctx, name);
    async function* rows() {
      for await (const page of everyRow(plays, query, GAME_PLAY_LIST, EXPORT_BATCH, EXTRAS)) {
        for (const play of page) {
          const { createdAt, mobile, result, reName, couponCode, redeemedAt } = view(
            play,
            play as unknown as Record<string, unknown>,
          );
          yield { createdAt, mobile, result, reName, couponCode, redeemedAt };
        }
      }
    }
    return { columns, rows: rows() };
  }

  /** The list's query, its `name` taken out: a number is matched as numbers are typed, not as kept. */
  private parsed(params: ListQueryParams) {
    const parsed = parseListQuery(params, GAME_PLAY_LIST);
    const { name, ...filter } = parsed.filter;
    return { query: { ...parsed, filter }, name: typeof name === 'string' && name.trim() ? name : null };
  }

  /**
   * The plays, with `name` as a piece of the E.164 number: its start when typed as numbers are
   * written (0812…, 66812…, +66…), bare digits anywhere (the trigram index on mobile reads both).
   */
  private query(ctx: RequestContext, name: string | null) {
    const qb = this.plays.for(ctx).query('play').leftJoin('game_rewards', 'reward', 'reward.id = play.rewardId');
    if (name !== null) whereMobileMatches(qb, 'play.mobile', name);
    return qb;
  }
}

/** A play as the report shows it; the page's Idempotency-Key is the play's own business. */
function view({ idempotencyKey: _key, ...play }: GamePlay, extras: Record<string, unknown> = {}): GamePlayResponse {
  return {
    ...play,
    reName: (extras.reName as string | null) ?? null,
    couponCode: (extras.couponCode as string | null) ?? null,
    redeemedAt: extras.redeemedAt ? new Date(extras.redeemedAt as string | Date) : null,
  };
}
