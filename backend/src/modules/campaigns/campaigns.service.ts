import { randomUUID } from 'node:crypto';
import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException, type FieldErrors } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Transactions } from '../../database/transactions.js';
import { BroadcastsService, type PreparedSend } from '../broadcasts/broadcasts.service.js';
import type { BroadcastInputDto } from '../broadcasts/dto/broadcast.dto.js';
import { SendPlanner, type Audience } from '../broadcasts/send-planner.js';
import { CreditsService } from '../credits/credits.service.js';
import { couponSend } from '../../common/coupons/coupon-message.js';
import { carriesCoupon } from '../coupons/coupon-message-rules.js';
import { CAMPAIGN_STATUSES, Campaign, type CampaignStatus } from './campaign.entity.js';
import { CampaignsRepository, type CampaignCouponRow } from './campaigns.repository.js';
import { AUDIENCE_FIELDS, type CampaignInputDto, type UpdateCampaignDto } from './dto/campaign.dto.js';
import {
  campaignView,
  EMPTY_FUNNEL,
  type CampaignAnalysisResponse,
  type CampaignCouponResponse,
  type CampaignFunnelResponse,
  type CampaignResponse,
} from './dto/campaign.response.js';
import { authorize } from '../abilities.js';

/** Available codes are counted up to this many for the confirm step ("10,000+" beyond). */
export const AVAILABLE_CODES_SHOWN = 10_000;

export const CAMPAIGN_LIST: ListSpec = {
  resource: 'campaigns',
  sortable: { createdAt: 'campaign.createdAt', startDate: 'campaign.startAt', name: 'campaign.name', status: 'campaign.status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['campaign.name'] },
    id: { kind: 'uuid', column: 'campaign.id' },
    status: { kind: 'equals', column: 'campaign.status', values: CAMPAIGN_STATUSES },
    startDate: { kind: 'range', column: 'campaign.startAt', type: 'date' },
  },
};

/** Planner fields that are a coupon's (its sender and message) or the campaign's start, as the wizard names them. */
const FIELD_OF: Record<string, string> = { scheduledAt: 'timeStart', message: 'couponIds', senderName: 'couponIds' };

/**
 * Campaigns: drafts written in the wizard, then confirmed into one send per coupon through the
 * messaging path (credits, quiet hours, blacklist, schedule), each recipient's message carrying a
 * code of the coupon reserved as it is written (see coupons/code-reservations.ts).
 */
