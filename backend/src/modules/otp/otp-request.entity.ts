import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { OtpApp } from '../otp-apps/otp-app.entity.js';

/** Stored states; "expired" is read off `expires_at`, never written. */
export const OTP_STATES = ['pending', 'verified', 'locked'] as const;
export type OtpState = (typeof OTP_STATES)[number];

/**
 * One OTP code sent to a phone: its id is the token the customer's system holds. The code is
 * kept only as an HMAC (keyed, so a database dump does not give codes away by brute force).
 */
@Entity('otp_requests')
@Check('otp_requests_status_check', `status IN (${sqlList(OTP_STATES)})`)
@Index('idx_otp_requests_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_otp_requests_account_app', ['accountId', 'appId', 'createdAt', 'id'])
@Index('idx_otp_requests_account_mobile', ['accountId', 'mobile', 'createdAt', 'id'])
export class OtpRequest extends TenantEntity {
  @Column({ name: 'app_id', type: 'uuid' })
  appId: string;

  @ManyToOne(() => OtpApp, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id', foreignKeyConstraintName: 'otp_requests_app_id_fkey' })
  app?: OtpApp;

  /** E.164. */
  @Column({ type: 'varchar', length: 16 })
  mobile: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'ref_code', type: 'varchar', length: 12 })
  refCode: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: OtpState;

  /** Wrong codes tried. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'max_fail', type: 'integer' })
  maxFail: number;

  /** Messages sent for it: the request and its resends. */
  @Column({ type: 'integer', default: 1 })
  sends: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  /** When a verified phone check was used (a registration): a check serves one purpose once. */
  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  /** The last message sent for it (messages are partitioned: its created_at comes with it). */
  @Column({ name: 'message_id', type: 'uuid', nullable: true })
  messageId: string | null;
}
