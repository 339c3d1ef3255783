import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';
import type { CouponSend } from '../../common/coupons/coupon-message.js';
import type { CouponCounts } from './coupon-figures.js';
import { COUPON_STATS_SLOTS, type CouponEvent } from './coupon-stats.js';
import type { CouponCodeCounts } from './dto/coupon.response.js';

/** A code given outside a send, with what its link needs. */
export interface GivenCouponCode {
  id: string;
  code: string;
  token: string;
  shortenUrl: boolean;
}

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

  /**
   * Adds events to the coupon's day (ICT) in `coupon_stats` (a negative count takes them back), in the caller's transaction, so the
   * figures move exactly when the events are written. One statement for any number of coupons.
   */
  async countEvents(
    manager: EntityManager,
    event: CouponEvent,
    rows: readonly { accountId: string; couponId: string; count: number }[],
    at = new Date(),
  ): Promise<void> {
    // One row per coupon: ON CONFLICT may touch a row once per statement.
    const byCoupon = new Map<string, { accountId: string; couponId: string; count: number }>();
    for (const row of rows) {
      const seen = byCoupon.get(row.couponId);
      if (seen) seen.count += row.count;
      else byCoupon.set(row.couponId, { ...row });
    }
    const counted = [...byCoupon.values()].filter((row) => row.count !== 0);
    if (!counted.length) return;
    await manager.query(
      `INSERT INTO coupon_stats (coupon_id, day, slot, account_id, ${event})
       SELECT r.coupon_id, ($4::timestamptz AT TIME ZONE 'Asia/Bangkok')::date, $5, r.account_id, r.n
         FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS r(coupon_id, account_id, n)
       ON CONFLICT (coupon_id, day, slot) DO UPDATE SET ${event} = coupon_stats.${event} + EXCLUDED.${event}`,
      [
        counted.map((row) => row.couponId),
        counted.map((row) => row.accountId),
        counted.map((row) => row.count),
        at,
        Math.floor(Math.random() * COUPON_STATS_SLOTS),
      ],
    );
  }

  /** The codes a send gave these mobiles already. */
  async keptCodes(
    manager: EntityManager,
    broadcastId: string,
    mobiles: readonly string[],
  ): Promise<{ mobile: string; code: string; token: string }[]> {
    return manager.query<{ mobile: string; code: string; token: string }[]>(
      `SELECT mobile, code, token FROM coupon_codes WHERE broadcast_id = $1 AND mobile = ANY($2::text[])`,
      [broadcastId, mobiles],
    );
  }

  /** The mobiles among these whose message of the send exists already (read in the send's partition). */
  async writtenMobiles(
    manager: EntityManager,
    send: { id: string; accountId: string; startedAt: Date | null },
    mobiles: string[],
  ): Promise<string[]> {
    const rows = await manager.query<{ mobile: string }[]>(
      `SELECT mobile FROM messages WHERE account_id = $4 AND mobile = ANY($3::text[]) AND created_at = $2 AND broadcast_id = $1`,
      [send.id, send.startedAt, mobiles, send.accountId],
    );
    return rows.map((row) => row.mobile);
  }

  /**
   * One statement: the next available codes of the coupon, locked past other sends' (SKIP
   * LOCKED: two campaigns of one coupon never wait on each other nor take the same code), each
   * bound to a mobile with its token. Fewer rows than mobiles when the codes run out.
   */
  async reserve(
    manager: EntityManager,
    send: { id: string; accountId: string },
    coupon: CouponSend,
    mobiles: string[],
    tokens: string[],
  ): Promise<{ mobile: string; code: string; token: string }[]> {
    return returning(
      manager,
      `WITH picked AS (
         SELECT id FROM coupon_codes
          WHERE coupon_id = $1 AND account_id = $2 AND status = 'available'
          ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED),
       numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM picked),
       given AS (SELECT * FROM unnest($4::text[], $5::text[]) WITH ORDINALITY AS g(mobile, token, n))
       UPDATE coupon_codes c
          SET status = 'reserved', mobile = given.mobile, token = given.token, broadcast_id = $6, campaign_id = $7,
              issued_at = now(),
              expires_at = CASE WHEN cp.expire_coupon IS NULL THEN NULL
                                ELSE least(now() + make_interval(days => cp.expire_coupon), cp.end_date) END,
              updated_at = now()
         FROM numbered JOIN given USING (n), coupons cp
        WHERE c.id = numbered.id AND cp.id = c.coupon_id
        RETURNING c.mobile, c.code, c.token`,
      [coupon.couponId, send.accountId, mobiles.length, mobiles, tokens, send.id, coupon.campaignId],
    );
  }

  /**
   * Gives one available code of an active coupon, within its dates, to a mobile outside any send
   * (a game's prize): issued at once, since the player sees it at once. Null when the coupon has
   * none left or may not be given now.
   */
  async giveCode(
    manager: EntityManager,
    given: { accountId: string; couponId: string; mobile: string; token: string },
  ): Promise<GivenCouponCode | null> {
    const [row] = await returning<GivenCouponCode>(
      manager,
      `WITH picked AS (
         SELECT c.id FROM coupon_codes c JOIN coupons cp ON cp.id = c.coupon_id
          WHERE c.coupon_id = $1 AND c.account_id = $2 AND c.status = 'available'
            AND cp.status = 'active' AND cp.start_date <= now() AND cp.end_date > now()
          ORDER BY c.id LIMIT 1 FOR UPDATE OF c SKIP LOCKED)
       UPDATE coupon_codes c
          SET status = 'issued', mobile = $3, token = $4, issued_at = now(),
              expires_at = CASE WHEN cp.expire_coupon IS NULL THEN NULL
                                ELSE least(now() + make_interval(days => cp.expire_coupon), cp.end_date) END,
              updated_at = now()
         FROM picked, coupons cp
        WHERE c.id = picked.id AND cp.id = c.coupon_id
        RETURNING c.id, c.code, c.token, cp.shorten_url AS "shortenUrl"`,
      [given.couponId, given.accountId, given.mobile, given.token],
    );
    if (row) await this.countEvents(manager, 'issued', [{ accountId: given.accountId, couponId: given.couponId, count: 1 }]);
    return row ?? null;
  }

  /** Codes given by a campaign's send, on the campaign's issued count. */
  async countCampaignIssued(manager: EntityManager, campaignId: string, couponId: string, count: number): Promise<void> {
    await manager.query(`UPDATE campaign_coupons SET issued = issued + $3 WHERE campaign_id = $1 AND coupon_id = $2`, [
      campaignId,
      couponId,
      count,
    ]);
  }

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
