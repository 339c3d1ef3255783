import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';

/**
 * A request as verify reads it, with its app's notification settings, and what the same
 * statement changed: `new_status` and `new_attempts` are null when it changed nothing.
 */
export interface CheckedRow {
  id: string;
  app_id: string;
  mobile: string;
  ref_code: string;
  status: string;
  attempts: number;
  max_fail: number;
  expired: boolean;
  notify_url: string | null;
  notify_type: string;
  callback_data: string | null;
  new_status: string | null;
  new_attempts: number | null;
}

/**
 * The stored digest equals the candidate: the two 256-bit digests XORed and the bits of the
 * result counted, with no early exit, so the time taken is the same whatever they share.
 */
const DIGESTS_EQUAL = `bit_count(('x' || o.code_hash)::bit(256) # ('x' || $3::text)::bit(256)) = 0`;

/**
 * Verify in one round trip: the request as it was (r), and the check written (checked) when
 * the request still takes one. Both parts read the statement's snapshot and one now(), so
 * "expired" means the same in each. Two checks of one token queue on the row's lock; the
 * second re-reads the row the first wrote (PostgreSQL rechecks the WHERE on the newest
 * version), so attempts add up and only one can verify.
 */
const VERIFY_SQL = `
  WITH r AS (
    SELECT r.id, r.app_id, r.mobile, r.ref_code, r.status, r.attempts, r.max_fail, r.expires_at <= now() AS expired,
           a.notify_url, a.notify_type, a.callback_data
      FROM otp_requests r JOIN otp_apps a ON a.id = r.app_id
     WHERE r.id = $1 AND r.account_id = $2
  ), checked AS (
    UPDATE otp_requests o
       SET attempts = o.attempts + CASE WHEN ${DIGESTS_EQUAL} THEN 0 ELSE 1 END,
           status = CASE WHEN ${DIGESTS_EQUAL} THEN 'verified' WHEN o.attempts + 1 >= o.max_fail THEN 'locked' ELSE 'pending' END,
           verified_at = CASE WHEN ${DIGESTS_EQUAL} THEN now() END,
           updated_at = now()
     WHERE o.id = $1 AND o.account_id = $2 AND o.status = 'pending' AND o.attempts < o.max_fail AND o.expires_at > now()
    RETURNING o.status, o.attempts
  )
  SELECT r.*, checked.status AS new_status, checked.attempts AS new_attempts FROM r LEFT JOIN checked ON true`;

/**
 * The OTP requests' SQL: a code checked in one statement, a code renewed on resend, a verified
 * check consumed by the platform's own flows, and the platform's system applications.
 */
@Injectable()
export class OtpRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Checks the candidate digest against the request (VERIFY_SQL); undefined when the account has no such request. */
  async check(token: string, accountId: string, candidate: string): Promise<CheckedRow | undefined> {
    const [row]: CheckedRow[] = await this.transactions.manager.query(VERIFY_SQL, [token, accountId, candidate]);
    return row;
  }

  /** A resend's new code on a request still pending; false when it was verified or locked meanwhile. */
  async renewCode(
    manager: EntityManager,
    request: { id: string; accountId: string; codeHash: string; expiresAt: Date; messageId: string },
  ): Promise<boolean> {
    const rows = await returning<{ id: string }>(
      manager,
      `UPDATE otp_requests SET code_hash = $3, expires_at = $4, message_id = $5, sends = sends + 1, updated_at = now()
          WHERE id = $1 AND account_id = $2 AND status = 'pending' RETURNING id`,
      [request.id, request.accountId, request.codeHash, request.expiresAt, request.messageId],
    );
    return rows.length > 0;
  }

  /**
   * Uses a verified check of the app for the number once, if verified within the last
   * `usableForMinutes`: when it was verified, or null. With `manager`, in the caller's transaction.
   */
  async consumeVerified(
    check: { token: string; appId: string; mobile: string; usableForMinutes: number },
    manager: EntityManager = this.transactions.manager,
  ): Promise<Date | null> {
    const [row] = await returning<{ verified_at: Date }>(
      manager,
      `UPDATE otp_requests SET consumed_at = now(), updated_at = now()
        WHERE id = $1 AND app_id = $2 AND mobile = $3 AND status = 'verified' AND consumed_at IS NULL
          AND verified_at > now() - make_interval(mins => $4)
        RETURNING verified_at`,
      [check.token, check.appId, check.mobile, check.usableForMinutes],
    );
    return row ? row.verified_at : null;
  }

  /** The platform account, made on first use; its id. */
  async platformAccount(manager: EntityManager): Promise<string> {
    await manager.query(
      `INSERT INTO accounts (name, plan, is_platform) VALUES ('Platform', 'enterprise', true) ON CONFLICT DO NOTHING`,
    );
    const [platform] = await manager.query<{ id: string }[]>(`SELECT id FROM accounts WHERE is_platform`);
    return platform.id;
  }

  /** A system application of the platform account with a fixed id, made on first use. */
  async ensureSystemApp(
    manager: EntityManager,
    app: { id: string; accountId: string; name: string; senderName: string; content: string; notifySecret: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO otp_apps (id, account_id, name, sender_name, content, notify_secret, daily_cap_per_phone, daily_cap)
         VALUES ($1, $2, $3, $4, $5, $6, 10, 10000000) ON CONFLICT (id) DO NOTHING`,
      [app.id, app.accountId, app.name, app.senderName, app.content, app.notifySecret],
    );
  }
}
