import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';
import type { CouponStatus, CouponVerifyType } from '../coupons/coupon.entity.js';
import type { PublicCouponResponse } from './dto/redemption.response.js';
import type { CodeValidity } from './redemption-rules.js';
import type { RedemptionChannel } from './redemption.entity.js';
import type { RedemptionFields } from './redemption-view.js';

/** A code, locked for its redemption, with what decides it. */
export interface LockedCode {
  id: string;
  accountId: string;
  couponId: string;
  code: string;
  mobile: string | null;
  campaignId: string | null;
  expiresAt: Date | null;
  redeemed: number;
  couponStatus: CouponStatus;
  startDate: Date;
  endDate: Date;
  useMaxRedeem: number;
  verifyType: CouponVerifyType;
  keyVerifi: boolean | null;
  phoneNumber: boolean | null;
  /** The coupon has a redeem callback to owe. */
  redeemCallback: boolean;
  couponName: string;
  /** The redemption an earlier request with the same Idempotency-Key made, if any. */
  firstRedemptionId: string | null;
}

/** Which code, asked how: staff type it within their account, a customer's page names its token. */
export type Target = { accountId: string; code: string } | { token: string };

/** A redemption as its INSERT answers it, with the staff member's name. */
export type RedemptionRow = Omit<RedemptionFields, 'couponName'>;

/** What the customer's coupon page reads of a code, its coupon, campaign and landing page. */
export type PageRow = CodeValidity &
  Omit<
    PublicCouponResponse,
    'state' | 'validFrom' | 'validUntil' | 'maskedMobile' | 'landingPage' | 'phoneNumber' | 'staffOnly'
  > & {
    mobile: string | null;
    phoneNumber: boolean | null;
    keyVerifi: boolean | null;
    verifyType: string;
    landingName: string | null;
    landingDetail: string | null;
  };

const CODE_COLUMNS = `cc.id, cc.account_id AS "accountId", cc.coupon_id AS "couponId", cc.code, cc.mobile,
  cc.campaign_id AS "campaignId", cc.expires_at AS "expiresAt", cc.redeemed, c.status AS "couponStatus",
  c.start_date AS "startDate", c.end_date AS "endDate", c.use_max_redeem AS "useMaxRedeem", c.verify_type AS "verifyType",
  cp.key_verifi AS "keyVerifi", cp.phone_number AS "phoneNumber", c.redeem_callback_url IS NOT NULL AS "redeemCallback",
  c.coupon_name AS "couponName"`;

const REDEMPTION_COLUMNS = `id, account_id AS "accountId", coupon_id AS "couponId", coupon_code_id AS "couponCodeId", code,
  campaign_id AS "campaignId", channel, status, user_id AS "userId", branch, sale_amount::float8 AS "saleAmount", reference,
  mobile, created_at AS "createdAt", updated_at AS "updatedAt"`;

/**
 * The redemptions' SQL: a code locked for its use, the use and its voiding with the code's count
 * and the campaign's funnel (in the caller's transaction), the coupon page's reads and its first
 * open, and a code's card for staff.
 */
@Injectable()
export class RedemptionsRepository {
  constructor(private readonly transactions: Transactions) {}

  /**
   * The code's row, locked until the transaction ends, with its coupon and campaign. The
   * redemption an earlier request with the same key made is read apart (redemptionByKey), after
   * the lock: a statement that waited for the lock sees the code as its holder committed it (the
   * use counted) but other tables as they were when it began, so a repeat that waited for the
   * first request missed its redemption and answered `already_used`.
   */
  async lockCode(
    manager: EntityManager,
    target: Target,
  ): Promise<(Omit<LockedCode, 'firstRedemptionId'> & CodeValidity) | undefined> {
    const [where, parameters] =
      'token' in target
        ? ['cc.token = $1', [target.token]]
        : ['cc.account_id = $1 AND cc.code = $2', [target.accountId, target.code]];
    const [row] = await manager.query<(Omit<LockedCode, 'firstRedemptionId'> & CodeValidity)[]>(
      `SELECT ${CODE_COLUMNS}
         FROM coupon_codes cc
         JOIN coupons c ON c.id = cc.coupon_id
         LEFT JOIN campaigns cp ON cp.id = cc.campaign_id AND cp.account_id = cc.account_id
        WHERE ${where}
        FOR UPDATE OF cc`,
      parameters,
    );
    return row;
  }

  /** The redemption of the code that a request with this Idempotency-Key made, if any. */
  async redemptionByKey(manager: EntityManager, codeId: string, idempotencyKey: string): Promise<string | null> {
    const [first] = await manager.query<{ id: string }[]>(
      `SELECT id FROM redemptions WHERE coupon_code_id = $1 AND idempotency_key = $2`,
      [codeId, idempotencyKey],
    );
    return first?.id ?? null;
  }

  /** The use in one statement: its row, the code's count and the campaign's funnel. */
  async recordUse(
    manager: EntityManager,
    code: LockedCode,
    use: {
      channel: RedemptionChannel;
      userId: string | null;
      branch: string | null;
      saleAmount: number | null;
      reference: string | null;
      idempotencyKey: string | null;
      redeemedAt: Date;
    },
  ): Promise<RedemptionRow> {
    const [row] = await manager.query<RedemptionRow[]>(
      `WITH used AS (UPDATE coupon_codes SET redeemed = redeemed + 1, updated_at = now() WHERE id = $3),
            funnel AS (UPDATE campaign_coupons SET redeemed = redeemed + 1
                        WHERE $5::uuid IS NOT NULL AND campaign_id = $5 AND coupon_id = $2 AND account_id = $1)
       INSERT INTO redemptions (account_id, coupon_id, coupon_code_id, code, campaign_id, channel, user_id, branch,
                                sale_amount, reference, mobile, idempotency_key, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
       RETURNING ${REDEMPTION_COLUMNS}, (SELECT u.full_name FROM users u WHERE u.id = $7) AS "userName"`,
      [
        code.accountId,
        code.couponId,
        code.id,
        code.code,
        code.campaignId,
        use.channel,
        use.userId,
        use.branch,
        use.saleAmount,
        use.reference,
        code.mobile,
        use.idempotencyKey,
        use.redeemedAt,
      ],
    );
    return row;
  }

