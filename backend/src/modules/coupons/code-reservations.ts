import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { COUPON_TOKEN_LENGTH, type CouponSend } from '../../common/coupons/coupon-message.js';
import { returning } from '../../database/returning.js';
import { countCouponEvents } from './coupon-stats.js';

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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
    return this.dataSource.transaction(async (manager) => {
      const codes = new Map<string, GivenCode>();
      const kept = await manager.query<{ mobile: string; code: string; token: string }[]>(
        `SELECT mobile, code, token FROM coupon_codes WHERE broadcast_id = $1 AND mobile = ANY($2::text[])`,
        [send.id, mobiles],
      );
      for (const row of kept) codes.set(row.mobile, { code: row.code, token: row.token });
      const written = new Set(
        (
          await manager.query<{ mobile: string }[]>(
            `SELECT mobile FROM messages WHERE account_id = $4 AND mobile = ANY($3::text[]) AND created_at = $2 AND broadcast_id = $1`,
            [send.id, send.startedAt, mobiles.filter((mobile) => !codes.has(mobile)), send.accountId],
          )
        ).map((row) => row.mobile),
      );
      const needing = mobiles.filter((mobile) => !codes.has(mobile) && !written.has(mobile));
      const reserved = await this.reserve(manager, send, coupon, needing);
      for (const row of reserved) codes.set(row.mobile, { code: row.code, token: row.token });
      if (reserved.length) {
        await countCouponEvents(manager, 'issued', [{ accountId: send.accountId, couponId: coupon.couponId, count: reserved.length }]);
        if (coupon.campaignId)
          await manager.query(`UPDATE campaign_coupons SET issued = issued + $3 WHERE campaign_id = $1 AND coupon_id = $2`, [
            coupon.campaignId,
            coupon.couponId,
            reserved.length,
          ]);
      }
      return write(manager, codes);
    });
  }

  /**
   * One statement: the next available codes of the coupon, locked past other sends' (SKIP
   * LOCKED: two campaigns of one coupon never wait on each other nor take the same code), each
   * bound to a mobile with a fresh token. Fewer rows than mobiles when the codes run out.
   */
  private async reserve(
    manager: EntityManager,
    send: CouponBatchSend,
    coupon: CouponSend,
    mobiles: string[],
  ): Promise<{ mobile: string; code: string; token: string }[]> {
    if (!mobiles.length) return [];
    return returning(
      manager,
      `WITH picked AS (
         SELECT id FROM coupon_codes
          WHERE coupon_id = $1 AND account_id = $2 AND status = 'available'
          ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED),
       numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM picked),
       given AS (SELECT * FROM unnest($4::text[], $5::text[]) WITH ORDINALITY AS g(mobile, token, n))
       UPDATE coupon_codes c
          SET status = 'reserved', mobile = given.mobile, token = given.token, broadcast_id = $6, campaign_id = $7,
              issued_at = now(),
              expires_at = CASE WHEN cp.expire_coupon IS NULL THEN NULL
                                ELSE least(now() + make_interval(days => cp.expire_coupon), cp.end_date) END,
              updated_at = now()
         FROM numbered JOIN given USING (n), coupons cp
        WHERE c.id = numbered.id AND cp.id = c.coupon_id
        RETURNING c.mobile, c.code, c.token`,
      [
        coupon.couponId,
        send.accountId,
        mobiles.length,
        mobiles,
        mobiles.map(() => couponToken()),
        send.id,
        coupon.campaignId,
      ],
    );
  }
}
