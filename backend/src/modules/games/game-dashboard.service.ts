import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { GameDashboardResponse, GameDashboardTotalsResponse } from './dto/game-dashboard.response.js';
import { ictDay } from './game-draw.js';
import { GameReward } from './game-reward.entity.js';
import { gameStatusAt } from './game.entity.js';
import { GamesRepository } from './games.repository.js';
import { GamesService } from './games.service.js';

/** Days a game's daily graph spans at most: its last year. */
const MAX_DAYS = 366;

/** The game dashboards: the list's totals and a game's detail, read from the rollup the plays keep (game_stats), never by counting plays. */
@Injectable()
export class GameDashboardService {
  constructor(
    private readonly games: GamesService,
    private readonly repository: GamesRepository,
    @InjectTenantRepository(GameReward) private readonly rewards: TenantRepository<GameReward>,
  ) {}

  totals(ctx: RequestContext, now = new Date()): Promise<GameDashboardTotalsResponse> {
    return this.repository.accountTotals(ctx.accountId, now);
  }

  async game(ctx: RequestContext, id: string, now = new Date()): Promise<GameDashboardResponse> {
    const game = await this.games.get(ctx, id);
    const rewards = await this.rewards
      .for(ctx)
      .query('reward')
      .andWhere('reward.gameId = :id', { id })
      .orderBy('reward.createdAt', 'ASC')
      .addOrderBy('reward.id', 'ASC')
      .getMany();
    // From the first day to today, or to the last day of an ended game; nothing before it starts.
    const last = ictDay(game.gameEndDate < now ? game.gameEndDate : now);
    const earliest = ictDay(new Date(Date.parse(`${last}T00:00:00Z`) - (MAX_DAYS - 1) * 86_400_000));
    const first = ictDay(game.gameStartDate) > earliest ? ictDay(game.gameStartDate) : earliest;
    const days = first <= last ? await this.repository.playsByDay(game.id, first, last) : [];
    return {
      id: game.id,
      name: game.gameName,
      game_start_date: game.gameStartDate,
      game_end_date: game.gameEndDate,
      game_status: gameStatusAt(game, now),
      game_replay: game.gameReplay,
      game_verify: game.verifyType,
      reward_qty_out: rewards.reduce((sum, reward) => sum + reward.reUsed, 0),
      reward_qty: rewards.reduce((sum, reward) => sum + reward.reQty, 0),
      rewardOutGraph: rewards.map((reward) => ({
        reId: reward.id,
        reName: reward.reName,
        reQty: reward.reQty,
        reUsed: reward.reUsed,
        reBalance: reward.reBalance,
      })),
      rewardPerDayGraph: days,
      total: await this.repository.gameTotals(game.id),
    };
  }
}
