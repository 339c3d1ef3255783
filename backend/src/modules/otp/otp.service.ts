import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { createHmac, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ValidationFailedException } from '../../common/http/validation.js';
import { Transactions } from '../../database/transactions.js';
import { analyzeText } from '../../common/sms/segments.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { normalizeAnyMobile, normalizeThaiMobile } from '../../common/validation/phone.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Jobs } from '../../queue/jobs.js';
import { ROUTE_FACTOR } from '../broadcasts/sending-rules.js';
import { CreditsService } from '../credits/credits.service.js';
import { DeliveryService } from '../messages/delivery.service.js';
import type { OtpApp } from '../otp-apps/otp-app.entity.js';
import { OtpAppsService } from '../otp-apps/otp-apps.service.js';
import { renderOtp } from '../otp-apps/otp-content.js';
import { SendersService } from '../senders/senders.service.js';
import { maskMobile } from './dto/otp-request.response.js';
import { newCode, newRefCode, OtpCodeHasher } from './otp-codes.js';
import { OtpLimits } from './otp-limits.js';
import { OtpRequest } from './otp-request.entity.js';
import { OtpRepository, type CheckedRow } from './otp.repository.js';
import type { OtpResult } from './otp-results.js';

export interface OtpTicket {
  token: string;
  refCode: string;
  expiresAt: Date;
}

/** The candidate for a code that cannot be one: no HMAC digest is all zeros (odds 2^-256). */
const NO_DIGEST = '0'.repeat(64);

export interface OtpVerdict {
  result: OtpResult;
  attemptsLeft: number;
}

const VERIFY_ROUNDS = 8;

/**
 * OTP codes: request (a code sent to a phone), resend, verify. Codes come from the CSPRNG, are
 * stored only as a keyed hash, compared in constant time and used once; wrong guesses are
 * capped per code, sends per phone and per app (OtpLimits). The message leaves through the
 * worker's `otp` queue, ahead of any send at the gateway.
 */
