import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ValidationFailedException } from '../../common/http/validation.js';
import { systemContext } from '../system-context.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Transactions } from '../../database/transactions.js';
import type { OtpApp } from '../otp-apps/otp-app.entity.js';
import { OtpAppsService } from '../otp-apps/otp-apps.service.js';
import { OtpRepository } from './otp.repository.js';
import { OtpService, type OtpTicket, type OtpVerdict } from './otp.service.js';

/** What a phone is checked for; each has the platform's own OTP application. */
export const PHONE_CHECK_PURPOSES = ['register', 'coupon', 'game'] as const;
export type PhoneCheckPurpose = (typeof PHONE_CHECK_PURPOSES)[number];

/** Fixed ids, so every API process finds (or makes) the same application. */
export const PURPOSE_APPS: Record<PhoneCheckPurpose, { id: string; name: string; content: string }> = {
  register: {
    id: '00000000-0000-4000-8000-00000000a001',
    name: 'Registration (system)',
    content: 'Your verification code is {otp} (ref {ref}). Do not share it.',
  },
  // The customer's coupon page, when its campaign asks to check the phone before redeeming.
  coupon: {
    id: '00000000-0000-4000-8000-00000000a002',
    name: 'Coupon redemption (system)',
    content: 'Your verification code for the coupon is {otp} (ref {ref}). Do not share it.',
  },
  // A game's player page, when the game checks the player's phone (`verifyType` phone).
  game: {
    id: '00000000-0000-4000-8000-00000000a003',
    name: 'Game player (system)',
    content: 'Your code to play is {otp} (ref {ref}). Do not share it.',
  },
};

/** A verified check stays usable this long. */
const USABLE_FOR_MINUTES = 30;

/**
 * Checks that a person holds a phone, for the platform's own flows (registration now, the game
 * verify flow later: `verifyType` phone): a code from the platform's system application to the
 * number, checked like any OTP, then consumed once by the flow it was made for.
 */
@Injectable()
export class PhoneVerificationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly repository: OtpRepository,
    private readonly otp: OtpService,
    private readonly apps: OtpAppsService,
  ) {}

  async start(purpose: PhoneCheckPurpose, phone: string): Promise<OtpTicket> {
    const mobile = normalizeThaiMobile(phone);
    if (!mobile) throw new ValidationFailedException({ phone: 'validation.phone' });
    const app = await this.appFor(purpose);
    return this.otp.requestForPlatform(systemContext(app.accountId), app, mobile);
  }

  async verify(purpose: PhoneCheckPurpose, token: string, code: string): Promise<OtpVerdict> {
    const app = await this.appFor(purpose);
    return this.otp.verify(systemContext(app.accountId), token, code);
  }

  /**
   * The same check through an account's own OTP application (a game that names one): its sender
   * and text, charged to the account like any of its codes.
   */
  startWith(accountId: string, appId: string, phone: string): Promise<OtpTicket> {
    return this.otp.request(systemContext(accountId), appId, phone);
  }

  verifyWith(accountId: string, token: string, code: string): Promise<OtpVerdict> {
    return this.otp.verify(systemContext(accountId), token, code);
  }

  /**
   * Uses a verified check for the number once: answers when it was verified, or refuses (422 on
   * `otpToken`) a check that is unknown, unverified, for another number, too old or used.
   * With `manager`, in the caller's transaction: the check is used only if the caller's work commits.
   */
  consume(purpose: PhoneCheckPurpose, token: string, phone: string, manager?: EntityManager): Promise<Date> {
    // The application's id is fixed: no need to make it (nor a second connection) to use a check.
    return this.consumeOf(PURPOSE_APPS[purpose].id, token, phone, manager);
  }

  /** The same, for a check made by an account's own application (startWith). */
  async consumeOf(appId: string, token: string, phone: string, manager?: EntityManager): Promise<Date> {
    const verifiedAt = await this.repository.consumeVerified(
      { token, appId, mobile: normalizeThaiMobile(phone) ?? '', usableForMinutes: USABLE_FOR_MINUTES },
      manager,
    );
    if (!verifiedAt) throw new ValidationFailedException({ otpToken: 'validation.phoneNotVerified' });
    return verifiedAt;
  }

  /** The platform account and its system application for the purpose, made on first use. */
  private async appFor(purpose: PhoneCheckPurpose): Promise<OtpApp> {
    const spec = PURPOSE_APPS[purpose];
    const platformId = await this.transactions.run(async (manager) => {
      const accountId = await this.repository.platformAccount(manager);
      await this.repository.ensureSystemApp(manager, {
        id: spec.id,
        accountId,
        name: spec.name,
        senderName: this.config.defaultSenderName,
        content: spec.content,
        notifySecret: randomBytes(24).toString('base64url'),
      });
      return accountId;
    });
    return this.apps.find(systemContext(platformId), spec.id);
  }
}
