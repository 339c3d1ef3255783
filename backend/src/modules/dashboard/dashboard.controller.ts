import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ErrorResponse } from '../../common/http/error.response.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardQuery } from './dto/dashboard.query.js';
import { DashboardResponse } from './dto/dashboard.response.js';
import { PlatformQuery } from './dto/platform.query.js';
import { PlatformResponse } from './dto/platform.response.js';
import { PlatformService } from './platform.service.js';

/** Home → Dashboard: a month of sends at a glance; for staff, the platform's month. */
@ApiTags('dashboard')
@Controller('api/dashboard')
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly platforms: PlatformService,
  ) {}

  @Get()
  @Can('read', 'Message')
  @ApiOkResponse({ type: DashboardResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'An account the caller may not see' })
  month(@Ctx() ctx: RequestContext, @Query() query: DashboardQuery): Promise<DashboardResponse> {
    return this.dashboard.month(ctx, query);
  }

  /** Back office: every account's month, the top-ups and the queues. Staff only. */
  @Get('platform')
  @Can('read', 'Platform')
  @ApiOkResponse({ type: PlatformResponse })
  platform(@Ctx() ctx: RequestContext, @Query() query: PlatformQuery): Promise<PlatformResponse> {
    return this.platforms.month(ctx, query);
  }
}
