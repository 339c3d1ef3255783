import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MessageOutcomes, type MessageOutcome } from '../messages/message-outcomes.js';
import { CouponCallbacksService } from '../webhooks/coupon-callbacks.service.js';
import { CouponsRepository } from './coupons.repository.js';

/** Sends remembered as coupon sends or not; beyond this many the memory starts again. */
const REMEMBERED_SENDS = 10_000;

/**
 * What a coupon send's messages do to their codes: a message the operator accepted makes its code
 * issued; one rejected (or expired before it left) gives its code back to the coupon, taken off the
 * issued counts; a final state queues the coupon's SMS callback. All in the transaction that wrote
 * the messages' states.
 */
@Injectable()
export class CouponCodeOutcomes implements OnModuleInit {
  /** broadcast id → its coupon, or null for a send without one (a send's coupon never changes). */
  private readonly couponOfSend = new Map<string, string | null>();

  constructor(
    private readonly outcomes: MessageOutcomes,
    private readonly callbacks: CouponCallbacksService,
    private readonly repository: CouponsRepository,
  ) {}

  onModuleInit(): void {
    this.outcomes.listen((manager, outcomes) => this.apply(manager, outcomes));
  }

  async apply(manager: EntityManager, outcomes: readonly MessageOutcome[]): Promise<void> {
    const ofCoupons = await this.ofCouponSends(manager, outcomes);
    if (!ofCoupons.length) return;
    const codes = await this.repository.lockGivenCodes(
      manager,
      ofCoupons.map((o) => o.broadcastId),
      ofCoupons.map((o) => o.mobile),
    );
    const codeOf = new Map(codes.map((code) => [`${code.broadcast_id}:${code.mobile}`, code]));
    const matched = ofCoupons.flatMap((outcome) => {
      const code = codeOf.get(`${outcome.broadcastId}:${outcome.mobile}`);
      return code ? [{ outcome, code }] : [];
    });

    const accepted = matched.filter(({ outcome }) => outcome.status === 'submitted').map(({ code }) => code.id);
    if (accepted.length) await this.repository.markIssued(manager, accepted);

    const neverSent = matched.filter(({ outcome }) => outcome.status === 'rejected' || (outcome.status === 'expired' && outcome.from === 'pending'));
    if (neverSent.length) await this.release(manager, neverSent.map(({ code }) => code.id));

    const final = matched.filter(({ outcome }) => outcome.status !== 'submitted');
    await this.callbacks.smsOutcomes(
      manager,
      final.map(({ outcome, code }) => ({
        accountId: code.account_id,
        couponId: code.coupon_id,
        codeId: code.id,
        code: code.code,
        mobile: code.mobile,
        messageId: outcome.messageId,
        status: outcome.status,
        errorCode: outcome.errorCode,
        doneAt: outcome.doneAt,
      })),
    );
  }

  /** Codes back to available (unless already redeemed), and off the issued figures of their day and campaign. */
  private async release(manager: EntityManager, ids: string[]): Promise<void> {
    const released = await this.repository.release(manager, ids);
    // Taken off the day each was counted on.
    const byDay = new Map<string, typeof released>();
    for (const row of released) {
      const day = new Date(row.issued_at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
      byDay.set(day, [...(byDay.get(day) ?? []), row]);
    }
    for (const rows of byDay.values()) {
      await this.repository.countEvents(
        manager,
        'issued',
        rows.map((row) => ({ accountId: row.account_id, couponId: row.coupon_id, count: -1 })),
        rows[0].issued_at,
      );
    }
    const byCampaign = new Map<string, number>();
    for (const row of released) {
      if (row.campaign_id) byCampaign.set(`${row.campaign_id}:${row.coupon_id}`, (byCampaign.get(`${row.campaign_id}:${row.coupon_id}`) ?? 0) + 1);
    }
    if (byCampaign.size) {
      const keys = [...byCampaign.keys()].map((key) => key.split(':'));
      await this.repository.uncountCampaignIssued(
        manager,
        keys.map(([campaign]) => campaign),
        keys.map(([, coupon]) => coupon),
        [...byCampaign.values()],
      );
    }
  }

  /** The outcomes of coupon sends; a send is looked up once per process. */
  private async ofCouponSends(manager: EntityManager, outcomes: readonly MessageOutcome[]): Promise<MessageOutcome[]> {
    const unknown = [...new Set(outcomes.map((o) => o.broadcastId))].filter((id) => !this.couponOfSend.has(id));
    if (unknown.length) {
      if (this.couponOfSend.size > REMEMBERED_SENDS) this.couponOfSend.clear();
      const rows = await this.repository.couponsOfSends(manager, unknown);
      for (const id of unknown) this.couponOfSend.set(id, rows.find((row) => row.id === id)?.coupon_id ?? null);
    }
    return outcomes.filter((o) => this.couponOfSend.get(o.broadcastId));
  }
}
