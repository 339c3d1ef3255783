import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { Can } from '../abilities.js';
import { GamePlayResponse } from './dto/game-play.response.js';
import { GAME_PLAY_LIST, GamePlaysService } from './game-plays.service.js';

/** The plays of the account's games: a game's report table (`filter={"gameId":…}`). */
@ApiTags('games')
@Controller('api/game-plays')
export class GamePlaysController {
  constructor(private readonly plays: GamePlaysService) {}

  @Get()
  @Can('read', 'Game')
  @ApiList(GAME_PLAY_LIST, GamePlayResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, GAME_PLAY_LIST.resource, await this.plays.list(ctx, query));
  }
}
