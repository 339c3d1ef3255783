import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CouponDashboardService } from './coupon-dashboard.service.js';
import {
  CouponDashboardQuery,
  CouponDashboardResponse,
  CouponsDashboardQuery,
  CouponsDashboardResponse,
} from './dto/coupon-dashboard.dto.js';

/** Coupons → Dashboard. Registered before CouponsController, whose `:id` would take `dashboard`. */
@ApiTags('coupons')
@Controller('api/coupons')
export class CouponDashboardController {
  constructor(private readonly dashboard: CouponDashboardService) {}

  @Get('dashboard')
  @Can('read', 'Coupon')
  @ApiOkResponse({ type: CouponsDashboardResponse })
  month(@Ctx() ctx: RequestContext, @Query() query: CouponsDashboardQuery): Promise<CouponsDashboardResponse> {
    return this.dashboard.month(ctx, query);
  }

  @Get(':id/dashboard')
  @Can('read', 'Coupon')
  @ApiOkResponse({ type: CouponDashboardResponse })
  coupon(
    @Ctx() ctx: RequestContext,
    @IdParam() id: string,
    @Query() query: CouponDashboardQuery,
  ): Promise<CouponDashboardResponse> {
    return this.dashboard.coupon(ctx, id, query);
  }
}
