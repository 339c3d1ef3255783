import { Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import {
  applyFilters,
  findPage,
  parseListQuery,
  type ListQuery,
  type ListQueryParams,
  type ListSpec,
  type Page,
} from '../../common/http/list-query.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { normalizeAnyMobile } from '../../common/validation/phone.js';
import { otpRequestView, type OtpRequestResponse, type OtpSummaryResponse } from './dto/otp-request.response.js';
import { OtpRequest } from './otp-request.entity.js';

/** What the OTP list shows and filters by: stored states, and "expired" read off the clock. */
export const OTP_LIST_STATUSES = ['pending', 'verified', 'locked', 'expired'] as const;

export const OTP_REQUEST_LIST: ListSpec = {
  resource: 'otp-requests',
  sortable: { createdAt: 'otp.createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: { kind: 'uuid', column: 'otp.id' },
    appId: { kind: 'uuid', column: 'otp.appId' },
    status: { kind: 'equals', column: 'otp.status', values: OTP_LIST_STATUSES },
    mobile: { kind: 'equals', column: 'otp.mobile' },
    createdAt: { kind: 'range', column: 'otp.createdAt', type: 'date' },
  },
};

/** The OTP list and its totals (sent, verified, conversion). */
@Injectable()
export class OtpListService {
  constructor(@InjectTenantRepository(OtpRequest) private readonly requests: TenantRepository<OtpRequest>) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<OtpRequestResponse>> {
    const [qb, query] = this.filtered(ctx, params);
    const page = await findPage(qb.leftJoinAndSelect('otp.app', 'app'), query, OTP_REQUEST_LIST);
    return { ...page, rows: page.rows.map(otpRequestView) };
  }

  async get(ctx: RequestContext, id: string): Promise<OtpRequestResponse> {
    return otpRequestView(await this.requests.for(ctx).getById(id, ['app']));
  }

  /** Totals over the rows the same filter lists. */
  async summary(ctx: RequestContext, params: ListQueryParams): Promise<OtpSummaryResponse> {
    const [qb, query] = this.filtered(ctx, params);
    const row = await applyFilters(qb, query, OTP_REQUEST_LIST)
      .select('count(*)::int', 'requests')
      .addSelect('coalesce(sum(otp.sends), 0)::int', 'sent')
      .addSelect(`count(*) FILTER (WHERE otp.status = 'verified')::int`, 'verified')
      .getRawOne<{ requests: number; sent: number; verified: number }>();
    const { requests = 0, sent = 0, verified = 0 } = row ?? {};
    return { requests, sent, verified, conversionRate: requests ? Math.round((verified / requests) * 1000) / 10 : 0 };
  }

  /**
   * The list helper's query, with "expired" and "pending" told apart by the clock (one is a
   * pending row past its expiry), and a mobile typed in any usual writing.
   */
  private filtered(ctx: RequestContext, params: ListQueryParams): [SelectQueryBuilder<OtpRequest>, ListQuery] {
    const query = parseListQuery(params, OTP_REQUEST_LIST);
    const filter = { ...query.filter };
    const qb = this.requests.for(ctx).query('otp');
    const statuses = [filter.status].flat().filter((value): value is string => typeof value === 'string');
    if (statuses.length === 1 && (statuses[0] === 'expired' || statuses[0] === 'pending')) {
      filter.status = 'pending';
      qb.andWhere(statuses[0] === 'expired' ? 'otp.expiresAt <= now()' : 'otp.expiresAt > now()');
    }
    if (typeof filter.mobile === 'string') filter.mobile = normalizeAnyMobile(filter.mobile) ?? filter.mobile;
    return [qb, { ...query, filter }];
  }
}
