import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { Can } from '../abilities.js';
import { CreateGameDto, UpdateGameDto } from './dto/game.dto.js';
import { GameResponse, gameView } from './dto/game.response.js';
import { GAME_LIST, GamesService } from './games.service.js';

@ApiTags('games')
@Controller('api/games')
export class GamesController {
  constructor(private readonly games: GamesService) {}

  @Get()
  @Can('read', 'Game')
  @ApiList(GAME_LIST, GameResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    const page = await this.games.list(ctx, query);
    return sendPage(res, GAME_LIST.resource, { ...page, rows: page.rows.map((game) => gameView(game)) });
  }

  @Get(':id')
  @Can('read', 'Game')
  @ApiOkResponse({ type: GameResponse })
  async get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<GameResponse> {
    return gameView(await this.games.get(ctx, id));
  }

  @Post()
  @Can('create', 'Game')
  @ApiCreatedResponse({ type: GameResponse })
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreateGameDto): Promise<GameResponse> {
    return gameView(await this.games.create(ctx, dto));
  }

  @Put(':id')
  @Can('update', 'Game')
  @ApiOkResponse({ type: GameResponse })
  async update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateGameDto): Promise<GameResponse> {
    return gameView(await this.games.update(ctx, id, dto));
  }

  @Delete(':id')
  @Can('delete', 'Game')
  @ApiOkResponse({ type: GameResponse, description: 'the game, now deleted' })
  async remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<GameResponse> {
    return gameView(await this.games.remove(ctx, id));
  }
}
