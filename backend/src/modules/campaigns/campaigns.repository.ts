import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';
import type { Coupon } from '../coupons/coupon.entity.js';
import type { CampaignStatus } from './campaign.entity.js';
import type { CampaignCouponResponse, CampaignFunnelResponse } from './dto/campaign.response.js';

/** A campaign's coupon with what its send needs. */
export type CampaignCouponRow = Pick<
  Coupon,
  | 'id'
  | 'couponName'
  | 'status'
  | 'senderName'
  | 'message'
  | 'couponCodePrefix'
  | 'codeLength'
  | 'shortenUrl'
  | 'startDate'
  | 'endDate'
>;

/**
 * The campaigns' SQL: their clock, a draft's moves out of draft, their coupons and the sends
 * made for them. Every statement names the account; writes take the caller's transaction.
 */
@Injectable()
export class CampaignsRepository {
  constructor(private readonly transactions: Transactions) {}

  /**
   * The campaigns' clock, across accounts in one statement: a scheduled campaign runs from its
   * start, a running one (or a scheduled one whose whole window passed) ends at its end. The
   * status each campaign moved to.
   */
  advanceClock(now: Date): Promise<{ status: string }[]> {
    return returning<{ status: string }>(
      this.transactions.manager,
      `UPDATE campaigns SET status = CASE WHEN end_at <= $1 THEN 'ended' ELSE 'running' END, updated_at = now()
        WHERE (status = 'scheduled' AND start_at <= $1) OR (status IN ('scheduled', 'running') AND end_at <= $1)
        RETURNING status`,
      [now],
    );
  }

  /** Locks the campaign while it is still a draft; false when it is not (or not the account's). */
  async lockDraft(manager: EntityManager, id: string, accountId: string): Promise<boolean> {
    const changed = await manager.query<unknown[]>(
      `SELECT 1 FROM campaigns WHERE id = $1 AND account_id = $2 AND status = 'draft' FOR UPDATE`,
      [id, accountId],
    );
    return changed.length > 0;
  }

  /** Deletes the campaign if it is a draft; false when it is not. */
  async removeDraft(id: string, accountId: string): Promise<boolean> {
    const gone = await returning<{ id: string }>(
      this.transactions.manager,
      `DELETE FROM campaigns WHERE id = $1 AND account_id = $2 AND status = 'draft' RETURNING id`,
      [id, accountId],
    );
    return gone.length > 0;
  }

  /** Moves a draft to the status of its confirmation; false when it is no longer a draft. */
  async confirmDraft(manager: EntityManager, id: string, accountId: string, status: CampaignStatus): Promise<boolean> {
    const moved = await returning<{ id: string }>(
      manager,
      `UPDATE campaigns SET status = $3, confirmed_at = now(), updated_at = now()
          WHERE id = $1 AND account_id = $2 AND status = 'draft' RETURNING id`,
      [id, accountId, status],
    );
    return moved.length > 0;
  }

  /** Cancels a scheduled or running campaign; false when it is neither. */
  async cancel(manager: EntityManager, id: string, accountId: string): Promise<boolean> {
    const moved = await returning<{ id: string }>(
      manager,
      `UPDATE campaigns SET status = 'cancelled', updated_at = now()
          WHERE id = $1 AND account_id = $2 AND status IN ('scheduled', 'running') RETURNING id`,
      [id, accountId],
    );
    return moved.length > 0;
  }

  /** The send made for one of the campaign's coupons. */
  async recordSend(manager: EntityManager, campaignId: string, couponId: string, broadcastId: string): Promise<void> {
    await manager.query(
      `UPDATE campaign_coupons SET broadcast_id = $3, updated_at = now() WHERE campaign_id = $1 AND coupon_id = $2`,
      [campaignId, couponId, broadcastId],
    );
  }

  /** The ids of the sends made for the campaign's coupons. */
  async sendIdsOf(manager: EntityManager, campaignId: string): Promise<string[]> {
    const sends = await manager.query<{ broadcast_id: string }[]>(
      `SELECT broadcast_id FROM campaign_coupons WHERE campaign_id = $1 AND broadcast_id IS NOT NULL`,
      [campaignId],
    );
    return sends.map((row) => row.broadcast_id);
  }

