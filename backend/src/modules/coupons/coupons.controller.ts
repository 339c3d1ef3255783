import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { COUPON_LIST, CouponsService } from './coupons.service.js';
import { CreateCouponDto, UpdateCouponDto } from './dto/coupon.dto.js';
import { CouponResponse } from './dto/coupon.response.js';

@ApiTags('coupons')
@Controller('api/coupons')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Get()
  @Can('read', 'Coupon')
  @ApiList(COUPON_LIST, CouponResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    return sendPage(res, COUPON_LIST.resource, await this.coupons.list(ctx, query));
  }

  @Get(':id')
  @Can('read', 'Coupon')
  @ApiOkResponse({ type: CouponResponse })
  get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CouponResponse> {
    return this.coupons.get(ctx, id);
  }

  @Post()
  @Can('create', 'Coupon')
  @ApiCreatedResponse({ type: CouponResponse, description: 'the coupon with its useMax codes made' })
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateCouponDto): Promise<CouponResponse> {
    return this.coupons.create(ctx, dto);
  }

  @Put(':id')
  @Can('update', 'Coupon')
  @ApiOkResponse({ type: CouponResponse })
  update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateCouponDto): Promise<CouponResponse> {
    return this.coupons.update(ctx, id, dto);
  }

  @Delete(':id')
  @Can('delete', 'Coupon')
  @ApiOkResponse({ type: CouponResponse, description: 'the coupon, gone with its codes' })
  remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CouponResponse> {
    return this.coupons.remove(ctx, id);
  }
}
