import { getQueueToken } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { currentMonth, daysOf } from '../../common/time/ict-month.js';
import { QUEUES } from '../../queue/queues.js';
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
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const [accounts, [sold], [senders], queues] = await Promise.all([
      this.dataSource.query<Record<string, string>[]>(
        `WITH volume AS (
           SELECT account_id, sum(messages) AS sms, sum(delivered) AS delivered, sum(charged - refunded) AS cost
             FROM message_stats WHERE day BETWEEN $1 AND $2 GROUP BY account_id),
         sold AS (
           SELECT account_id, sum(credits) AS credits, sum(amount) AS revenue
             FROM credit_purchases WHERE created_at BETWEEN $3 AND $4 GROUP BY account_id),
         -- OTP codes are outside the rollup: their credits from the ledger, as on an account's dashboard.
         otp AS (
           SELECT t.account_id, -sum(t.delta) AS cost
             FROM credit_transactions t
            WHERE t.created_at BETWEEN $3 AND $4
              AND ((t.reason = 'refund' AND t.reference = 'otp')
                OR (t.reason = 'send' AND t.reference IN (
                  SELECT o.id::text FROM otp_requests o
                   WHERE o.created_at >= $3::timestamptz - interval '1 day' AND o.created_at <= $4)))
            GROUP BY t.account_id)
         SELECT a.id, a.name, coalesce(v.sms, 0)::float8 AS sms, coalesce(v.delivered, 0)::float8 AS delivered,
                (coalesce(v.cost, 0) + coalesce(p.cost, 0))::float8 AS cost, coalesce(s.credits, 0)::float8 AS credits,
                coalesce(s.revenue, 0)::float8 AS revenue
           FROM volume v FULL JOIN sold s ON s.account_id = v.account_id
           FULL JOIN otp p ON p.account_id = coalesce(v.account_id, s.account_id)
           JOIN accounts a ON a.id = coalesce(v.account_id, s.account_id, p.account_id)
          ORDER BY 3 DESC, 7 DESC, a.name LIMIT ${TOP_ACCOUNTS}`,
        [first, last, from, to],
      ),
      this.dataSource.query<{ credits: number; revenue: number; purchases: number }[]>(
        `SELECT coalesce(sum(credits), 0)::float8 AS credits, coalesce(sum(amount), 0)::float8 AS revenue, count(*)::int AS purchases
           FROM credit_purchases WHERE created_at BETWEEN $1 AND $2`,
        [from, to],
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM senders WHERE status = 'pending'`),
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
      sendersPending: senders.n,
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
