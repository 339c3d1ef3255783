import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { Can } from '../abilities.js';
import { GameDashboardResponse, GameDashboardTotalsResponse } from './dto/game-dashboard.response.js';
import { GameDashboardService } from './game-dashboard.service.js';

/** Registered before GamesController, so that `dashboard` is not taken for a game's id. */
@ApiTags('games')
@Controller('api/games')
export class GameDashboardController {
  constructor(private readonly dashboards: GameDashboardService) {}

  @Get('dashboard')
  @Can('read', 'Game')
  @ApiOkResponse({ type: GameDashboardTotalsResponse })
  totals(@Ctx() ctx: RequestContext): Promise<GameDashboardTotalsResponse> {
    return this.dashboards.totals(ctx);
  }

  @Get(':id/dashboard')
  @Can('read', 'Game')
  @ApiOkResponse({ type: GameDashboardResponse })
  game(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<GameDashboardResponse> {
    return this.dashboards.game(ctx, id);
  }
}
