import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ValidationFailedException } from '../../common/http/validation.js';
import { Messages, type Language } from '../../common/i18n/messages.js';
import { InjectTenantRepository, notFound, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { systemContext } from '../system-context.js';
import { Transactions } from '../../database/transactions.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { CouponsRepository } from '../coupons/coupons.repository.js';
import { PhoneVerificationService } from '../otp/phone-verification.service.js';
import { CouponCallbacksService } from '../webhooks/coupon-callbacks.service.js';
import type { RedeemCodeDto } from './dto/redemption.dto.js';
import type { RedeemResponse, RedemptionResponse } from './dto/redemption.response.js';
import { judgeRedeem, type CodeValidity, type RedeemResult } from './redemption-rules.js';
import { Redemption, type RedemptionChannel } from './redemption.entity.js';
import { redemptionView } from './redemption-view.js';
import { RedemptionsRepository, type LockedCode, type Target } from './redemptions.repository.js';
import { authorize } from '../abilities.js';

interface Attempt {
  channel: RedemptionChannel;
  idempotencyKey: string | null;
  userId?: string;
  branch?: string | null;
  saleAmount?: number | null;
  reference?: string | null;
  otpToken?: string | null;
}

const IDEMPOTENCY_INDEX = 'uq_redemptions_code_idempotency';

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
    private readonly transactions: Transactions,
    private readonly repository: RedemptionsRepository,
    private readonly coupons: CouponsRepository,
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
      outcome = await this.transactions.run((manager) => this.redeemIn(manager, target, attempt));
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
    const row = await this.repository.recordUse(manager, code, {
      channel: attempt.channel,
      userId: attempt.userId ?? null,
      branch: attempt.branch ?? null,
      saleAmount: attempt.saleAmount ?? null,
      reference: attempt.reference ?? null,
      idempotencyKey: attempt.idempotencyKey,
      redeemedAt,
    });
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
    await this.coupons.countEvents(manager, 'redeemed', [{ accountId: code.accountId, couponId: code.couponId, count: 1 }], redeemedAt);
    return { result: 'redeemed', redemption: redemptionView({ ...row, couponName: code.couponName }) };
  }

  /**
   * The code's row, locked until the transaction ends, with its coupon and campaign, then the
   * redemption an earlier request with the same key made, read after the lock (see lockCode).
   */
  private async lock(
    manager: EntityManager,
    target: Target,
    idempotencyKey: string | null,
  ): Promise<(LockedCode & CodeValidity) | null> {
    const row = await this.repository.lockCode(manager, target);
    if (!row) return null;
    if (idempotencyKey === null) return { ...row, firstRedemptionId: null };
    return { ...row, firstRedemptionId: await this.repository.redemptionByKey(manager, row.id, idempotencyKey) };
  }

  /**
   * Voids a redemption: the use goes back to its code and out of the rollups (on the day it was
   * counted), in one transaction. Voiding a voided one changes nothing.
   */
  async void(ctx: RequestContext, id: string): Promise<RedemptionResponse> {
    authorize(ctx, 'update', 'Redemption');
    await this.transactions.run(async (manager) => {
      const voided = await this.repository.markVoided(manager, id, ctx.accountId);
      if (!voided) return;
      await this.repository.giveBackUse(manager, voided.coupon_code_id);
      await this.coupons.countEvents(
        manager,
        'redeemed',
        [{ accountId: ctx.accountId, couponId: voided.coupon_id, count: -1 }],
        voided.created_at,
      );
      if (voided.campaign_id) {
        await this.repository.uncountCampaignRedeem(manager, voided.campaign_id, voided.coupon_id, ctx.accountId);
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
