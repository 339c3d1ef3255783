import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { DEFAULT_MAX_PARTS } from '../../common/sms/segments.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { Jobs } from '../../queue/jobs.js';
import { CreditsService } from '../credits/credits.service.js';
import { Tallier, type Tally } from './analysis.js';
import { AnalysisMemo } from './analysis-memo.js';
import { Broadcast, BROADCAST_STATUSES } from './broadcast.entity.js';
import { BROADCAST_KINDS } from './sending-rules.js';
import type { BroadcastInputDto } from './dto/broadcast.dto.js';
import { broadcastView, type AnalysisResponse, type BroadcastResponse } from './dto/broadcast.response.js';
import { planColumns } from './plan-columns.js';
import { SendPlanner, type SendPlan } from './send-planner.js';
import { Transactions } from '../../database/transactions.js';
import { BroadcastsRepository } from './broadcasts.repository.js';
import type { CouponSend } from '../../common/coupons/coupon-message.js';

/** A send checked and priced, not yet stored. */
export interface PreparedSend {
  plan: SendPlan;
  tally: Tally;
}

export const BROADCAST_LIST: ListSpec = {
  resource: 'broadcasts',
  sortable: { createdAt: 'broadcast.createdAt', scheduledAt: 'broadcast.scheduledAt', status: 'broadcast.status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['broadcast.description'] },
    id: { kind: 'uuid', column: 'broadcast.id' },
    status: { kind: 'equals', column: 'broadcast.status', values: BROADCAST_STATUSES },
    kind: { kind: 'equals', column: 'broadcast.kind', values: BROADCAST_KINDS },
    createdAt: { kind: 'range', column: 'broadcast.createdAt', type: 'date' },
  },
};

@Injectable()
export class BroadcastsService {
  private readonly logger = new Logger('BroadcastsService');

  constructor(
    private readonly transactions: Transactions,
    private readonly repository: BroadcastsRepository,
    @InjectTenantRepository(Broadcast) private readonly broadcasts: TenantRepository<Broadcast>,
    private readonly jobs: Jobs,
    private readonly planner: SendPlanner,
    private readonly credits: CreditsService,
    private readonly memo: AnalysisMemo,
  ) {}

  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<BroadcastResponse>> {
    const page = await findPage(
      this.broadcasts.for(ctx).query('broadcast'),
      parseListQuery(params, BROADCAST_LIST),
      BROADCAST_LIST,
    );
    return { ...page, rows: page.rows.map(broadcastView) };
  }

  async get(ctx: RequestContext, id: string): Promise<BroadcastResponse> {
    return broadcastView(await this.broadcasts.for(ctx).getById(id));
  }

  /** The analyze page: every recipient judged and priced; nothing stored, nothing charged. */
  async analyze(ctx: RequestContext, dto: BroadcastInputDto): Promise<AnalysisResponse> {
    const { tally } = await this.prepare(ctx, dto);
    const { balance } = await this.credits.balanceOf(ctx.accountId);
    return { ...withoutOverCap(tally), balance, balanceAfter: balance - tally.credits };
  }

  /** The send planned and priced from its recipients; a 422 when it cannot be sent. */
  async prepare(ctx: RequestContext, dto: BroadcastInputDto, coupon: CouponSend | null = null): Promise<PreparedSend> {
    const plan = await this.planner.plan(ctx, dto, new Date(), coupon);
    return { plan, tally: await this.tally(ctx, plan) };
  }

  /**
   * Confirmation: the send is priced again from its recipients (the analysis may be stale: an
   * analysis of the very same send moments ago stands, AnalysisMemo), its credits reserved in
   * the same transaction as its row, and the fan-out queued. A scheduled send waits for the
   * scheduler in the worker; nothing is charged when any check fails.
   */
  async create(ctx: RequestContext, dto: BroadcastInputDto): Promise<{ id: string; status: Broadcast['status'] }> {
    const prepared = await this.prepare(ctx, dto);
    const created = await this.transactions.run((manager) => this.confirm(ctx, manager, prepared));
    if (created.status === 'sending') await this.startFanout(created.id);
    return created;
  }

