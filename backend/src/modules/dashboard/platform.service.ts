import { getQueueToken } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { currentMonth, daysOf } from '../../common/time/ict-month.js';
import { QUEUES } from '../../queue/queues.js';
import { DashboardRepository } from './dashboard.repository.js';
import type { PlatformQuery } from './dto/platform.query.js';
import type { PlatformQueue, PlatformResponse } from './dto/platform.response.js';
import { authorize } from '../abilities.js';

/** Accounts listed: the busiest of the month. */
const TOP_ACCOUNTS = 50;
/** How long the queue figures may take before the page shows none (Redis away). */
const QUEUE_TIMEOUT_MS = 2_000;

/**
 * The back office's month: volume and revenue per account (the message rollup and the top-ups),
 * credits sold, sender names waiting for approval and the queues' depths and failures.
 */
@Injectable()
export class PlatformService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly moduleRef: ModuleRef,
  ) {}

  async month(ctx: RequestContext, query: PlatformQuery): Promise<PlatformResponse> {
    authorize(ctx, 'read', 'Platform');
    const month = query.month ?? currentMonth();
    const days = daysOf(month);
    const first = days[0];
    const last = days[days.length - 1];
    // The month's instants in ICT: top-ups are timestamps, the rollup has ICT days.
    const from = `${first}T00:00:00+07:00`;
    const to = `${last}T23:59:59.999999+07:00`;
    const [accounts, sold, sendersPending, queues] = await Promise.all([
      this.repository.busiestAccounts(first, last, from, to, TOP_ACCOUNTS),
      this.repository.creditsSold(from, to),
      this.repository.pendingSenders(),
      this.queues(),
    ]);
    return {
      month,
      accounts: accounts.map((row) => ({
        accountId: row.id,
        name: row.name,
        smsSub: Number(row.sms),
        delivered: Number(row.delivered),
        cost: Number(row.cost),
        creditsSold: Number(row.credits),
        revenue: Number(row.revenue),
      })),
      creditsSold: sold,
      sendersPending,
      queues,
    };
  }

  private async queues(): Promise<PlatformQueue[] | null> {
    const counts = Promise.all(
      Object.values(QUEUES).map(async (name) => {
        const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
        const { waiting, active, delayed, failed } = await queue.getJobCounts();
        return { name, waiting, active, delayed, failed };
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), QUEUE_TIMEOUT_MS)));
    try {
      return await Promise.race([counts.catch(() => null), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
