import { Injectable, NotFoundException } from '@nestjs/common';
import { ValidationFailedException } from '../../common/http/validation.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { Transactions } from '../../database/transactions.js';
import { CouponsRepository } from '../coupons/coupons.repository.js';
import type { OtpTicket, OtpVerdict } from '../otp/otp.service.js';
import { PhoneVerificationService } from '../otp/phone-verification.service.js';
import type { PublicCouponResponse } from './dto/redemption.response.js';
import { codeState, maskMobile, validUntil } from './redemption-rules.js';
import { RedemptionsRepository, type PageRow } from './redemptions.repository.js';

/** A coupon page's token: 12 letters and digits. Anything else names no code, and costs no query. */
export const COUPON_TOKEN = /^[A-Za-z0-9]{12}$/;

export function unknownCoupon(): never {
  throw new NotFoundException('errors.notFound');
}

/**
 * What the customer's coupon page reads and does before redeeming: the coupon as designed with
 * its code's state, the first open counted, and the phone check its campaign may ask for.
 */
@Injectable()
export class PublicCouponsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: RedemptionsRepository,
    private readonly coupons: CouponsRepository,
    private readonly phones: PhoneVerificationService,
  ) {}

  /** The page's data; the first call for a code sets its opened_at and counts the open, once. */
  async open(token: string): Promise<PublicCouponResponse> {
    if (!COUPON_TOKEN.test(token)) unknownCoupon();
    await this.transactions.run(async (manager) => {
      const first = await this.repository.markOpened(manager, token);
      if (!first) return;
      await this.coupons.countEvents(manager, 'opened', [{ accountId: first.account_id, couponId: first.coupon_id, count: 1 }]);
      if (first.campaign_id) {
        await this.repository.countCampaignOpen(manager, first.campaign_id, first.coupon_id, first.account_id);
      }
    });
    const row = await this.page(token);
    const {
      mobile,
      keyVerifi,
      verifyType,
      landingName,
      landingDetail,
      couponStatus: _status,
      startDate,
      endDate,
      expiresAt,
      phoneNumber,
      ...shown
    } = row;
    return {
      ...shown,
      validFrom: startDate,
      validUntil: validUntil({ endDate, expiresAt }),
      state: codeState(row, new Date()),
      phoneNumber: phoneNumber === true,
      staffOnly: verifyType === 'staff' || keyVerifi === true,
      maskedMobile: maskMobile(mobile),
      landingPage: landingName === null ? null : { landingpage_name: landingName, landingpage_detail: landingDetail ?? '' },
    };
  }

  /** Sends a code to the phone the coupon was sent to; another number is refused on `mobile`. */
  async startPhoneCheck(token: string, mobile: string): Promise<OtpTicket> {
    const bound = await this.boundMobile(token);
    const typed = normalizeThaiMobile(mobile);
    if (!typed) throw new ValidationFailedException({ mobile: 'validation.phone' });
    if (typed !== bound) throw new ValidationFailedException({ mobile: 'validation.couponMobile' });
    return this.phones.start('coupon', typed);
  }

  async verifyPhoneCheck(token: string, otpToken: string, code: string): Promise<OtpVerdict> {
    await this.boundMobile(token);
    return this.phones.verify('coupon', otpToken, code);
  }

  private async boundMobile(token: string): Promise<string | null> {
    if (!COUPON_TOKEN.test(token)) unknownCoupon();
    const row = await this.repository.codeMobile(token);
    if (!row) unknownCoupon();
    return row.mobile;
  }

  private async page(token: string): Promise<PageRow> {
    return (await this.repository.page(token)) ?? unknownCoupon();
  }
}
