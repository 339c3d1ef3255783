import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../abilities.js';
import { Ctx } from '../../common/auth/decorators.js';
import { ApiList } from '../../common/http/api-list.decorator.js';
import { IdParam } from '../../common/http/id-param.js';
import { sendPage, type ListQueryParams } from '../../common/http/list-query.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { CREDIT_PURCHASE_LIST, CREDIT_TRANSACTION_LIST, CreditsService } from './credits.service.js';
import { CreditPurchaseDto } from './dto/credit-purchase.dto.js';
import {
  CreditPurchaseResponse,
  creditPurchaseView,
  CreditTransactionResponse,
  creditTransactionView,
} from './dto/credit.response.js';

/** Settings → transaction history: the account's ledger, read-only. */
@ApiTags('credits')
@Controller('api/credit-transactions')
export class CreditTransactionsController {
  constructor(private readonly credits: CreditsService) {}

  @Get()
  @Can('read', 'CreditTransaction')
  @ApiList(CREDIT_TRANSACTION_LIST, CreditTransactionResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    const page = await this.credits.listTransactions(ctx, query);
    return sendPage(res, CREDIT_TRANSACTION_LIST.resource, { ...page, rows: page.rows.map(creditTransactionView) });
  }

  @Get(':id')
  @Can('read', 'CreditTransaction')
  @ApiOkResponse({ type: CreditTransactionResponse })
  async get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CreditTransactionResponse> {
    return creditTransactionView(await this.credits.getTransaction(ctx, id));
  }
}

/** Top-ups by back-office staff, and the invoices an account reads. */
@ApiTags('credits')
@Controller('api/credit-purchases')
export class CreditPurchasesController {
  constructor(private readonly credits: CreditsService) {}

  @Post()
  @Can('create', 'CreditPurchase')
  @ApiCreatedResponse({ type: CreditPurchaseResponse })
  async create(@Ctx() ctx: RequestContext, @Body() dto: CreditPurchaseDto): Promise<CreditPurchaseResponse> {
    const { purchase, balanceAfter } = await this.credits.purchase(ctx, dto);
    return creditPurchaseView(purchase, balanceAfter);
  }

  @Get()
  @Can('read', 'CreditPurchase')
  @ApiList(CREDIT_PURCHASE_LIST, CreditPurchaseResponse)
  async list(@Ctx() ctx: RequestContext, @Query() query: ListQueryParams, @Res({ passthrough: true }) res: Response) {
    const page = await this.credits.listPurchases(ctx, query);
    return sendPage(res, CREDIT_PURCHASE_LIST.resource, { ...page, rows: page.rows.map((row) => creditPurchaseView(row)) });
  }

  @Get(':id')
  @Can('read', 'CreditPurchase')
  @ApiOkResponse({ type: CreditPurchaseResponse })
  async get(@Ctx() ctx: RequestContext, @IdParam() id: string): Promise<CreditPurchaseResponse> {
    return creditPurchaseView(await this.credits.getPurchase(ctx, id));
  }
}