@Injectable()
export class CampaignsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly repository: CampaignsRepository,
    @InjectTenantRepository(Campaign) private readonly campaigns: TenantRepository<Campaign>,
    private readonly broadcasts: BroadcastsService,
    private readonly planner: SendPlanner,
    private readonly credits: CreditsService,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<CampaignResponse>> {
    authorize(ctx, 'read', 'Campaign');
    const page = await findPage(this.campaigns.for(ctx).query('campaign'), parseListQuery(params, CAMPAIGN_LIST), CAMPAIGN_LIST);
    const coupons = await this.couponsOf(
      ctx,
      page.rows.map((row) => row.id),
    );
    return { ...page, rows: page.rows.map((row) => this.view(row, coupons.get(row.id) ?? [])) };
  }

  async get(ctx: RequestContext, id: string): Promise<CampaignResponse> {
    authorize(ctx, 'read', 'Campaign');
    const row = await this.campaigns.for(ctx).getById(id);
    return this.view(row, (await this.couponsOf(ctx, [id])).get(id) ?? []);
  }

  async create(ctx: RequestContext, dto: CampaignInputDto): Promise<CampaignResponse> {
    authorize(ctx, 'create', 'Campaign');
    const fields = await this.checked(ctx, dto);
    const id = await this.transactions.run(async (manager) => {
      const campaign = await this.campaigns.for(ctx, 'acting', manager).insert({ ...fields.columns, status: 'draft' });
      await this.setCoupons(manager, campaign, fields.couponIds);
      return campaign.id;
    });
    return this.get(ctx, id);
  }

  /** A draft rewritten: what is sent replaces what was there; an audience sent replaces the audience. */
  async update(ctx: RequestContext, id: string, dto: UpdateCampaignDto): Promise<CampaignResponse> {
    authorize(ctx, 'update', 'Campaign');
    const current = await this.get(ctx, id);
    if (current.status !== 'draft') throw notDraft();
    const defined = Object.fromEntries(
      Object.entries(dto).filter(([, value]) => value !== undefined),
    ) as Partial<CampaignInputDto>;
    const audienceSent = AUDIENCE_FIELDS.some((field) => field in defined);
    const base: Partial<CampaignInputDto> = { ...current, description: current.description };
    if (audienceSent) for (const field of AUDIENCE_FIELDS) delete base[field];
    const fields = await this.checked(ctx, { ...base, ...defined } as CampaignInputDto);
    await this.transactions.run(async (manager) => {
      if (!(await this.repository.lockDraft(manager, id, ctx.accountId))) throw notDraft();
      await this.campaigns.for(ctx, 'acting', manager).update(id, fields.columns);
      await this.setCoupons(manager, { id, accountId: ctx.accountId }, fields.couponIds);
    });
    return this.get(ctx, id);
  }

  /** Only a draft goes: a confirmed campaign's sends and codes are history. */
  async remove(ctx: RequestContext, id: string): Promise<CampaignResponse> {
    authorize(ctx, 'delete', 'Campaign');
    const current = await this.get(ctx, id);
    if (!(await this.repository.removeDraft(id, ctx.accountId))) throw notDraft();
    return current;
  }

  /** The confirm step of a draft: each coupon's send priced as a send's analysis is; nothing stored or charged. */
  async analyze(ctx: RequestContext, id: string): Promise<CampaignAnalysisResponse> {
    authorize(ctx, 'update', 'Campaign');
    const campaign = await this.campaigns.for(ctx).getById(id);
    return this.analysisOf(ctx, await this.prepareSends(ctx, campaign, await this.couponIdsOf(ctx, id)));
  }

  /** The confirm step of a campaign not saved: the wizard stores nothing until the user saves or confirms. */
  async analyzeNew(ctx: RequestContext, dto: CampaignInputDto): Promise<CampaignAnalysisResponse> {
    authorize(ctx, 'create', 'Campaign');
    const { campaign, couponIds } = await this.unsaved(ctx, dto);
    return this.analysisOf(ctx, await this.prepareSends(ctx, campaign, couponIds));
  }

  private async analysisOf(
    ctx: RequestContext,
    sends: { coupon: CampaignCouponRow; prepared: PreparedSend; available: number }[],
  ): Promise<CampaignAnalysisResponse> {
    const { balance } = await this.credits.balanceOf(ctx.accountId);
    const credits = sends.reduce((sum, send) => sum + send.prepared.tally.credits, 0);
    return {
      coupons: sends.map(({ coupon, prepared: { tally }, available }) => {
        const { overCap: _overCap, ...figures } = tally;
        return {
          ...figures,
          balance,
          balanceAfter: balance - tally.credits,
          couponId: coupon.id,
          couponName: coupon.couponName,
          senderName: coupon.senderName!,
          availableCodes: available,
        };
      }),
      messages: sends.reduce((sum, send) => sum + send.prepared.tally.valid, 0),
      totalParts: sends.reduce((sum, send) => sum + send.prepared.tally.totalParts, 0),
      credits,
      balance,
      balanceAfter: balance - credits,
    };
  }

  /**
   * One send per coupon, all in one transaction with the campaign's move out of draft: every
   * send's credits are reserved or none is (a failing one rolls all back), and a second
   * confirmation finds no draft and sends nothing. Sends start at the campaign's start, or now.
   */
  async confirm(ctx: RequestContext, id: string): Promise<CampaignResponse> {
    authorize(ctx, 'update', 'Campaign');
    const campaign = await this.campaigns.for(ctx).getById(id);
    if (campaign.status !== 'draft') throw notDraft();
    const sends = await this.prepareSends(ctx, campaign, await this.couponIdsOf(ctx, id));
    const status = statusOnConfirm(sends);
    const created = await this.transactions.run(async (manager) => {
      if (!(await this.repository.confirmDraft(manager, id, ctx.accountId, status))) throw notDraft();
      return this.confirmSends(ctx, manager, id, sends);
    });
    for (const send of created) if (send.status === 'sending') await this.broadcasts.startFanout(send.id);
    return this.get(ctx, id);
  }

  /**
   * A campaign written and confirmed at once, never a draft: what the wizard does when the user
   * confirms a campaign they did not save, so giving up on the way leaves nothing behind.
   */
  async createConfirmed(ctx: RequestContext, dto: CampaignInputDto): Promise<CampaignResponse> {
    authorize(ctx, 'create', 'Campaign');
    authorize(ctx, 'update', 'Campaign');
    const { campaign, couponIds } = await this.unsaved(ctx, dto);
    const sends = await this.prepareSends(ctx, campaign, couponIds);
    const created = await this.transactions.run(async (manager) => {
      const { accountId: _accountId, ...fields } = campaign;
      await this.campaigns
        .for(ctx, 'acting', manager)
        .insert({ ...fields, status: statusOnConfirm(sends), confirmedAt: new Date() } as Partial<Campaign>);
      await this.setCoupons(manager, campaign, couponIds);
      return this.confirmSends(ctx, manager, campaign.id, sends);
    });
    for (const send of created) if (send.status === 'sending') await this.broadcasts.startFanout(send.id);
    return this.get(ctx, campaign.id);
  }

  /** One send per coupon, each recorded on its coupon of the campaign (in the caller's transaction). */
  private async confirmSends(
    ctx: RequestContext,
    manager: EntityManager,
    campaignId: string,
    sends: { coupon: CampaignCouponRow; prepared: PreparedSend }[],
  ) {
    const made = [];
    for (const { coupon, prepared } of sends) {
      const send = await this.broadcasts.confirm(ctx, manager, prepared);
      await this.repository.recordSend(manager, campaignId, coupon.id, send.id);
      made.push(send);
    }
    return made;
  }

  /** A campaign checked as a draft would be, with the id it will have, not stored. */
  private async unsaved(ctx: RequestContext, dto: CampaignInputDto): Promise<{ campaign: Campaign; couponIds: string[] }> {
    const fields = await this.checked(ctx, dto);
    const campaign = Object.assign(new Campaign(), {
      ...fields.columns,
      id: randomUUID(),
      accountId: ctx.accountId,
      status: 'draft' as const,
    });
    return { campaign, couponIds: fields.couponIds };
  }

  /** A saved campaign's coupons, in the order they were added. */
  private couponIdsOf(ctx: RequestContext, campaignId: string): Promise<string[]> {
    return this.repository.couponIdsOf(ctx.accountId, campaignId);
  }

  /** Its sends still scheduled are called off (their credits back); sends already under way finish. */
  async cancel(ctx: RequestContext, id: string): Promise<CampaignResponse> {
    authorize(ctx, 'update', 'Campaign');
    await this.campaigns.for(ctx).getById(id);
    await this.transactions.run(async (manager) => {
      if (!(await this.repository.cancel(manager, id, ctx.accountId))) {
        throw new ConflictException({ message: 'errors.campaignNotCancellable' });
      }
      await this.broadcasts.cancelScheduled(ctx, manager, await this.repository.sendIdsOf(manager, id));
    });
    return this.get(ctx, id);
  }

  /**
   * Every coupon's send planned and priced, or a 422: the campaign has ended, a coupon cannot be
   * sent (not active, no approved sender or message, its validity ends before the campaign's)
   * or has fewer codes left than recipients, or the send itself is refused (quiet hours, audience).
   */
  private async prepareSends(
    ctx: RequestContext,
    campaign: Campaign,
    couponIds: string[],
  ): Promise<{ coupon: CampaignCouponRow; prepared: PreparedSend; available: number }[]> {
    const now = new Date();
    if (campaign.endAt.getTime() <= now.getTime()) throw new ValidationFailedException({ endDate: 'validation.campaignEnded' });
    const coupons = await this.repository.couponsToSend(ctx.accountId, couponIds);
    if (!coupons.length) throw new ValidationFailedException({ couponIds: 'validation.couponsRequired' });
    for (const coupon of coupons) {
      const problem =
        coupon.status !== 'active'
          ? 'validation.couponNotActive'
          : !coupon.senderName
            ? 'validation.couponNoSender'
            : !coupon.message.trim()
              ? 'validation.couponNoMessage'
              : // Saved before an active coupon's message had to carry it: its customers would get no code.
                !carriesCoupon(coupon.message)
                ? 'validation.couponVariableRequired'
                : new Date(coupon.validUntil).getTime() < campaign.endAt.getTime()
                  ? 'validation.couponEndsBeforeCampaign'
                  : null;
      if (problem) throw new ValidationFailedException({ couponIds: problem });
    }
    const sends = [];
    for (const coupon of coupons) {
      const prepared = await this.broadcasts
        .prepare(ctx, this.sendOf(campaign, coupon, now), couponSend(coupon, campaign.id, this.config.publicUrl))
        .catch((error: unknown) => {
          throw renamed(error);
        });
      const available = await this.availableCodes(coupon.id, prepared.tally.valid);
      if (available < prepared.tally.valid) throw new ValidationFailedException({ couponIds: 'validation.couponCodesShort' });
      sends.push({ coupon, prepared, available });
    }
    return sends;
  }

  /** A coupon's send as Quick Send would write it: its sender and message to the campaign's audience. */
  private sendOf(campaign: Campaign, coupon: CampaignCouponRow, now: Date): BroadcastInputDto {
    return {
      senderName: coupon.senderName!,
      message: coupon.message,
      kind: 'marketing',
      scheduledAt: campaign.startAt.getTime() > now.getTime() ? campaign.startAt : null,
      description: campaign.name.slice(0, 500),
      ...audienceInput(campaign),
    };
  }

  /** Available codes, counted up to one more than needed: the answer never scans a million codes for nothing. */
  /**
   * The coupon's codes not given yet, counted up to AVAILABLE_CODES_SHOWN (or one past what the
   * send needs, if more): enough to judge the send and to show, without counting a million codes.
   */
  private availableCodes(couponId: string, needed: number): Promise<number> {
    return this.repository.availableCodes(couponId, Math.max(needed + 1, AVAILABLE_CODES_SHOWN));
  }

  private async checked(
    ctx: RequestContext,
    dto: CampaignInputDto,
  ): Promise<{ columns: Partial<Campaign>; couponIds: string[] }> {
    const errors: FieldErrors = {};
    const startAt = ictInstant(dto.startDate, dto.timeStart);
    const endAt = ictInstant(dto.endDate, dto.timeEnd);
    if (!startAt) errors.startDate = 'validation.date';
    if (!endAt) errors.endDate = 'validation.date';
    if (startAt && endAt && endAt.getTime() <= startAt.getTime()) errors.endDate = 'validation.endAfterStart';
    else if (endAt && endAt.getTime() <= Date.now()) errors.endDate = 'validation.campaignEnded';
    const audience = await this.planner.checkAudience(ctx, dto, errors);
    const couponIds = [...new Set(dto.couponIds)];
    const own = await this.repository.ownCoupons(ctx.accountId, couponIds);
    if (own.length !== couponIds.length) errors.couponIds = 'validation.unknownCoupon';
    if (Object.keys(errors).length) throw new ValidationFailedException(errors);
    return {
      columns: {
        name: dto.name,
        description: dto.description ?? null,
        startAt: startAt!,
        endAt: endAt!,
        phoneNumber: dto.phoneNumber ?? false,
        keyVerifi: dto.keyVerifi ?? false,
        ...audienceColumns(audience!),
      },
      couponIds,
    };
  }

  /** The campaign's coupons become exactly these. */
  private setCoupons(manager: EntityManager, campaign: { id: string; accountId: string }, couponIds: string[]): Promise<void> {
    return this.repository.setCoupons(manager, campaign, couponIds);
  }

  /** Each campaign's coupons with their sends' counters: one query for a page of campaigns, no message scanned. */
  private async couponsOf(ctx: RequestContext, ids: string[]): Promise<Map<string, CampaignCouponResponse[]>> {
    const out = new Map<string, CampaignCouponResponse[]>();
    if (!ids.length) return out;
    const rows = await this.repository.couponsWithCounters(ctx.accountId, ids);
    for (const row of rows) {
      const list = out.get(row.campaignId) ?? [];
      list.push({
        couponId: row.couponId,
        couponName: row.couponName,
        couponStatus: row.couponStatus,
        broadcastId: row.broadcastId,
        broadcastStatus: row.broadcastStatus,
        issued: row.issued,
        funnel: { sent: row.sent, delivered: row.delivered, opened: row.opened, redeemed: row.redeemed },
      });
      out.set(row.campaignId, list);
    }
    return out;
  }

  private view(row: Campaign, coupons: CampaignCouponResponse[]): CampaignResponse {
    const funnel = { ...EMPTY_FUNNEL };
    for (const coupon of coupons)
      for (const key of Object.keys(funnel) as (keyof CampaignFunnelResponse)[]) funnel[key] += coupon.funnel[key];
    return campaignView(
      row,
      coupons.map((coupon) => coupon.couponId),
      funnel,
      coupons,
    );
  }
}