  /** Marks a redemption of the account voided; answers what it counted, or undefined when it was not a live redemption. */
  async markVoided(
    manager: EntityManager,
    id: string,
    accountId: string,
  ): Promise<{ coupon_code_id: string; coupon_id: string; campaign_id: string | null; created_at: Date } | undefined> {
    const [voided] = await returning<{
      coupon_code_id: string;
      coupon_id: string;
      campaign_id: string | null;
      created_at: Date;
    }>(
      manager,
      `UPDATE redemptions SET status = 'voided', updated_at = now()
        WHERE id = $1 AND account_id = $2 AND status = 'redeemed'
        RETURNING coupon_code_id, coupon_id, campaign_id, created_at`,
      [id, accountId],
    );
    return voided;
  }

  /** A voided use back to its code. */
  async giveBackUse(manager: EntityManager, codeId: string): Promise<void> {
    await manager.query(`UPDATE coupon_codes SET redeemed = redeemed - 1, updated_at = now() WHERE id = $1 AND redeemed > 0`, [
      codeId,
    ]);
  }

  /** A voided use out of its campaign's funnel. */
  async uncountCampaignRedeem(manager: EntityManager, campaignId: string, couponId: string, accountId: string): Promise<void> {
    await manager.query(
      `UPDATE campaign_coupons SET redeemed = redeemed - 1
        WHERE campaign_id = $1 AND coupon_id = $2 AND account_id = $3 AND redeemed > 0`,
      [campaignId, couponId, accountId],
    );
  }

  /** Sets a code's opened_at on its page's first open; answers whose code it is then, undefined on any later open. */
  async markOpened(
    manager: EntityManager,
    token: string,
  ): Promise<{ account_id: string; coupon_id: string; campaign_id: string | null } | undefined> {
    const [first] = await returning<{ account_id: string; coupon_id: string; campaign_id: string | null }>(
      manager,
      `UPDATE coupon_codes SET opened_at = now(), updated_at = now() WHERE token = $1 AND opened_at IS NULL
       RETURNING account_id, coupon_id, campaign_id`,
      [token],
    );
    return first;
  }

  /** A first open in its campaign's funnel. */
  async countCampaignOpen(manager: EntityManager, campaignId: string, couponId: string, accountId: string): Promise<void> {
    await manager.query(
      `UPDATE campaign_coupons SET opened = opened + 1 WHERE campaign_id = $1 AND coupon_id = $2 AND account_id = $3`,
      [campaignId, couponId, accountId],
    );
  }

  /** The number a code was sent to, by its page's token; undefined for no code. */
  async codeMobile(token: string): Promise<{ mobile: string | null } | undefined> {
    const [row] = await this.transactions.manager.query<{ mobile: string | null }[]>(
      `SELECT mobile FROM coupon_codes WHERE token = $1`,
      [token],
    );
    return row;
  }

  /** The coupon page's row by its token. */
  async page(token: string): Promise<PageRow | undefined> {
    const [row] = await this.transactions.manager.query<PageRow[]>(
      `SELECT cc.token, cc.code, cc.mobile, cc.redeemed, cc.expires_at AS "expiresAt",
              c.coupon_name AS "couponName", c.coupon_img AS "couponImg", c.condition,
              c.checked_redeem_btn AS "checkedRedeemBtn", c.button_text AS "buttonText", c.text_color AS "textColor",
              c.button_color AS "buttonColor", c.status AS "couponStatus", c.start_date AS "startDate",
              c.end_date AS "endDate", c.use_max_redeem AS "useMaxRedeem", c.verify_type AS "verifyType",
              cp.phone_number AS "phoneNumber", cp.key_verifi AS "keyVerifi", a.name AS "accountName",
              lp.landingpage_name AS "landingName", lp.landingpage_detail AS "landingDetail"
         FROM coupon_codes cc
         JOIN coupons c ON c.id = cc.coupon_id
         JOIN accounts a ON a.id = cc.account_id
         LEFT JOIN campaigns cp ON cp.id = cc.campaign_id AND cp.account_id = cc.account_id
         LEFT JOIN landing_pages lp ON lp.id = c.landing_page_id AND lp.account_id = c.account_id AND lp.status = 'active'
        WHERE cc.token = $1`,
      [token],
    );
    return row;
  }

  /** A code of the account with its coupon, as staff see it before redeeming. */
  async lookupCode(accountId: string, code: string): Promise<(CodeValidity & Record<string, unknown>) | undefined> {
    const [row] = await this.transactions.manager.query<(CodeValidity & Record<string, unknown>)[]>(
      `SELECT cc.id, cc.code, cc.coupon_id AS "couponId", c.coupon_name AS "couponName", cc.redeemed, cc.mobile,
              cc.expires_at AS "expiresAt", c.status AS "couponStatus", c.start_date AS "startDate", c.end_date AS "endDate",
              c.use_max_redeem AS "useMaxRedeem", c.verify_type AS "verifyType"
         FROM coupon_codes cc JOIN coupons c ON c.id = cc.coupon_id
        WHERE cc.account_id = $1 AND cc.code = $2`,
      [accountId, code],
    );
    return row;
  }
}
