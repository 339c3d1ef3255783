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
    // Part of the player's number, as kept (E.164: +668…).
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
    const page = await findPage(this.query(ctx), parseListQuery(params, GAME_PLAY_LIST), GAME_PLAY_LIST, { extras: EXTRAS });
    return { ...page, rows: page.rows.map((play) => view(play, page.extras?.get(play.id))) };
  }

  /** The filtered plays as export rows, a keyset page at a time: the report table's columns. */
  export(
    ctx: RequestContext,
    params: ListQueryParams,
  ): { columns: ExportColumnSpec[]; rows: AsyncGenerator<Record<string, unknown>> } {
    // Parsed now, so a bad filter is a 400 before the download starts.
    const query = parseListQuery({ ...params, cursor: undefined }, GAME_PLAY_LIST);
    const columns: ExportColumnSpec[] = ['createdAt', 'mobile', 'result', 'reName', 'couponCode', 'redeemedAt'].map((key) => ({
      key,
      header: `resources.game-plays.fields.${key}`,
      ...(key === 'result' ? { values: 'resources.game-plays.results' } : {}),
    }));
    const plays = () => this.query(ctx);
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

  private query(ctx: RequestContext) {
    return this.plays.for(ctx).query('play').leftJoin('game_rewards', 'reward', 'reward.id = play.rewardId');
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