  /**
   * A prepared send's row with its credits reserved, in the caller's transaction (a campaign
   * confirms all its sends in one). The caller starts the fan-out of a `sending` one once committed.
   */
  async confirm(
    ctx: RequestContext,
    manager: EntityManager,
    { plan, tally }: PreparedSend,
  ): Promise<{ id: string; status: Broadcast['status'] }> {
    const id = randomUUID();
    const status = plan.scheduledAt ? 'scheduled' : 'sending';
    // On this transaction's connection: asking the pool for another while holding one can exhaust it.
    const { kind } = await this.credits.balanceOf(ctx.accountId, manager);
    await this.credits.debit(manager, ctx.accountId, tally.credits, { reason: 'send', reference: id, createdBy: ctx.userId });
    await this.broadcasts.for(ctx, 'acting', manager).insert({
      ...planColumns(plan),
      id,
      status,
      startedAt: status === 'sending' ? new Date() : null,
      recipients: tally.valid,
      duplicate: tally.duplicate,
      invalid: tally.invalid,
      blacklisted: tally.blacklisted,
      notConsented: tally.notConsented,
      credits: tally.credits,
      creditKind: kind,
    });
    return { id, status };
  }

  /** A scheduled send is called off and every credit it reserved goes back. */
  async cancel(ctx: RequestContext, id: string): Promise<BroadcastResponse> {
    await this.broadcasts.for(ctx).getById(id);
    await this.transactions.run(async (manager) => {
      const cancelled = await this.cancelScheduled(ctx, manager, [id]);
      if (!cancelled.length) throw new ValidationFailedException({ status: 'validation.notCancellable' });
    });
    return this.get(ctx, id);
  }

  /**
   * The account's sends among `ids` still scheduled are called off, each one's credits back, in
   * the caller's transaction; answers the ids cancelled (others started already, or were never scheduled).
   */
  async cancelScheduled(ctx: RequestContext, manager: EntityManager, ids: string[]): Promise<string[]> {
    const rows = await this.repository.cancelScheduled(manager, ctx.accountId, ids);
    for (const row of rows) {
      const credits = Number(row.credits);
      if (credits > 0)
        await this.credits.credit(manager, ctx.accountId, credits, {
          reason: 'refund',
          reference: row.id,
          createdBy: ctx.userId,
        });
    }
    return rows.map((row) => row.id);
  }

  /**
   * Queues the fan-out. When Redis is away the send stays `sending` with its fan-out undone, and
   * the worker's scheduler queues it again: the confirmation itself has succeeded.
   */
  async startFanout(id: string): Promise<void> {
    try {
      await this.jobs.enqueue('fanout', { broadcastId: id });
    } catch (error) {
      this.logger.warn({ err: error, broadcastId: id }, 'fan-out not queued; the scheduler will queue it');
    }
  }

  private async tally(ctx: RequestContext, plan: SendPlan): Promise<Tally> {
    const key = await this.memo.keyOf(ctx, plan);
    const tally = (key && this.memo.get(key)) || (await this.judge(ctx, plan));
    if (key) this.memo.keep(key, tally);
    if (tally.valid === 0) throw new ValidationFailedException({ recipients: 'validation.noValidRecipients' });
    if (tally.overCap > 0) throw new ValidationFailedException({ message: 'validation.tooManyPartsPersonalised' });
    return tally;
  }

  private async judge(ctx: RequestContext, plan: SendPlan): Promise<Tally> {
    const tallier = new Tallier(DEFAULT_MAX_PARTS);
    for await (const verdicts of this.planner.verdicts(ctx, plan)) for (const verdict of verdicts) tallier.add(verdict);
    return tallier.tally;
  }
}

function withoutOverCap(tally: Tally): Omit<Tally, 'overCap'> {
  const { overCap: _overCap, ...rest } = tally;
  return rest;
}
