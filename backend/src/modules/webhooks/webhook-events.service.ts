import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** An owed call as the worker sends it, with the secret that signs it. */
export interface OwedCall {
  id: string;
  accountId: string;
  couponId: string | null;
  event: string;
  url: string;
  body: string;
  status: string;
  secret: string | null;
}

/** One try's outcome, for the delivery log. */
export interface CallTry {
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** delivered: a 2xx; failed: the last try failed; skipped: the URL may not be called; null: tried again later. */
  outcome: 'delivered' | 'failed' | 'skipped' | null;
}

/** Events handed to the queue per round. */
const CLAIM_BATCH = 500;

/** The outbox of calls to customers' URLs, for the worker: handing them to the queue, sending, logging. */
@Injectable()
export class WebhookEventsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Marks unqueued events queued and gives their ids to `queue` in the same transaction: if
   * queueing fails they stay unqueued for the next round. Queueing twice is harmless (the job id
   * is the event's). Answers how many.
   */
  async claimUnqueued(queue: (ids: string[]) => Promise<void>): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<{ id: string }[]>(
        `SELECT id FROM webhook_events WHERE queued_at IS NULL ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [CLAIM_BATCH],
      );
      if (!rows.length) return 0;
      const ids = rows.map((row) => row.id);
      await manager.query(`UPDATE webhook_events SET queued_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
      await queue(ids);
      return ids.length;
    });
  }

  async owed(id: string): Promise<OwedCall | null> {
    const [row] = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT e.id, e.account_id, e.coupon_id, e.event, e.url, e.body, e.status, c.callback_secret
         FROM webhook_events e LEFT JOIN coupons c ON c.id = e.coupon_id WHERE e.id = $1`,
      [id],
    );
    if (!row) return null;
    return {
      id: row.id as string,
      accountId: row.account_id as string,
      couponId: row.coupon_id as string | null,
      event: row.event as string,
      url: row.url as string,
      body: row.body as string,
      status: row.status as string,
      secret: row.callback_secret as string | null,
    };
  }

  /** Logs a try and moves the event on, in one transaction. */
  async recordTry(call: OwedCall, attempt: CallTry): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
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
      await manager.query(
        `UPDATE webhook_events SET attempts = greatest(attempts, $2), updated_at = now(),
                status = coalesce($3, status), delivered_at = CASE WHEN $3 = 'delivered' THEN now() ELSE delivered_at END
          WHERE id = $1 AND status = 'pending'`,
        [call.id, attempt.attempt, attempt.outcome],
      );
    });
  }
}
