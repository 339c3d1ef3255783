import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { ValidationFailedException } from '../../common/http/validation.js';
import { Messages, type Language } from '../../common/i18n/messages.js';
import { InjectTenantRepository, notFound, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { systemContext } from '../system-context.js';
import { returning } from '../../database/returning.js';
import { countCouponEvents } from '../coupons/coupon-stats.js';
import type { CouponStatus, CouponVerifyType } from '../coupons/coupon.entity.js';
import { PhoneVerificationService } from '../otp/phone-verification.service.js';
import { CouponCallbacksService } from '../webhooks/coupon-callbacks.service.js';
import type { RedeemCodeDto } from './dto/redemption.dto.js';
import type { RedeemResponse, RedemptionResponse } from './dto/redemption.response.js';
import { judgeRedeem, type CodeValidity, type RedeemResult } from './redemption-rules.js';
import { Redemption, type RedemptionChannel } from './redemption.entity.js';
import { redemptionView, type RedemptionFields } from './redemption-view.js';
import { authorize } from '../abilities.js';

/** A code, locked for its redemption, with what decides it. */
interface LockedCode {
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
type Target = { accountId: string; code: string } | { token: string };

interface Attempt {
  channel: RedemptionChannel;
  idempotencyKey: string | null;
  userId?: string;
  branch?: string | null;
  saleAmount?: number | null;
  reference?: string | null;
  otpToken?: string | null;
}

const CODE_COLUMNS = `cc.id, cc.account_id AS "accountId", cc.coupon_id AS "couponId", cc.code, cc.mobile,
  cc.campaign_id AS "campaignId", cc.expires_at AS "expiresAt", cc.redeemed, c.status AS "couponStatus",
  c.start_date AS "startDate", c.end_date AS "endDate", c.use_max_redeem AS "useMaxRedeem", c.verify_type AS "verifyType",
  cp.key_verifi AS "keyVerifi", cp.phone_number AS "phoneNumber", c.redeem_callback_url IS NOT NULL AS "redeemCallback",
  c.coupon_name AS "couponName"`;

const IDEMPOTENCY_INDEX = 'uq_redemptions_code_idempotency';

/** A redemption as its INSERT answers it, with the staff member's name. */
type RedemptionRow = Omit<RedemptionFields, 'couponName'>;

const REDEMPTION_COLUMNS = `id, account_id AS "accountId", coupon_id AS "couponId", coupon_code_id AS "couponCodeId", code,
  campaign_id AS "campaignId", channel, status, user_id AS "userId", branch, sale_amount::float8 AS "saleAmount", reference,
  mobile, created_at AS "createdAt", updated_at AS "updatedAt"`;

/** What a redeem came to: a new redemption as written, or the id of the one a repeated key made. */
interface Outcome {
  result: RedeemResult;
  redemption?: RedemptionResponse;
  redemptionId?: string;
  accountId?: string;
}

/**
 * Redemption, one atomic step for both channels: the code's row is locked, judged by the one
 * validity rule, and the use, its rollups and its callback are written in the same transaction,
 * so a code is never used more often than its coupon allows however many requests arrive at once.
 */
@Injectable()
export class RedemptionsService {
  /** The clock of the judgement (tests move it). */
  now: () => Date = () => new Date();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectTenantRepository(Redemption) private readonly redemptions: TenantRepository<Redemption>,
    private readonly messages: Messages,
    private readonly phones: PhoneVerificationService,
    private readonly callbacks: CouponCallbacksService,
  ) {}

  /** Key verification: staff redeem a code of the acting account, in any state it was given (or not). */
  redeemByStaff(ctx: RequestContext, dto: RedeemCodeDto, idempotencyKey: string | null): Promise<RedeemResponse> {
    authorize(ctx, 'create', 'Redemption');
    return this.redeem(
      { accountId: ctx.accountId, code: dto.code },
      {
        channel: 'staff',
        idempotencyKey,
        userId: ctx.userId,
        branch: dto.branch ?? null,
        saleAmount: dto.saleAmount ?? null,
        reference: dto.reference ?? null,
      },
      ctx.language,
    );
  }

  /** The customer's coupon page: only the code its token names. */
  redeemByToken(
    token: string,
    otpToken: string | null,
    idempotencyKey: string | null,
    language: Language,
  ): Promise<RedeemResponse> {
    return this.redeem({ token }, { channel: 'self', idempotencyKey, otpToken }, language);
  }

  private async redeem(target: Target, attempt: Attempt, language: Language, retried = false): Promise<RedeemResponse> {
    let outcome: Outcome;
    try {
      outcome = await this.dataSource.transaction((manager) => this.redeemIn(manager, target, attempt));
    } catch (error) {
      // Two repeats with one key that passed the lock in the same instant: the loser answers the winner's row.
      if (!retried && isUniqueViolation(error, IDEMPOTENCY_INDEX)) return this.redeem(target, attempt, language, true);
      throw error;
    }
    // A repeat answers the first redemption as stored; a new one is answered from what was written.
    const redemption =
      outcome.redemption ??
      (outcome.redemptionId && outcome.accountId
        ? await this.view(systemContext(outcome.accountId), outcome.redemptionId)
        : null);
    return { result: outcome.result, message: this.messages.t(`redemption.result.${outcome.result}`, language), redemption };
  }

  private async redeemIn(manager: EntityManager, target: Target, attempt: Attempt): Promise<Outcome> {
    const code = await this.lock(manager, target, attempt.idempotencyKey);
    if (!code) return { result: 'not_found' };
    if (code.firstRedemptionId) return { result: 'redeemed', redemptionId: code.firstRedemptionId, accountId: code.accountId };
    if (attempt.channel === 'self' && (code.verifyType === 'staff' || code.keyVerifi)) return { result: 'staff_only' };
    if (attempt.channel === 'staff' && code.verifyType === 'self')
      throw new ValidationFailedException({ code: 'validation.couponSelfOnly' });
    const result = judgeRedeem(code, this.now());
    if (result !== 'redeemed') return { result };
    if (attempt.channel === 'self' && code.phoneNumber) {
      if (!attempt.otpToken) throw new ValidationFailedException({ otpToken: 'validation.phoneNotVerified' });
      await this.phones.consume('coupon', attempt.otpToken, code.mobile ?? '', manager);
    }
    const redeemedAt = this.now();
    // The use in one statement: its row, the code's count and the campaign's funnel.
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
        attempt.channel,
        attempt.userId ?? null,
        attempt.branch ?? null,
        attempt.saleAmount ?? null,
        attempt.reference ?? null,
        code.mobile,
        attempt.idempotencyKey,
        redeemedAt,
      ],
    );
    if (code.redeemCallback) {
      await this.callbacks.redeemed(manager, {
        accountId: code.accountId,
        couponId: code.couponId,
        codeId: code.id,
        code: code.code,
        redemptionId: row.id,
        channel: attempt.channel,
        mobile: code.mobile,
        branch: attempt.branch ?? null,
        saleAmount: attempt.saleAmount ?? null,
        reference: attempt.reference ?? null,
        redeemedAt,
      });
    }
    // Last: the coupon's day row is the one every redemption of the coupon waits for, so it is
    // held only from here to the commit.
    await countCouponEvents(manager, 'redeemed', [{ accountId: code.accountId, couponId: code.couponId, count: 1 }], redeemedAt);
    return { result: 'redeemed', redemption: redemptionView({ ...row, couponName: code.couponName }) };
  }

  /**
   * The code's row, locked until the transaction ends, with its coupon and campaign, then the
   * redemption an earlier request with the same key made. That is read by a statement of its
   * own, after the lock: a statement that waited for the lock sees the code as its holder
   * committed it (the use counted) but other tables as they were when it began, so a repeat
   * that waited for the first request missed its redemption and answered `already_used`.
   */
  private async lock(
    manager: EntityManager,
    target: Target,
    idempotencyKey: string | null,
  ): Promise<(LockedCode & CodeValidity) | null> {
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
    if (!row) return null;
    if (idempotencyKey === null) return { ...row, firstRedemptionId: null };
    const [first] = await manager.query<{ id: string }[]>(
      `SELECT id FROM redemptions WHERE coupon_code_id = $1 AND idempotency_key = $2`,
      [row.id, idempotencyKey],
    );
    return { ...row, firstRedemptionId: first?.id ?? null };
  }

  /**
   * Voids a redemption: the use goes back to its code and out of the rollups (on the day it was
   * counted), in one transaction. Voiding a voided one changes nothing.
   */
  async void(ctx: RequestContext, id: string): Promise<RedemptionResponse> {
    authorize(ctx, 'update', 'Redemption');
    await this.dataSource.transaction(async (manager) => {
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
        [id, ctx.accountId],
      );
      if (!voided) return;
      await manager.query(`UPDATE coupon_codes SET redeemed = redeemed - 1, updated_at = now() WHERE id = $1 AND redeemed > 0`, [
        voided.coupon_code_id,
      ]);
      await countCouponEvents(
        manager,
        'redeemed',
        [{ accountId: ctx.accountId, couponId: voided.coupon_id, count: -1 }],
        voided.created_at,
      );
      if (voided.campaign_id) {
        await manager.query(
          `UPDATE campaign_coupons SET redeemed = redeemed - 1
            WHERE campaign_id = $1 AND coupon_id = $2 AND account_id = $3 AND redeemed > 0`,
          [voided.campaign_id, voided.coupon_id, ctx.accountId],
        );
      }
    });
    return this.view(ctx, id);
  }

  async get(ctx: RequestContext, id: string): Promise<RedemptionResponse> {
    authorize(ctx, 'read', 'Redemption');
    return this.view(ctx, id);
  }

  private async view(ctx: RequestContext, id: string): Promise<RedemptionResponse> {
    const row = await this.redemptions
      .for(ctx)
      .query('redemption')
      .leftJoinAndSelect('redemption.user', 'user')
      .leftJoinAndSelect('redemption.coupon', 'coupon')
      .andWhere('redemption.id = :id', { id })
      .getOne();
    return row ? redemptionView(row) : notFound();
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driver = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driver?.code === '23505' && driver.constraint === constraint;
}
