import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RedeemedEvent, SmsOutcomeEvent } from './callback-events.js';
import { WebhooksRepository } from './webhooks.repository.js';

/**
 * The calls a coupon owes its callback URLs (`redeemCallbackURL`, `smsCallbackURL`), written to
 * the outbox (`webhook_events`) in the caller's transaction: a call exists exactly when what it
 * reports was committed. The worker signs and sends them (WebhookDispatcher, WebhookProcessor).
 * Coupons without the URL owe nothing; the statement finds no row.
 */
@Injectable()
export class CouponCallbacksService {
  constructor(private readonly repository: WebhooksRepository) {}

  async redeemed(manager: EntityManager, event: RedeemedEvent): Promise<void> {
    await this.repository.addRedeemCall(manager, randomUUID(), event);
  }

  /** One statement for a batch of messages (any number of coupons and accounts). */
  async smsOutcomes(manager: EntityManager, events: readonly SmsOutcomeEvent[]): Promise<void> {
    if (!events.length) return;
    await this.repository.addSmsOutcomeCalls(
      manager,
      events.map(() => randomUUID()),
      events,
    );
  }
}
