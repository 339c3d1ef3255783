import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A redemption, as its coupon's redeem callback reports it. */
export interface RedeemedEvent {
  accountId: string;
  couponId: string;
  codeId: string;
  code: string;
  redemptionId: string;
  channel: 'self' | 'staff';
  mobile: string | null;
  branch: string | null;
  saleAmount: number | null;
  reference: string | null;
  redeemedAt: Date;
}

/** A coupon's SMS that reached a final state (or the operator), as its SMS callback reports it. */
export interface SmsOutcomeEvent {
  accountId: string;
  couponId: string;
  codeId: string;
  code: string;
  mobile: string;
  messageId: string;
  status: string;
  errorCode: string | null;
  doneAt: Date | null;
}

/** The coupon's reference fields, echoed in every callback body. */
const REFERENCES = `json_build_object('reference', c.reference, 'reference2', c.reference2, 'reference3', c.reference3, 'reference4', c.reference4)`;

/**
 * The calls a coupon owes its callback URLs (`redeemCallbackURL`, `smsCallbackURL`), written to
 * the outbox (`webhook_events`) in the caller's transaction: a call exists exactly when what it
 * reports was committed. The worker signs and sends them (WebhookDispatcher, WebhookProcessor).
 * Coupons without the URL owe nothing; the statement finds no row.
 */
@Injectable()
export class CouponCallbacksService {
  async redeemed(manager: EntityManager, event: RedeemedEvent): Promise<void> {
    const id = randomUUID();
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

  /** One statement for a batch of messages (any number of coupons and accounts). */
  async smsOutcomes(manager: EntityManager, events: readonly SmsOutcomeEvent[]): Promise<void> {
    if (!events.length) return;
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
        events.map(() => randomUUID()),
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
}
