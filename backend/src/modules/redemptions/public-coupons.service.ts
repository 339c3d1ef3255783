import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ValidationFailedException } from '../../common/http/validation.js';
import { normalizeThaiMobile } from '../../common/validation/phone.js';
import { returning } from '../../database/returning.js';
import { countCouponEvents } from '../coupons/coupon-stats.js';
import type { OtpTicket, OtpVerdict } from '../otp/otp.service.js';
import { PhoneVerificationService } from '../otp/phone-verification.service.js';
import type { PublicCouponResponse } from './dto/redemption.response.js';
import { codeState, maskMobile, validUntil, type CodeValidity } from './redemption-rules.js';

/** A coupon page's token: 12 letters and digits. Anything else names no code, and costs no query. */
export const COUPON_TOKEN = /^[A-Za-z0-9]{12}$/;

type PageRow = CodeValidity &
  Omit<PublicCouponResponse, 'state' | 'validFrom' | 'validUntil' | 'maskedMobile' | 'landingPage' | 'phoneNumber' | 'staffOnly'> & {
    mobile: string | null;
    phoneNumber: boolean | null;
    keyVerifi: boolean | null;
    verifyType: string;
    landingName: string | null;
    landingDetail: string | null;
  };

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly phones: PhoneVerificationService,
  ) {}

  /** The page's data; the first call for a code sets its opened_at and counts the open, once. */
  async open(token: string): Promise<PublicCouponResponse> {
    if (!COUPON_TOKEN.test(token)) unknownCoupon();
    await this.dataSource.transaction(async (manager) => {
      const [first] = await returning<{ account_id: string; coupon_id: string; campaign_id: string | null }>(
        manager,
        `UPDATE coupon_codes SET opened_at = now(), updated_at = now() WHERE token = $1 AND opened_at IS NULL
         RETURNING account_id, coupon_id, campaign_id`,
        [token],
      );
      if (!first) return;
      await countCouponEvents(manager, 'opened', [{ accountId: first.account_id, couponId: first.coupon_id, count: 1 }]);
      if (first.campaign_id) {
        await manager.query(
          `UPDATE campaign_coupons SET opened = opened + 1 WHERE campaign_id = $1 AND coupon_id = $2 AND account_id = $3`,
          [first.campaign_id, first.coupon_id, first.account_id],
        );
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
    const [row] = await this.dataSource.query<{ mobile: string | null }[]>(`SELECT mobile FROM coupon_codes WHERE token = $1`, [token]);
    if (!row) unknownCoupon();
    return row.mobile;
  }

  private async page(token: string): Promise<PageRow> {
    const [row] = await this.dataSource.query<PageRow[]>(
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
    return row ?? unknownCoupon();
  }
}
