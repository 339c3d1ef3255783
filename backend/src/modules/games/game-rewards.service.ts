import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { definedOnly } from '../../common/http/defined.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import { Transactions } from '../../database/transactions.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { ImagesService } from '../images/images.service.js';
import type { CreateGameRewardDto, UpdateGameRewardDto } from './dto/game-reward.dto.js';
import { GameReward } from './game-reward.entity.js';
import { GamesRepository } from './games.repository.js';

export const GAME_REWARD_LIST: ListSpec = {
  resource: 'game-rewards',
  sortable: { createdAt: 'reward.createdAt', reName: 'reward.reName', reChanceRate: 'reward.reChanceRate' },
  defaultSort: ['createdAt', 'ASC'],
  filters: { id: { kind: 'uuid', column: 'reward.id' } },
};

type RewardFields = Omit<GameReward, 'id' | 'accountId' | 'gameId' | 'reBalance' | 'reUsed' | 'createdAt' | 'updatedAt'>;

/**
 * A game's rewards (the specification's reward modal). Each edit takes the game's row first,
 * so that the active rewards' odds, checked in the same transaction, never add up past 100.
 */
@Injectable()
export class GameRewardsService {
  constructor(
    @InjectTenantRepository(GameReward) private readonly rewards: TenantRepository<GameReward>,
    private readonly transactions: Transactions,
    private readonly repository: GamesRepository,
    private readonly coupons: CouponsService,
    private readonly images: ImagesService,
  ) {}

  /** 404 when the game is another account's. */
  async list(ctx: RequestContext, gameId: string, params: ListQueryParams): Promise<Page<GameReward>> {
    await this.transactions.run((manager) => this.lockedGame(ctx, manager, gameId));
    const scoped = this.rewards.for(ctx).query('reward').andWhere('reward.gameId = :gameId', { gameId });
    return findPage(scoped, parseListQuery(params, GAME_REWARD_LIST), GAME_REWARD_LIST);
  }

  async get(ctx: RequestContext, gameId: string, id: string): Promise<GameReward> {
    const reward = await this.rewards.for(ctx).getById(id);
    if (reward.gameId !== gameId) throw new NotFoundException('errors.notFound');
    return reward;
  }

  create(ctx: RequestContext, gameId: string, dto: CreateGameRewardDto): Promise<GameReward> {
    return this.transactions.run(async (manager) => {
      await this.lockedGame(ctx, manager, gameId);
      const fields = await this.checked(ctx, manager, gameId, null, {
        reType: 1,
        reCampaignId: null,
        reIsActive: true,
        reIsRedeem: false,
        startDate: null,
        endDate: null,
        imageDisplay: null,
        backgroundColor: null,
        ...definedOnly(dto),
      } as RewardFields);
      return this.rewards.for(ctx, 'acting', manager).insert({ ...fields, gameId, reBalance: fields.reQty, reUsed: 0 });
    });
  }

  update(ctx: RequestContext, gameId: string, id: string, dto: UpdateGameRewardDto): Promise<GameReward> {
    return this.transactions.run(async (manager) => {
      await this.lockedGame(ctx, manager, gameId);
      const scope = this.rewards.for(ctx, 'acting', manager);
      const current = await scope.getById(id);
      if (current.gameId !== gameId) throw new NotFoundException('errors.notFound');
      const changes = definedOnly(dto);
      if (!Object.keys(changes).length) return current;
      const { id: _id, accountId: _a, gameId: _g, reBalance: _b, reUsed: _u, createdAt: _c, updatedAt: _t, ...kept } = current;
      const { reQty, ...fields } = await this.checked(ctx, manager, gameId, id, { ...kept, ...changes } as RewardFields);
      // The stock moves in one statement with what plays have won meanwhile.
      if (reQty !== current.reQty && !(await this.repository.setStock(manager, id, reQty)))
        throw new ValidationFailedException({ reQty: 'validation.rewardStockBelowWon' });
      await scope.update(id, fields);
      return scope.getById(id);
    });
  }

  /** Answers the reward as it was. */
  /**
   * A reward nobody has won. One that was won stays, so that its plays keep naming it in the
   * report and counting in the dashboards: it is switched off instead (422 on reIsActive).
   */
  async remove(ctx: RequestContext, gameId: string, id: string): Promise<GameReward> {
    const reward = await this.get(ctx, gameId, id);
    if (reward.reUsed > 0) throw new ValidationFailedException({ reIsActive: 'validation.rewardWonSwitchOff' });
    await this.rewards.for(ctx).delete(id);
    return reward;
  }

  /** The game of the account, its row held to the end of the transaction; 404 otherwise. */
  private async lockedGame(ctx: RequestContext, manager: EntityManager, gameId: string): Promise<void> {
    if (!(await this.repository.lockGame(manager, ctx.accountId, gameId))) throw new NotFoundException('errors.notFound');
  }

  /** The rules across fields and across the game's rewards, or a 422 naming each field. */
  private async checked(
    ctx: RequestContext,
    manager: EntityManager,
    gameId: string,
    id: string | null,
    fields: RewardFields,
  ): Promise<RewardFields> {
    const errors: Record<string, string> = {};
    if (fields.reType === 1 && !fields.reCampaignId) errors.reCampaignId = 'validation.required';
    if (fields.reType === 1 && fields.reCampaignId)
      await this.coupons.get(ctx, fields.reCampaignId).catch(() => (errors.reCampaignId = 'validation.unknownRewardCoupon'));
    if (fields.startDate && fields.endDate && fields.endDate.getTime() <= fields.startDate.getTime())
      errors.endDate = 'validation.endAfterStart';
    if (fields.imageDisplay && (await this.images.notOwned(ctx, [fields.imageDisplay])).size)
      errors.imageDisplay = 'validation.unknownImage';
    if (fields.reIsActive) {
      const others = await this.repository.activeChanceSum(manager, gameId, id);
      // In hundredths, so that 33.33 + 33.33 + 33.34 is exactly 100.
      if (Math.round(others * 100) + Math.round(fields.reChanceRate * 100) > 10_000)
        errors.reChanceRate = 'validation.chanceRatesOver100';
    }
    if (Object.keys(errors).length) throw new ValidationFailedException(errors);
    return { ...fields, reCampaignId: fields.reType === 1 ? fields.reCampaignId : null };
  }
}
