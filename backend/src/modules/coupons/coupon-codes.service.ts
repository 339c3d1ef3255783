import { Injectable } from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { ExportColumnSpec } from '../../common/export/stream-export.js';
import {
  everyRow,
  findPage,
  parseListQuery,
  type ListQueryParams,
  type ListSpec,
  type Page,
} from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { COUPON_CODE_STATUSES, CouponCode } from './coupon-code.entity.js';
import { randomCodes } from './coupon-codes.js';
import { CouponsRepository } from './coupons.repository.js';
import type { CouponCodeCounts } from './dto/coupon.response.js';
import { authorize } from '../abilities.js';

export const COUPON_CODE_LIST: ListSpec = {
  resource: 'coupon-codes',
  sortable: { code: 'code.code' },
  defaultSort: ['code', 'ASC'],
  filters: {
    // Validated and documented as a search; matched as the code's start by CouponCodesService.
    q: { kind: 'search', columns: ['code.code'] },
    id: { kind: 'uuid', column: 'code.id' },
    couponId: { kind: 'uuid', column: 'code.couponId' },
    status: { kind: 'equals', column: 'code.status', values: COUPON_CODE_STATUSES },
  },
};

/** Codes read per query by an export. */
const EXPORT_BATCH = 5_000;

/** Codes written per statement. */
const BATCH = 50_000;
/** Rounds in a row that may add nothing before the keyspace counts as full. */
const EMPTY_ROUNDS = 5;

interface CodeOwner {
  id: string;
  accountId: string;
  couponCodePrefix: string;
  codeLength: number;
}

/**
 * A coupon's codes, made in bulk: random codes written a multi-row statement at a time (never a
 * statement per code), the unique (account, code) index deciding collisions, and the shortfall
 * made again until the count is reached.
 */
@Injectable()
export class CouponCodesService {
  constructor(
    @InjectTenantRepository(CouponCode) private readonly codes: TenantRepository<CouponCode>,
    private readonly repository: CouponsRepository,
  ) {}

  /** A coupon's codes (filter couponId), searchable by their start, in code order. */
  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<CouponCode>> {
    authorize(ctx, 'read', 'Coupon');
    const { query, codes } = this.listQuery(ctx, params);
    return findPage(codes(), query, COUPON_CODE_LIST);
  }

  /** The filtered codes as export rows, a keyset page at a time. */
  export(
    ctx: RequestContext,
    params: ListQueryParams,
  ): { columns: ExportColumnSpec[]; rows: AsyncGenerator<Record<string, unknown>> } {
    authorize(ctx, 'read', 'Coupon');
    // Parsed now, so a bad filter is a 400 before the download starts.
    const { query, codes } = this.listQuery(ctx, { ...params, cursor: undefined });
    const columns = ['code', 'status', 'redeemed', 'createdAt'].map((key) => ({
      key,
      header: `resources.coupon-codes.fields.${key}`,
      ...(key === 'status' ? { values: 'resources.coupon-codes.statuses' } : {}),
    }));
    async function* rows() {
      for await (const page of everyRow(codes, query, COUPON_CODE_LIST, EXPORT_BATCH)) {
        for (const { code, status, redeemed, createdAt } of page) yield { code, status, redeemed, createdAt };
      }
    }
    return { columns, rows: rows() };
  }

  private listQuery(ctx: RequestContext, params: ListQueryParams) {
    const parsed = parseListQuery(params, COUPON_CODE_LIST);
    const { q, ...filter } = parsed.filter;
    const start = typeof q === 'string' ? q.trim().toUpperCase() : '';
    const codes = (): SelectQueryBuilder<CouponCode> => {
      const qb = this.codes.for(ctx).query('code');
      // The code's start, on the C-collated (account, coupon, code) index; LIKE's own wildcards escaped.
      if (start) qb.andWhere(`code.code LIKE :start ESCAPE '\\'`, { start: `${start.replace(/[\\%_]/g, '\\$&')}%` });
      return qb;
    };
    return { query: { ...parsed, filter }, codes };
  }
  /** Adds `count` new codes to the coupon, in the caller's transaction. */
  async generate(manager: EntityManager, coupon: CodeOwner, count: number): Promise<void> {
    let missing = count;
    let empty = 0;
    while (missing > 0) {
      const batch = Math.min(missing, BATCH);
      const codes = randomCodes(batch, coupon.couponCodePrefix, coupon.codeLength);
      const n = await this.repository.addCodes(manager, coupon.accountId, coupon.id, codes);
      missing -= n;
      empty = n ? 0 : empty + 1;
      // The account's other coupons with the same prefix have taken the space.
      if (empty >= EMPTY_ROUNDS) throw new ValidationFailedException({ useMax: 'validation.couponKeyspace' });
    }
  }

  /** How many of a coupon's codes are in each state. */
  async counts(manager: EntityManager, accountId: string, couponId: string): Promise<CouponCodeCounts> {
    return this.repository.codeCounts(manager, accountId, couponId);
  }
}
