import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { ValidationErrorResponse } from '../../common/http/error.response.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CouponsService } from '../coupons/coupons.service.js';
import type { CouponBook } from './coupon-book.entity.js';
import { COUPON_BOOK_LIST, CouponBooksService } from './coupon-books.service.js';
import { CreateCouponBookDto, UpdateCouponBookDto } from './dto/coupon-book.dto.js';
import { CouponBookResponse } from './dto/coupon-book.response.js';

/** Coupon books, each with its totals (coupons and codes in it) from the coupons module. */
@ApiTags('coupon-books')
@Controller('api/coupon-books')
export class CouponBooksController {
  constructor(
    private readonly books: CouponBooksService,
    private readonly coupons: CouponsService,
  ) {}

  @Get()
  @Can('read', 'CouponBook')
  @ApiList(COUPON_BOOK_LIST, CouponBookResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    const page = await this.books.list(ctx, query);
    return sendPage(res, COUPON_BOOK_LIST.resource, { ...page, rows: await this.withTotals(ctx, page.rows) });
  }

  @Get(':id')
  @Can('read', 'CouponBook')
  @ApiOkResponse({ type: CouponBookResponse })
  async get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CouponBookResponse> {
    return (await this.withTotals(ctx, [await this.books.get(ctx, id)]))[0];
  }

  @Post()
  @Can('create', 'CouponBook')
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'a book of this name exists in the account (any case)' })
  @ApiCreatedResponse({ type: CouponBookResponse })
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreateCouponBookDto): Promise<CouponBookResponse> {
    return (await this.withTotals(ctx, [await this.books.create(ctx, dto)]))[0];
  }

  @Put(':id')
  @Can('update', 'CouponBook')
  @ApiConflictResponse({ type: ValidationErrorResponse, description: 'a book of this name exists in the account (any case)' })
  @ApiOkResponse({ type: CouponBookResponse })
  async update(@Ctx() ctx: RequestContext, @IdParam() id: string, @Body() dto: UpdateCouponBookDto): Promise<CouponBookResponse> {
    return (await this.withTotals(ctx, [await this.books.update(ctx, id, dto)]))[0];
  }

  @Delete(':id')
  @Can('delete', 'CouponBook')
  @ApiOkResponse({ type: CouponBookResponse, description: 'the book; its coupons stay, in no book' })
  async remove(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CouponBookResponse> {
    const book = await this.get(ctx, id);
    await this.books.remove(ctx, id);
    return book;
  }

  private async withTotals(ctx: RequestContext, books: CouponBook[]): Promise<CouponBookResponse[]> {
    const totals = await this.coupons.totalsByBook(
      ctx,
      books.map((book) => book.id),
    );
    return books.map((book) => ({
      ...book,
      ...(totals.get(book.id) ?? { couponCount: 0, codeCount: 0 }),
    }));
  }
}