@Injectable()
export class OtpService {
  private readonly logger = new Logger('OtpService');
  private readonly hasher: OtpCodeHasher;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly transactions: Transactions,
    private readonly repository: OtpRepository,
    @InjectTenantRepository(OtpRequest) private readonly requests: TenantRepository<OtpRequest>,
    private readonly jobs: Jobs,
    private readonly apps: OtpAppsService,
    private readonly senders: SendersService,
    private readonly credits: CreditsService,
    private readonly delivery: DeliveryService,
    private readonly limits: OtpLimits,
  ) {
    // A key of its own, derived from the API's secret: code hashes do not double as tokens.
    this.hasher = new OtpCodeHasher(createHmac('sha256', config.jwt.secret).update('otp-codes').digest('hex'));
  }

  /** A new code for a phone; the answer never holds the code. */
  async request(ctx: RequestContext, appId: string, mobileInput: string): Promise<OtpTicket> {
    const app = await this.usableApp(ctx, appId);
    return this.start(ctx, app, this.mobileFor(app, mobileInput), true);
  }

  /**
   * The platform's own code (a registration's phone check): its system app, its shared sender,
   * nothing charged. `ctx` acts in the platform account.
   */
  requestForPlatform(ctx: RequestContext, app: OtpApp, mobile: string): Promise<OtpTicket> {
    return this.start(ctx, app, mobile, false);
  }

  private async start(ctx: RequestContext, app: OtpApp, mobile: string, charge: boolean): Promise<OtpTicket> {
    await this.limits.countSend(app, mobile);
    const id = randomUUID();
    return this.send(
      ctx,
      app,
      mobile,
      id,
      newRefCode(app.prefix),
      charge,
      async (manager, code, refCode, expiresAt, messageId) => {
        await this.requests.for(ctx, 'acting', manager).insert({
          id,
          appId: app.id,
          mobile,
          codeHash: this.hasher.hash(id, code),
          refCode,
          status: 'pending',
          maxFail: app.maxFail,
          expiresAt,
          messageId,
        });
      },
    );
  }

  /**
   * A new code for a pending request, its expiry restarted; the old code stops working. The
   * wrong guesses so far still count: resending does not reset the brute-force cap.
   */
  async resend(ctx: RequestContext, token: string): Promise<OtpTicket> {
    const current = await this.requests.for(ctx).getById(token);
    if (current.status !== 'pending' || current.expiresAt.getTime() <= Date.now()) {
      throw new ValidationFailedException({ token: 'validation.otpNotResendable' });
    }
    const app = await this.usableApp(ctx, current.appId);
    await this.limits.countSend(app, current.mobile);
    return this.send(
      ctx,
      app,
      current.mobile,
      current.id,
      current.refCode,
      true,
      async (manager, code, _ref, expiresAt, messageId) => {
        const renewed = await this.repository.renewCode(manager, {
          id: current.id,
          accountId: ctx.accountId,
          codeHash: this.hasher.hash(current.id, code),
          expiresAt,
          messageId,
        });
        // Verified or locked meanwhile: nothing is charged or sent.
        if (!renewed) throw new ValidationFailedException({ token: 'validation.otpNotResendable' });
      },
    );
  }

  /**
   * Checks a code in one statement (VERIFY_SQL, in otp.repository.ts): the request is read and, while it still takes
   * a check, its digest compared in constant time and the outcome written. Of two checks of the
   * right code at the same moment exactly one writes `verified`; the other waits on the row,
   * finds it no longer pending and, judged again, answers Already Verified. One round trip, no
   * transaction to hold.
   */
  async verify(ctx: RequestContext, token: string, code: string): Promise<OtpVerdict> {
    // The database compares keyed digests (HMAC with the server's secret), never codes, and
    // in constant time (DIGESTS_EQUAL).
    const candidate = /^\d{4,8}$/.test(code) ? this.hasher.hash(token, code) : NO_DIGEST;
    // A handful of rounds is plenty: each lost one means another check of this token just won.
    for (let round = 0; round < VERIFY_ROUNDS; round++) {
      const row = await this.repository.check(token, ctx.accountId, candidate);
      if (!row) throw new NotFoundException('errors.notFound');
      const verdict = judge(row);
      if (!verdict) continue; // another check changed the row first: judge it again
      await this.notify(row, verdict);
      return verdict;
    }
    return { result: 'Internal Server Error', attemptsLeft: 0 };
  }

  /**
   * The app's notify URL hears of the result (successes only, or every result), with its
   * callback data; the worker signs and sends it, again with backoff until it is taken.
   * A lost notification never fails the verification itself.
   */
  private async notify(row: CheckedRow, verdict: OtpVerdict): Promise<void> {
    if (!row.notify_url || (row.notify_type === 'verified' && verdict.result !== 'Success!')) return;
    const eventId = randomUUID();
    const body = JSON.stringify({
      id: eventId,
      type: 'otp.verify',
      token: row.id,
      appId: row.app_id,
      result: verdict.result,
      attemptsLeft: verdict.attemptsLeft,
      refCode: row.ref_code,
      mobile: maskMobile(row.mobile),
      callbackData: row.callback_data,
      occurredAt: new Date().toISOString(),
    });
    try {
      await this.jobs.enqueue('notify', { eventId, appId: row.app_id, url: row.notify_url, body });
    } catch (error) {
      this.logger.error({ err: error, token: row.id }, 'OTP notification not queued');
    }
  }

  /**
   * Writes the message (its code masked), the request and the charge in one transaction, then
   * queues the job that carries the real text. If Redis refuses the job, the message expires
   * unsent and its credits come back (DeliveryService.expireLoose).
   */
  private async send(
    ctx: RequestContext,
    app: OtpApp,
    mobile: string,
    requestId: string,
    refCode: string,
    charge: boolean,
    record: (manager: EntityManager, code: string, refCode: string, expiresAt: Date, messageId: string) => Promise<void>,
  ): Promise<OtpTicket> {
    const code = newCode(app.pinLength);
    const expiresAt = new Date(Date.now() + app.expireSeconds * 1000);
    const { encoding, parts } = analyzeText(renderOtp(app.content, code, refCode));
    // The platform's own codes cost nothing: nothing is debited, so nothing may be refunded.
    const credits = charge ? parts * ROUTE_FACTOR : 0;
    const message = await this.transactions.run(async (manager) => {
      if (charge)
        await this.credits.debit(manager, ctx.accountId, credits, {
          reason: 'send',
          reference: requestId,
          createdBy: ctx.userId,
        });
      // The stored text shows where the code went, never the code.
      const inserted = await this.delivery.insertLoose(manager, {
        accountId: ctx.accountId,
        mobile,
        senderName: app.senderName,
        storedText: renderOtp(app.content, '•'.repeat(app.pinLength), refCode),
        encoding,
        parts,
        credits,
      });
      await record(manager, code, refCode, expiresAt, inserted.id);
      return inserted;
    });
    try {
      await this.jobs.enqueue('otp', {
        messageId: message.id,
        createdAt: message.createdAt.toISOString(),
        text: renderOtp(app.content, code, refCode),
        expiresAt: expiresAt.toISOString(),
      });
    } catch (error) {
      this.logger.error(
        { err: error, messageId: message.id },
        'OTP job not queued; the message will expire unsent and be refunded',
      );
    }
    return { token: requestId, refCode, expiresAt };
  }

  private async usableApp(ctx: RequestContext, appId: string): Promise<OtpApp> {
    const app = await this.apps.find(ctx, appId);
    if (!app.enabled) throw new NotFoundException('errors.notFound');
    if (!(await this.senders.usableNames(ctx)).includes(app.senderName)) {
      throw new ValidationFailedException({ appId: 'validation.senderNotApproved' });
    }
    return app;
  }

  /** Thai mobiles only, unless the app allows more (the SMS-pumping guard). */
  private mobileFor(app: OtpApp, input: string): string {
    const thai = normalizeThaiMobile(input);
    if (thai) return thai;
    const other = app.allowInternational ? normalizeAnyMobile(input) : null;
    if (!other)
      throw new ValidationFailedException({ mobile: app.allowInternational ? 'validation.phone' : 'validation.otpThaiMobile' });
    return other;
  }
}

/** The verdict of one verify statement; null when another check changed the row first. */
function judge(row: CheckedRow): OtpVerdict | null {
  if (row.new_status !== null && row.new_attempts !== null) {
    const left = Math.max(0, row.max_fail - row.new_attempts);
    return row.new_status === 'verified'
      ? { result: 'Success!', attemptsLeft: left }
      : { result: 'Verify Fail', attemptsLeft: left };
  }
  const left = Math.max(0, row.max_fail - row.attempts);
  if (row.status === 'verified') return { result: 'Already Verified', attemptsLeft: left };
  if (row.status === 'locked' || left === 0) return { result: 'Over Limit Usage', attemptsLeft: 0 };
  if (row.expired) return { result: 'OTP Code Expired', attemptsLeft: left };
  return null;
}