  /** A saved campaign's coupons, in the order they were added. */
  async couponIdsOf(accountId: string, campaignId: string): Promise<string[]> {
    const rows = await this.transactions.manager.query<{ id: string }[]>(
      `SELECT cc.coupon_id AS id FROM campaign_coupons cc JOIN coupons cp ON cp.id = cc.coupon_id
        WHERE cc.campaign_id = $1 AND cc.account_id = $2 ORDER BY cc.created_at, cp.coupon_name`,
      [campaignId, accountId],
    );
    return rows.map((row) => row.id);
  }

  /** The account's coupons of these ids, in the order given, with the minute after which they are no longer valid. */
  couponsToSend(accountId: string, couponIds: string[]): Promise<(CampaignCouponRow & { validUntil: Date })[]> {
    return this.transactions.manager.query<(CampaignCouponRow & { validUntil: Date })[]>(
      `SELECT cp.id, cp.coupon_name AS "couponName", cp.status, cp.sender_name AS "senderName", cp.message,
              cp.coupon_code_prefix AS "couponCodePrefix", cp.code_length AS "codeLength", cp.shorten_url AS "shortenUrl",
              cp.start_date AS "startDate", cp.end_date AS "endDate",
              date_trunc('minute', cp.end_date) + interval '1 minute' AS "validUntil"
         FROM coupons cp
        WHERE cp.id = ANY($1::uuid[]) AND cp.account_id = $2
        ORDER BY array_position($1::uuid[], cp.id)`,
      [couponIds, accountId],
    );
  }

  /** The coupon's codes not given yet, counted up to `limit`. */
  async availableCodes(couponId: string, limit: number): Promise<number> {
    const [{ n }] = await this.transactions.manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM coupon_codes WHERE coupon_id = $1 AND status = 'available' LIMIT $2) AS a`,
      [couponId, limit],
    );
    return n;
  }

  /** Those of the ids that are the account's coupons. */
  ownCoupons(accountId: string, couponIds: string[]): Promise<{ id: string }[]> {
    return this.transactions.manager.query<{ id: string }[]>(
      `SELECT id FROM coupons WHERE account_id = $1 AND id = ANY($2::uuid[])`,
      [accountId, couponIds],
    );
  }

  /** The campaign's coupons become exactly these. */
  async setCoupons(manager: EntityManager, campaign: { id: string; accountId: string }, couponIds: string[]): Promise<void> {
    await manager.query(`DELETE FROM campaign_coupons WHERE campaign_id = $1 AND NOT (coupon_id = ANY($2::uuid[]))`, [
      campaign.id,
      couponIds,
    ]);
    await manager.query(
      `INSERT INTO campaign_coupons (account_id, campaign_id, coupon_id)
       SELECT $1, $2, c FROM unnest($3::uuid[]) AS c ON CONFLICT (campaign_id, coupon_id) DO NOTHING`,
      [campaign.accountId, campaign.id, couponIds],
    );
  }

  /** Each campaign's coupons with their sends' counters: one query for a page of campaigns, no message scanned. */
  couponsWithCounters(
    accountId: string,
    ids: string[],
  ): Promise<(CampaignCouponResponse & CampaignFunnelResponse & { campaignId: string })[]> {
    return this.transactions.manager.query<(CampaignCouponResponse & CampaignFunnelResponse & { campaignId: string })[]>(
      `SELECT cc.campaign_id AS "campaignId", cc.coupon_id AS "couponId", cp.coupon_name AS "couponName", cp.status AS "couponStatus",
              cc.broadcast_id AS "broadcastId", b.status AS "broadcastStatus", cc.issued, cc.opened, cc.redeemed,
              coalesce(b.submitted + b.delivered + b.undelivered, 0) AS sent, coalesce(b.delivered, 0) AS delivered
         FROM campaign_coupons cc
         JOIN coupons cp ON cp.id = cc.coupon_id
         LEFT JOIN broadcasts b ON b.id = cc.broadcast_id AND b.account_id = cc.account_id
        WHERE cc.account_id = $1 AND cc.campaign_id = ANY($2::uuid[])
        ORDER BY cc.created_at, cp.coupon_name`,
      [accountId, ids],
    );
  }
}
