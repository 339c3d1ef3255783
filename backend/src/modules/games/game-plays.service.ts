import { Injectable } from '@nestjs/common';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { GamePlayResponse } from './dto/game-play.response.js';
import { GamePlay, PLAY_RESULTS } from './game-play.entity.js';

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
    id: { kind: 'uuid', column: 'play.id' },
  },
};

/** A game's report table: its plays, newest first, with the reward each won. */
@Injectable()
export class GamePlaysService {
  constructor(@InjectTenantRepository(GamePlay) private readonly plays: TenantRepository<GamePlay>) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<GamePlayResponse>> {
    const query = this.plays.for(ctx).query('play').leftJoin('game_rewards', 'reward', 'reward.id = play.rewardId');
    const page = await findPage(query, parseListQuery(params, GAME_PLAY_LIST), GAME_PLAY_LIST, {
      extras: { reName: 'reward.re_name' },
    });
    return {
      ...page,
      // The page's Idempotency-Key is the play's own business, not the report's.
      rows: page.rows.map(({ idempotencyKey: _key, ...play }) => ({
        ...play,
        reName: (page.extras?.get(play.id)?.reName as string | null) ?? null,
      })),
    };
  }
}
