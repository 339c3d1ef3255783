import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';
import type { CallTry } from './callback-events.js';
import { WebhooksRepository } from './webhooks.repository.js';

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

/** Events handed to the queue per round. */
const CLAIM_BATCH = 500;

/** The outbox of calls to customers' URLs, for the worker: handing them to the queue, sending, logging. */
@Injectable()
export class WebhookEventsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: WebhooksRepository,
  ) {}

  /**
   * Marks unqueued events queued and gives their ids to `queue` in the same transaction: if
   * queueing fails they stay unqueued for the next round. Queueing twice is harmless (the job id
   * is the event's). Answers how many.
   */
  async claimUnqueued(queue: (ids: string[]) => Promise<void>): Promise<number> {
    return this.transactions.run(async (manager) => {
      const ids = await this.repository.lockUnqueued(manager, CLAIM_BATCH);
      if (!ids.length) return 0;
      await this.repository.markQueued(manager, ids);
      await queue(ids);
      return ids.length;
    });
  }

  async owed(id: string): Promise<OwedCall | null> {
    const row = await this.repository.findOwed(id);
    if (!row) return null;
    return {
      id: row.id,
      accountId: row.account_id,
      couponId: row.coupon_id,
      event: row.event,
      url: row.url,
      body: row.body,
      status: row.status,
      secret: row.callback_secret,
    };
  }

  /** Logs a try and moves the event on, in one transaction. */
  async recordTry(call: OwedCall, attempt: CallTry): Promise<void> {
    await this.transactions.run(async (manager) => {
      await this.repository.logTry(manager, call, attempt);
      await this.repository.advance(manager, call.id, attempt);
    });
  }
}