/** Sends start at the campaign's start, or now. */
function statusOnConfirm(sends: { prepared: PreparedSend }[]): CampaignStatus {
  return sends[0].prepared.plan.scheduledAt ? 'scheduled' : 'running';
}

function notDraft(): ConflictException {
  return new ConflictException({ message: 'errors.campaignNotDraft' });
}

/** A planner's refusal on the names of the campaign's fields. */
function renamed(error: unknown): unknown {
  if (!(error instanceof ValidationFailedException)) return error;
  const { errors } = error.getResponse() as { errors: FieldErrors };
  return new ValidationFailedException(
    Object.fromEntries(Object.entries(errors).map(([field, key]) => [FIELD_OF[field] ?? field, key])),
  );
}

/** A wizard's ICT date and time as an instant, or null when there is no such day. */
export function ictInstant(date: string, time: string): Date | null {
  const at = new Date(`${date}T${time}:00+07:00`);
  if (Number.isNaN(at.getTime())) return null;
  // 2026-02-30 rolls over to March: refused.
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10) === date ? at : null;
}

function audienceColumns(audience: Audience): Partial<Campaign> {
  return {
    recipientList: audience.type === 'typed' ? audience.list : null,
    fileId: audience.type === 'file' ? audience.fileId : null,
    phoneColumn: audience.type === 'file' ? audience.phoneColumn : null,
    variables: audience.type === 'file' ? audience.variables : null,
    peopleAudience: audience.type === 'people' ? audience.people : null,
  };
}

function audienceInput(campaign: Campaign): Partial<BroadcastInputDto> {
  if (campaign.fileId)
    return { fileId: campaign.fileId, phoneColumn: campaign.phoneColumn ?? '', variables: campaign.variables ?? {} };
  if (campaign.peopleAudience)
    return {
      allPeople: campaign.peopleAudience.all,
      tagIds: campaign.peopleAudience.tagIds,
      groupIds: campaign.peopleAudience.groupIds,
    };
  return { recipients: campaign.recipientList ?? [] };
}
