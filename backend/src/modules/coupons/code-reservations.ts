import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { COUPON_TOKEN_LENGTH, type CouponSend } from '../../common/coupons/coupon-message.js';
import { Transactions } from '../../database/transactions.js';
import { CouponsRepository } from './coupons.repository.js';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A code given to a recipient: what their message carries. */
export interface GivenCode {
  code: string;
  token: string;
}

/** The send a batch belongs to: its id, account and the partition key of its messages. */
export interface CouponBatchSend {
  id: string;
  accountId: string;
  startedAt: Date | null;
}

/** 12 crypto-random characters of [A-Za-z0-9] (rejection sampling: every character as likely). */
export function couponToken(): string {
  let token = '';
  while (token.length < COUPON_TOKEN_LENGTH) {
    for (const byte of randomBytes(COUPON_TOKEN_LENGTH * 2)) {
      if (byte < 248 && token.length < COUPON_TOKEN_LENGTH) token += TOKEN_ALPHABET[byte % 62];
    }
  }
  return token;
}

/**
 * Codes for a coupon send's recipients, a batch at a time, in the transaction that writes the
 * batch's messages: a message never exists without its code, nor a code reserved without its
 * message. Safe to run twice for the same batch (the fan-out may run again after a crash).
 */
@Injectable()
export class CodeReservations {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: CouponsRepository,
  ) {}

  /**
   * Gives each mobile a code, then calls `write` with them in the same transaction. A mobile
   * this send already gave a code keeps it; a mobile whose message already exists and lost its
   * code (rejected, the code went back) gets none; the others take one available code each in
   * one statement. When the coupon runs out, the mobiles left over are missing from the map:
   * the caller sends them nothing.
   */
  async withCodes<T>(
    send: CouponBatchSend,
    coupon: CouponSend,
    mobiles: readonly string[],
    write: (manager: EntityManager, codes: ReadonlyMap<string, GivenCode>) => Promise<T>,
  ): Promise<T> {
    return this.transactions.run(async (manager) => {
      const codes = new Map<string, GivenCode>();
      const kept = await this.repository.keptCodes(manager, send.id, mobiles);
      for (const row of kept) codes.set(row.mobile, { code: row.code, token: row.token });
      const written = new Set(
        await this.repository.writtenMobiles(
          manager,
          send,
          mobiles.filter((mobile) => !codes.has(mobile)),
        ),
      );
      const needing = mobiles.filter((mobile) => !codes.has(mobile) && !written.has(mobile));
      // The next available codes, each bound to a mobile with a fresh token.
      const reserved = needing.length
        ? await this.repository.reserve(
            manager,
            send,
            coupon,
            needing,
            needing.map(() => couponToken()),
          )
        : [];
      for (const row of reserved) codes.set(row.mobile, { code: row.code, token: row.token });
      if (reserved.length) {
        await this.repository.countEvents(manager, 'issued', [
          { accountId: send.accountId, couponId: coupon.couponId, count: reserved.length },
        ]);
        if (coupon.campaignId)
          await this.repository.countCampaignIssued(manager, coupon.campaignId, coupon.couponId, reserved.length);
      }
      return write(manager, codes);
    });
  }
}
