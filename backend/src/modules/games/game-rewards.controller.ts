import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { Can } from '../abilities.js';
import { CreateGameRewardDto, UpdateGameRewardDto } from './dto/game-reward.dto.js';
import { GameRewardResponse, rewardView } from './dto/game-reward.response.js';
import { GAME_REWARD_LIST, GameRewardsService } from './game-rewards.service.js';

/** A game's rewards: the specification's reward modal on the game. */
@ApiTags('games')
@Controller('api/games/:id/rewards')
export class GameRewardsController {
  constructor(private readonly rewards: GameRewardsService) {}

  @Get()
  @Can('read', 'Game')
  @ApiList(GAME_REWARD_LIST, GameRewardResponse)
  async list(
    @Ctx() ctx: RequestContext,
    @IdParam() gameId: string,
    @Query() query: ListQueryParams,
    @Res({ passthrough: true }) res: Response,
  ) {
    const page = await this.rewards.list(ctx, gameId, query);
    return sendPage(res, GAME_REWARD_LIST.resource, { ...page, rows: page.rows.map(rewardView) });
  }

  @Post()
  @Can('update', 'Game')
  @ApiCreatedResponse({ type: GameRewardResponse })
  async create(
    @Ctx() ctx: RequestContext,
    @IdParam() gameId: string,
    @Body() dto: CreateGameRewardDto,
  ): Promise<GameRewardResponse> {
    return rewardView(await this.rewards.create(ctx, gameId, dto));
  }

  @Put(':rewardId')
  @Can('update', 'Game')
  @ApiOkResponse({ type: GameRewardResponse })
  async update(
    @Ctx() ctx: RequestContext,
    @IdParam() gameId: string,
    @IdParam('rewardId') id: string,
    @Body() dto: UpdateGameRewardDto,
  ): Promise<GameRewardResponse> {
    return rewardView(await this.rewards.update(ctx, gameId, id, dto));
  }

  @Delete(':rewardId')
  @Can('update', 'Game')
  @ApiOkResponse({ type: GameRewardResponse, description: 'the reward, now deleted' })
  async remove(
    @Ctx() ctx: RequestContext,
    @IdParam() gameId: string,
    @IdParam('rewardId') id: string,
  ): Promise<GameRewardResponse> {
    return rewardView(await this.rewards.remove(ctx, gameId, id));
  }
}
