import { BadRequestException, Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import type { ExportColumnSpec } from '../../common/export/stream-export.js';
import {
  everyRow,
  findPage,
  parseListQuery,
  type ListQueryParams,
  type ListSpec,
  type Page,
} from '../../common/http/list-query.js';
import { InjectTenantRepository, notFound, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import type { CodeLookupResponse, RedemptionResponse } from './dto/redemption.response.js';
import { codeState, maskMobile, validUntil } from './redemption-rules.js';
import { REDEMPTION_STATUSES, Redemption } from './redemption.entity.js';
import { redemptionView } from './redemption-view.js';
import { RedemptionsRepository } from './redemptions.repository.js';
import { authorize } from '../abilities.js';

export const REDEMPTION_LIST: ListSpec = {
  resource: 'redemptions',
  sortable: {
    createdAt: 'redemption.createdAt',
    code: 'redemption.code',
    saleAmount: 'redemption.saleAmount',
    branch: 'redemption.branch',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: { kind: 'equals', column: 'redemption.status', values: REDEMPTION_STATUSES },
    couponId: { kind: 'uuid', column: 'redemption.couponId' },
    // Validated here as text; applied by SaleListService: the code's start, the branch's words, ICT days.
    q: { kind: 'search', columns: ['redemption.code'] },
    branch: { kind: 'search', columns: ['redemption.branch'] },
    startDate: { kind: 'equals', column: 'redemption.createdAt' },
    endDate: { kind: 'equals', column: 'redemption.createdAt' },
  },
};

const EXPORT_COLUMNS = ['createdAt', 'code', 'couponName', 'status', 'channel', 'userName', 'branch', 'saleAmount', 'reference', 'mobile'];
/** Columns whose values the file shows in its language, as the list does. */
const EXPORT_VALUES: Record<string, string> = { status: 'resources.redemptions.statuses', channel: 'resources.redemptions.channels' };
const EXPORT_BATCH = 2_000;
/** Redemptions shown on a code's card: more than any coupon allows in practice. */
const CARD_REDEMPTIONS = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the filter takes it (YYYY-MM-DD, a real date), or a 400. */
function day(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new BadRequestException({ message: 'list.badFilterValue', detail: `${field} must be a day, YYYY-MM-DD` });
  return value;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The sale list of key verification, its export, and a code's card. */
@Injectable()
export class SaleListService {
  constructor(
    private readonly repository: RedemptionsRepository,
    @InjectTenantRepository(Redemption) private readonly redemptions: TenantRepository<Redemption>,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<RedemptionResponse>> {
    authorize(ctx, 'read', 'Redemption');
    const { query, rows } = this.listQuery(ctx, params);
    const page = await findPage(rows(), query, REDEMPTION_LIST);
    return { ...page, rows: page.rows.map(redemptionView) };
  }

  export(ctx: RequestContext, params: ListQueryParams): { columns: ExportColumnSpec[]; rows: AsyncGenerator<Record<string, unknown>> } {
    authorize(ctx, 'read', 'Redemption');
    // Parsed now, so a bad filter is a 400 before the download starts.
    const { query, rows } = this.listQuery(ctx, { ...params, cursor: undefined });
    const columns = EXPORT_COLUMNS.map((key) => ({ key, header: `resources.redemptions.fields.${key}`, values: EXPORT_VALUES[key] }));
    async function* all() {
      for await (const page of everyRow(rows, query, REDEMPTION_LIST, EXPORT_BATCH)) {
        for (const row of page) yield { ...redemptionView(row) } as Record<string, unknown>;
      }
    }
    return { columns, rows: all() };
  }

  /** A code of the acting account as staff see it before redeeming: its state, validity and uses. */
  async lookup(ctx: RequestContext, code: string): Promise<CodeLookupResponse> {
    authorize(ctx, 'read', 'Redemption');
    const row = await this.repository.lookupCode(ctx.accountId, code);
    if (!row) notFound();
    const uses = await this.redemptions
      .for(ctx)
      .query('redemption')
      .leftJoinAndSelect('redemption.user', 'user')
      .andWhere('redemption.couponCodeId = :codeId', { codeId: row.id })
      .orderBy('redemption.createdAt', 'DESC')
      .addOrderBy('redemption.id', 'DESC')
      .limit(CARD_REDEMPTIONS)
      .getMany();
    return {
      id: row.id as string,
      code: row.code as string,
      couponId: row.couponId as string,
      couponName: row.couponName as string,
      state: codeState(row, new Date()),
      redeemed: row.redeemed,
      useMaxRedeem: row.useMaxRedeem,
      validFrom: row.startDate,
      validUntil: validUntil(row),
      maskedMobile: maskMobile(row.mobile as string | null),
      selfOnly: row.verifyType === 'self',
      redemptions: uses.map((use) => ({ ...redemptionView(use), couponName: row.couponName as string })),
    };
  }

  private listQuery(ctx: RequestContext, params: ListQueryParams) {
    const parsed = parseListQuery(params, REDEMPTION_LIST);
    const { q, branch, startDate, endDate, ...filter } = parsed.filter;
    const start = typeof q === 'string' ? q.trim().toUpperCase() : '';
    const branchText = typeof branch === 'string' ? branch.trim() : '';
    const from = day(startDate, 'startDate');
    const until = day(endDate, 'endDate');
    const rows = (): SelectQueryBuilder<Redemption> => {
      const qb = this.redemptions
        .for(ctx)
        .query('redemption')
        .leftJoinAndSelect('redemption.user', 'user')
        .leftJoinAndSelect('redemption.coupon', 'coupon');
      if (start) qb.andWhere(`redemption.code LIKE :start ESCAPE '\\'`, { start: `${likeEscaped(start)}%` });
      if (branchText) qb.andWhere(`redemption.branch ILIKE :branch ESCAPE '\\'`, { branch: `%${likeEscaped(branchText)}%` });
      // Days in ICT: from the first day's midnight to the midnight after the last day.
      if (from) qb.andWhere(`redemption.createdAt >= (CAST(CAST(:from AS date) AS timestamp) AT TIME ZONE 'Asia/Bangkok')`, { from });
      if (until) qb.andWhere(`redemption.createdAt < (CAST(CAST(:until AS date) + 1 AS timestamp) AT TIME ZONE 'Asia/Bangkok')`, { until });
      return qb;
    };
    return { query: { ...parsed, filter }, rows };
  }
}
