import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { ValidationFailedException } from '../../common/http/validation.js';
import { systemContext } from '../system-context.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { returning } from '../../database/returning.js';
import type { OtpApp } from '../otp-apps/otp-app.entity.js';
import { OtpAppsService } from '../otp-apps/otp-apps.service.js';
import { OtpService, type OtpTicket, type OtpVerdict } from './otp.service.js';

/** What a phone is checked for; each has the platform's own OTP application. */
export const PHONE_CHECK_PURPOSES = ['register', 'coupon'] as const;
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
    @InjectDataSource() private readonly dataSource: DataSource,
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
   * Uses a verified check for the number once: answers when it was verified, or refuses (422 on
   * `otpToken`) a check that is unknown, unverified, for another number, too old or used.
   * With `manager`, in the caller's transaction: the check is used only if the caller's work commits.
   */
  async consume(purpose: PhoneCheckPurpose, token: string, phone: string, manager?: EntityManager): Promise<Date> {
    // The application's id is fixed: no need to make it (nor a second connection) to use a check.
    const appId = PURPOSE_APPS[purpose].id;
    const [row] = await returning<{ verified_at: Date }>(
      manager ?? this.dataSource,
      `UPDATE otp_requests SET consumed_at = now(), updated_at = now()
        WHERE id = $1 AND app_id = $2 AND mobile = $3 AND status = 'verified' AND consumed_at IS NULL
          AND verified_at > now() - make_interval(mins => $4)
        RETURNING verified_at`,
      [token, appId, normalizeThaiMobile(phone) ?? '', USABLE_FOR_MINUTES],
    );
    if (!row) throw new ValidationFailedException({ otpToken: 'validation.phoneNotVerified' });
    return row.verified_at;
  }

  /** The platform account and its system application for the purpose, made on first use. */
  private async appFor(purpose: PhoneCheckPurpose): Promise<OtpApp> {
    const spec = PURPOSE_APPS[purpose];
    const platformId = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO accounts (name, plan, is_platform) VALUES ('Platform', 'enterprise', true) ON CONFLICT DO NOTHING`,
      );
      const [platform] = await manager.query<{ id: string }[]>(`SELECT id FROM accounts WHERE is_platform`);
      await manager.query(
        `INSERT INTO otp_apps (id, account_id, name, sender_name, content, notify_secret, daily_cap_per_phone, daily_cap)
         VALUES ($1, $2, $3, $4, $5, $6, 10, 10000000) ON CONFLICT (id) DO NOTHING`,
        [spec.id, platform.id, spec.name, this.config.defaultSenderName, spec.content, randomBytes(24).toString('base64url')],
      );
      return platform.id;
    });
    return this.apps.find(systemContext(platformId), spec.id);
  }
}
