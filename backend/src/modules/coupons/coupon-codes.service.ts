import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ValidationFailedException } from '../../common/http/validation.js';
import { randomCodes } from './coupon-codes.js';
import type { CouponCodeCounts } from './dto/coupon.response.js';

/** Codes written per statement. */
const BATCH = 50_000;
/** Rounds in a row that may add nothing before the keyspace counts as full. */
const EMPTY_ROUNDS = 5;

interface CodeOwner {
  id: string;
  accountId: string;
  couponCodePrefix: string;
  codeLength: number;
}

/**
 * A coupon's codes, made in bulk: random codes written a multi-row statement at a time (never a
 * statement per code), the unique (account, code) index deciding collisions, and the shortfall
 * made again until the count is reached.
 */
@Injectable()
export class CouponCodesService {
  /** Adds `count` new codes to the coupon, in the caller's transaction. */
  async generate(manager: EntityManager, coupon: CodeOwner, count: number): Promise<void> {
    let missing = count;
    let empty = 0;
    while (missing > 0) {
      const batch = Math.min(missing, BATCH);
      const codes = randomCodes(batch, coupon.couponCodePrefix, coupon.codeLength);
      const [{ n }] = await manager.query<{ n: number }[]>(
        `WITH added AS (
           INSERT INTO coupon_codes (account_id, coupon_id, code)
           SELECT $1, $2, code FROM unnest($3::varchar[]) AS code
           ON CONFLICT (account_id, code) DO NOTHING RETURNING 1)
         SELECT count(*)::int AS n FROM added`,
        [coupon.accountId, coupon.id, codes],
      );
      missing -= n;
      empty = n ? 0 : empty + 1;
      // The account's other coupons with the same prefix have taken the space.
      if (empty >= EMPTY_ROUNDS) throw new ValidationFailedException({ useMax: 'validation.couponKeyspace' });
    }
  }

  /** How many of a coupon's codes are in each state. */
  async counts(manager: EntityManager, accountId: string, couponId: string): Promise<CouponCodeCounts> {
    const [row] = await manager.query<Record<keyof CouponCodeCounts, number>[]>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'available')::int AS available,
              count(*) FILTER (WHERE status = 'issued')::int AS issued, count(*) FILTER (WHERE redeemed > 0)::int AS redeemed
         FROM coupon_codes WHERE account_id = $1 AND coupon_id = $2`,
      [accountId, couponId],
    );
    return row;
  }
}
