import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';

/** Which verify outcomes the notify URL hears of: only successes, or every outcome. */
export const OTP_NOTIFY_TYPES = ['verified', 'all'] as const;
export type OtpNotifyType = (typeof OTP_NOTIFY_TYPES)[number];

export const OTP_CONTENT_MAX = 300;
/** The placeholders of an OTP message: the code (required) and the reference code. */
export const OTP_PLACEHOLDER = '{otp}';
export const REF_PLACEHOLDER = '{ref}';

/**
 * An OTP application: how codes of one of the account's apps are made, sent and checked
 * (domain.md, OTP). Codes themselves live in `otp_requests`.
 */
@Entity('otp_apps')
@Check('otp_apps_pin_length_check', 'pin_length BETWEEN 4 AND 8')
@Check('otp_apps_expire_check', 'expire_seconds BETWEEN 60 AND 660')
@Check('otp_apps_max_fail_check', 'max_fail BETWEEN 1 AND 10')
@Check('otp_apps_caps_check', 'daily_cap_per_phone BETWEEN 1 AND 1000 AND daily_cap BETWEEN 1 AND 10000000')
@Check('otp_apps_notify_type_check', `notify_type IN (${sqlList(OTP_NOTIFY_TYPES)})`)
@Index('idx_otp_apps_account_name', ['accountId', 'name', 'id'])
export class OtpApp extends TenantEntity {
  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** An approved sender name of the account (checked on save and on every send). */
  @Column({ name: 'sender_name', type: 'varchar', length: 11 })
  senderName: string;

  @Column({ name: 'pin_length', type: 'integer', default: 6 })
  pinLength: number;

  /** Put before the reference code (`AB-K7Q2XM`), so a person can tell apps apart. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  prefix: string | null;

  @Column({ name: 'expire_seconds', type: 'integer', default: 300 })
  expireSeconds: number;

  /** Wrong codes a request takes before it is locked (Over Limit Usage). */
  @Column({ name: 'max_fail', type: 'integer', default: 5 })
  maxFail: number;

  @Column({ name: 'notify_url', type: 'varchar', length: 500, nullable: true })
  notifyUrl: string | null;

  @Column({ name: 'notify_type', type: 'varchar', length: 20, default: 'verified' })
  notifyType: OtpNotifyType;

  /** Signs notifications (HMAC-SHA256), so the receiver knows they come from us; made at creation. */
  @Column({ name: 'notify_secret', type: 'varchar', length: 64 })
  notifySecret: string;

  /** Echoed back, as given, in every notification. */
  @Column({ name: 'callback_data', type: 'varchar', length: 500, nullable: true })
  callbackData: string | null;

  @Column({ type: 'varchar', length: OTP_CONTENT_MAX })
  content: string;

  /** Numbers outside Thailand are refused unless the app allows them (SMS-pumping guard). */
  @Column({ name: 'allow_international', type: 'boolean', default: false })
  allowInternational: boolean;

  @Column({ name: 'daily_cap_per_phone', type: 'integer', default: 10 })
  dailyCapPerPhone: number;

  @Column({ name: 'daily_cap', type: 'integer', default: 10000 })
  dailyCap: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;
}
