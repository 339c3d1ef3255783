import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import type { CallTry, RedeemedEvent, SmsOutcomeEvent } from './callback-events.js';

/** The coupon's reference fields, echoed in every callback body. */
const REFERENCES = `json_build_object('reference', c.reference, 'reference2', c.reference2, 'reference3', c.reference3, 'reference4', c.reference4)`;

/** An owed call's row, with its coupon's callback secret. */
export interface OwedCallRow {
  id: string;
  account_id: string;
  coupon_id: string | null;
  event: string;
  url: string;
  body: string;
  status: string;
  callback_secret: string | null;
}

/**
 * The callbacks' SQL: the outbox (`webhook_events`), written in the caller's transaction by the
 * modules that owe a call, and the delivery log the worker writes as it sends them. Coupons
 * without the callback URL owe nothing: the outbox's statements find no row.
 */
@Injectable()
export class WebhooksRepository {
  constructor(private readonly transactions: Transactions) {}

  /** A redemption's call to its coupon's redeem callback URL. */
  async addRedeemCall(manager: EntityManager, id: string, event: RedeemedEvent): Promise<void> {
    await manager.query(
      `INSERT INTO webhook_events (id, account_id, coupon_id, event, url, body)
       SELECT $1, c.account_id, c.id, 'coupon.redeem', c.redeem_callback_url,
              json_build_object('eventId', $1::uuid, 'event', 'coupon.redeem', 'occurredAt', $2::timestamptz,
                'couponId', c.id, 'code', $3::text, 'redemptionId', $4::uuid, 'channel', $5::text, 'mobile', $6::text,
                'branch', $7::text, 'saleAmount', $8::numeric, 'reference', $9::text, 'references', ${REFERENCES})::text
         FROM coupons c WHERE c.id = $10 AND c.account_id = $11 AND c.redeem_callback_url IS NOT NULL`,
      [
        id,
        event.redeemedAt,
        event.code,
        event.redemptionId,
        event.channel,
        event.mobile,
        event.branch,
        event.saleAmount,
        event.reference,
        event.couponId,
        event.accountId,
      ],
    );
  }

  /** SMS outcomes' calls to their coupons' SMS callback URLs, one statement for the batch (`ids` one per event). */
  async addSmsOutcomeCalls(manager: EntityManager, ids: string[], events: readonly SmsOutcomeEvent[]): Promise<void> {
    await manager.query(
      `INSERT INTO webhook_events (id, account_id, coupon_id, event, url, body)
       SELECT e.id, c.account_id, c.id, 'coupon.sms', c.sms_callback_url,
              json_build_object('eventId', e.id, 'event', 'coupon.sms', 'occurredAt', now(), 'couponId', c.id,
                'code', e.code, 'mobile', e.mobile, 'messageId', e.message_id, 'status', e.status,
                'errorCode', e.error_code, 'doneAt', e.done_at, 'references', ${REFERENCES})::text
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::uuid[], $7::text[], $8::text[], $9::timestamptz[])
              AS e(id, account_id, coupon_id, code, mobile, message_id, status, error_code, done_at)
         JOIN coupons c ON c.id = e.coupon_id AND c.account_id = e.account_id
        WHERE c.sms_callback_url IS NOT NULL`,
      [
        ids,
        events.map((e) => e.accountId),
        events.map((e) => e.couponId),
        events.map((e) => e.code),
        events.map((e) => e.mobile),
        events.map((e) => e.messageId),
        events.map((e) => e.status),
        events.map((e) => e.errorCode),
        events.map((e) => e.doneAt),
      ],
    );
  }

  /** The oldest unqueued events' ids, locked for the caller's transaction; events another round holds are skipped. */
  async lockUnqueued(manager: EntityManager, limit: number): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      `SELECT id FROM webhook_events WHERE queued_at IS NULL ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  async markQueued(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(`UPDATE webhook_events SET queued_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
  }

  async findOwed(id: string): Promise<OwedCallRow | undefined> {
    const [row] = await this.transactions.manager.query<OwedCallRow[]>(
      `SELECT e.id, e.account_id, e.coupon_id, e.event, e.url, e.body, e.status, c.callback_secret
         FROM webhook_events e LEFT JOIN coupons c ON c.id = e.coupon_id WHERE e.id = $1`,
      [id],
    );
    return row;
  }

  /** A try on the delivery log. */
  async logTry(
    manager: EntityManager,
    call: { id: string; accountId: string; couponId: string | null; event: string; url: string },
    attempt: CallTry,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO webhook_deliveries (account_id, coupon_id, event_id, event, url, attempt, status_code, error, duration_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        call.accountId,
        call.couponId,
        call.id,
        call.event,
        call.url,
        attempt.attempt,
        attempt.statusCode,
        attempt.error?.slice(0, 500) ?? null,
        attempt.durationMs,
      ],
    );
  }

  /** Moves a pending event on after a try: its attempts, and its outcome when the try had one. */
  async advance(manager: EntityManager, id: string, attempt: CallTry): Promise<void> {
    await manager.query(
      `UPDATE webhook_events SET attempts = greatest(attempts, $2), updated_at = now(),
              status = coalesce($3, status), delivered_at = CASE WHEN $3 = 'delivered' THEN now() ELSE delivered_at END
        WHERE id = $1 AND status = 'pending'`,
      [id, attempt.attempt, attempt.outcome],
    );
  }
}
