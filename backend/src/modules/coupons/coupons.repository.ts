import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';
import type { CouponCounts } from './coupon-figures.js';
import type { CouponCodeCounts } from './dto/coupon.response.js';

/** A code given by a send, as its message's outcome finds it. */
export interface GivenCodeRow {
  id: string;
  account_id: string;
  coupon_id: string;
  campaign_id: string | null;
  code: string;
  broadcast_id: string;
  mobile: string;
  issued_at: Date;
}

/**
 * The coupons' SQL: codes made, counted and expired, the coupon book a coupon falls within, and
 * what a coupon send's message outcomes do to their codes (in the caller's transaction).
 */
@Injectable()
export class CouponsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Adds the codes to the coupon, skipping any the account has already; answers how many were added. */
  async addCodes(manager: EntityManager, accountId: string, couponId: string, codes: string[]): Promise<number> {
    const [{ n }] = await manager.query<{ n: number }[]>(
      `WITH added AS (
         INSERT INTO coupon_codes (account_id, coupon_id, code)
         SELECT $1, $2, code FROM unnest($3::varchar[]) AS code
         ON CONFLICT (account_id, code) DO NOTHING RETURNING 1)
       SELECT count(*)::int AS n FROM added`,
      [accountId, couponId, codes],
    );
    return n;
  }

  /** How many of a coupon's codes are in each state. */
  async codeCounts(manager: EntityManager, accountId: string, couponId: string): Promise<CouponCodeCounts> {
    const [row] = await manager.query<Record<keyof CouponCodeCounts, number>[]>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'available')::int AS available,
              count(*) FILTER (WHERE status = 'issued')::int AS issued, count(*) FILTER (WHERE redeemed > 0)::int AS redeemed
         FROM coupon_codes WHERE account_id = $1 AND coupon_id = $2`,
      [accountId, couponId],
    );
    return row;
  }

  /**
   * Codes given (reserved or issued) and never redeemed whose validity has passed: all of them
   * once the coupon has `ended`, else those past their own expires_at. Counted on
   * idx_coupon_codes_unredeemed, which holds only such codes.
   */
  async countExpired(accountId: string, couponId: string, ended: boolean): Promise<number> {
    const [row] = await this.transactions.manager.query<{ expired: number }[]>(
      `SELECT count(*)::int AS expired FROM coupon_codes
        WHERE account_id = $1 AND coupon_id = $2 AND redeemed = 0 AND status <> 'available'
          ${ended ? '' : 'AND expires_at < now()'}`,
      [accountId, couponId],
    );
    return row?.expired ?? 0;
  }

  /**
   * Per-day sums of `coupon_stats` for a period (ICT days, both ends included), of one coupon, of
   * an account's coupons, or of every account (`accountId` null: staff). Reads the rollup only:
   * a row per coupon and day, whatever the number of codes.
   */
  async countsByDay(
    scope: { accountId: string | null; couponId?: string },
    from: string,
    to: string,
  ): Promise<Map<string, CouponCounts>> {
    const where = ['day BETWEEN $1 AND $2'];
    const params: string[] = [from, to];
    if (scope.accountId !== null) where.push(`account_id = $${params.push(scope.accountId)}`);
    if (scope.couponId !== undefined) where.push(`coupon_id = $${params.push(scope.couponId)}`);
    const rows = await this.transactions.manager.query<(CouponCounts & { day: string })[]>(
      `SELECT day::text AS day, sum(issued)::int AS issued, sum(opened)::int AS opened, sum(redeemed)::int AS redeemed
         FROM coupon_stats WHERE ${where.join(' AND ')} GROUP BY day`,
      params,
    );
    return new Map(rows.map(({ day, ...counts }) => [day, counts]));
  }

  /** The validity of the account's coupon book, read by its table (the coupon-books module builds on this one). */
  async bookValidity(accountId: string, id: string): Promise<{ startDate: Date; endDate: Date } | null> {
    const [book] = await this.transactions.manager.query<{ startDate: Date; endDate: Date }[]>(
      `SELECT start_date AS "startDate", end_date AS "endDate" FROM coupon_books WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return book ?? null;
  }

  /** Each send's coupon (null for a send without one). */
  async couponsOfSends(manager: EntityManager, broadcastIds: string[]): Promise<{ id: string; coupon_id: string | null }[]> {
    return manager.query<{ id: string; coupon_id: string | null }[]>(
      `SELECT id, coupon_id FROM broadcasts WHERE id = ANY($1::uuid[])`,
      [broadcastIds],
    );
  }

  /** The codes the sends gave the mobiles, locked until the transaction ends. */
  async lockGivenCodes(manager: EntityManager, broadcastIds: string[], mobiles: string[]): Promise<GivenCodeRow[]> {
    return manager.query<GivenCodeRow[]>(
      `SELECT c.id, c.account_id, c.coupon_id, c.campaign_id, c.code, c.broadcast_id, c.mobile, c.issued_at
         FROM coupon_codes c JOIN unnest($1::uuid[], $2::varchar[]) AS o(broadcast_id, mobile)
           ON c.broadcast_id = o.broadcast_id AND c.mobile = o.mobile
          FOR UPDATE OF c`,
      [broadcastIds, mobiles],
    );
  }

  /** Reserved codes whose message the operator accepted become issued. */
  async markIssued(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(
      `UPDATE coupon_codes SET status = 'issued', updated_at = now() WHERE id = ANY($1::uuid[]) AND status = 'reserved'`,
      [ids],
    );
  }

  /** Codes back to available (unless already redeemed); answers what each had been given as. */
  async release(
    manager: EntityManager,
    ids: string[],
  ): Promise<{ account_id: string; coupon_id: string; campaign_id: string | null; issued_at: Date }[]> {
    return returning<{ account_id: string; coupon_id: string; campaign_id: string | null; issued_at: Date }>(
      manager,
      `UPDATE coupon_codes n SET status = 'available', token = NULL, mobile = NULL, broadcast_id = NULL, campaign_id = NULL,
              issued_at = NULL, expires_at = NULL, opened_at = NULL, updated_at = now()
         FROM coupon_codes o
        WHERE n.id = o.id AND n.id = ANY($1::uuid[]) AND n.status <> 'available' AND n.redeemed = 0
        RETURNING o.account_id, o.coupon_id, o.campaign_id, o.issued_at`,
      [ids],
    );
  }

  /** Takes released codes off their campaigns' issued counts: `n` per campaign and coupon. */
  async uncountCampaignIssued(
    manager: EntityManager,
    campaignIds: string[],
    couponIds: string[],
    counts: number[],
  ): Promise<void> {
    await manager.query(
      `UPDATE campaign_coupons cc SET issued = cc.issued - r.n
         FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS r(campaign_id, coupon_id, n)
        WHERE cc.campaign_id = r.campaign_id AND cc.coupon_id = r.coupon_id`,
      [campaignIds, couponIds, counts],
    );
  }
}
