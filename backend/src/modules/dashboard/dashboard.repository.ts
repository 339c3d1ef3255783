import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';
import type { OtpSums, StatSums } from './dashboard-figures.js';

/** The sends' rollup columns the dashboard sums per day. */
export const SUMS = [
  'messages',
  'charged',
  'refunded',
  'pending',
  'submitted',
  'delivered',
  'undelivered',
  'rejected',
  'expired',
] as const;

/**
 * The dashboards' SQL: an account's (or every account's) month from the daily rollups and the
 * credit ledger, and the back office's month across accounts.
 */
@Injectable()
export class DashboardRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The sends' rollup (message_stats) summed per day between two ICT days; every account's when `accountId` is null. */
  async sendsByDay(accountId: string | null, range: string[]): Promise<(StatSums & { day: string })[]> {
    const sums = SUMS.map((name) => `sum(${name})::float8 AS ${name}`).join(', ');
    return this.transactions.manager.query<(StatSums & { day: string })[]>(
      accountId
        ? `SELECT day::text AS day, ${sums} FROM message_stats WHERE account_id = $3 AND day BETWEEN $1 AND $2 GROUP BY day`
        : `SELECT day::text AS day, ${sums} FROM message_stats WHERE day BETWEEN $1 AND $2 GROUP BY day`,
      accountId ? [...range, accountId] : range,
    );
  }

  /**
   * OTP codes per ICT day, from the ledger (OTP messages are outside the sends' rollup): the
   * debits that name an OTP request, and the refunds of OTP messages that were never delivered.
   * A ledger row per code, read by the account, reason and time index.
   */
  async otpByDay(accountId: string | null, first: string, last: string): Promise<(OtpSums & { day: string })[]> {
    const params: string[] = [first, last];
    const ofAccount = (alias: string) => (accountId ? ` AND ${alias}.account_id = $3` : '');
    if (accountId) params.push(accountId);
    const day = `(t.created_at AT TIME ZONE 'Asia/Bangkok')::date`;
    return this.transactions.manager.query<(OtpSums & { day: string })[]>(
      `SELECT ${day}::text AS day, count(*) FILTER (WHERE t.reason = 'send')::int AS sends, (-sum(t.delta))::float8 AS cost
         FROM credit_transactions t
        WHERE t.created_at >= ($1::date::timestamp AT TIME ZONE 'Asia/Bangkok')
          AND t.created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok')${ofAccount('t')}
          AND ((t.reason = 'refund' AND t.reference = 'otp')
            OR (t.reason = 'send' AND t.reference IN (
              -- A code is resent within its validity: a request of the day before may be paid for again.
              SELECT o.id::text FROM otp_requests o
               WHERE o.created_at >= (($1::date - 1)::timestamp AT TIME ZONE 'Asia/Bangkok')
                 AND o.created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok')${ofAccount('o')})))
        GROUP BY 1`,
      params,
    );
  }

  /**
   * The month's busiest accounts (`limit` of them): volume from the rollup between the ICT days
   * `first` and `last`, top-ups and OTP credits between the instants `from` and `to`.
   */
  async busiestAccounts(first: string, last: string, from: string, to: string, limit: number): Promise<Record<string, string>[]> {
    return this.transactions.manager.query<Record<string, string>[]>(
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
        ORDER BY 3 DESC, 7 DESC, a.name LIMIT ${limit}`,
      [first, last, from, to],
    );
  }

  /** Credits sold between two instants: credits, revenue and top-ups. */
  async creditsSold(from: string, to: string): Promise<{ credits: number; revenue: number; purchases: number }> {
    const [sold] = await this.transactions.manager.query<{ credits: number; revenue: number; purchases: number }[]>(
      `SELECT coalesce(sum(credits), 0)::float8 AS credits, coalesce(sum(amount), 0)::float8 AS revenue, count(*)::int AS purchases
         FROM credit_purchases WHERE created_at BETWEEN $1 AND $2`,
      [from, to],
    );
    return sold;
  }

  /** Sender names waiting for approval. */
  async pendingSenders(): Promise<number> {
    const [senders] = await this.transactions.manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM senders WHERE status = 'pending'`,
    );
    return senders.n;
  }
}
