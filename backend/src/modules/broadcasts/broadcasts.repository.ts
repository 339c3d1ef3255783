import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returning } from '../../database/returning.js';
import { Transactions } from '../../database/transactions.js';
import type { Plan } from '../accounts/account.entity.js';
import type { PeopleAudience } from '../people/people-list.js';
import type { BroadcastKind, MissingValues } from './sending-rules.js';

/** A broadcasts row as stored (the columns the plan is rebuilt from). */
export interface StoredSend {
  id: string;
  account_id: string;
  sender_name: string;
  message: string;
  template_id: string | null;
  kind: BroadcastKind;
  scheduled_at: Date | null;
  description: string | null;
  recipient_list: string[] | null;
  file_id: string | null;
  phone_column: string | null;
  variables: Record<string, string> | null;
  people_audience: PeopleAudience | null;
  unsubscribe_link: boolean;
  e_consent: boolean;
  consented_only: boolean;
  missing_values: MissingValues;
  fallback_values: Record<string, string> | null;
  campaign_id: string | null;
  coupon_id: string | null;
}

/**
 * The sends' SQL outside the tenant layer: a confirmed send's row as the fan-out rebuilds its
 * plan, what it reads of its coupon and account, scheduled sends called off, and a direct
 * send's messages as written.
 */
@Injectable()
export class BroadcastsRepository {
  constructor(private readonly transactions: Transactions) {}

  async storedSend(id: string): Promise<StoredSend | null> {
    const [row] = await this.transactions.manager.query<StoredSend[]>(`SELECT * FROM broadcasts WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** What a coupon send's codes are made of; undefined when the coupon is gone. */
  async couponCodeShape(
    couponId: string,
  ): Promise<{ id: string; couponCodePrefix: string; codeLength: number; shortenUrl: boolean } | undefined> {
    const [row] = await this.transactions.manager.query<
      { id: string; couponCodePrefix: string; codeLength: number; shortenUrl: boolean }[]
    >(
      'SELECT id, coupon_code_prefix AS "couponCodePrefix", code_length AS "codeLength", shorten_url AS "shortenUrl" FROM coupons WHERE id = $1',
      [couponId],
    );
    return row;
  }

  /** The account's plan; null when the account is gone. */
  async accountPlan(accountId: string): Promise<Plan | null> {
    const [row] = await this.transactions.manager.query<{ plan: Plan }[]>('SELECT plan FROM accounts WHERE id = $1', [accountId]);
    return row?.plan ?? null;
  }

  /**
   * The account's sends among `ids` still scheduled, called off with their credits marked
   * refunded, in the caller's transaction: their ids and credits.
   */
  cancelScheduled(manager: EntityManager, accountId: string, ids: string[]): Promise<{ id: string; credits: string }[]> {
    return returning<{ id: string; credits: string }>(
      manager,
      `UPDATE broadcasts SET status = 'cancelled', refunded = credits, updated_at = now()
        WHERE id = ANY($1::uuid[]) AND account_id = $2 AND status = 'scheduled' RETURNING id, credits`,
      [ids, accountId],
    );
  }

  /** A send's messages as written, in their order (in the caller's transaction). */
  messagesOf(
    manager: EntityManager,
    send: { id: string; startedAt: Date },
  ): Promise<{ id: string; mobile: string; parts: number; credits: number }[]> {
    return manager.query<{ id: string; mobile: string; parts: number; credits: number }[]>(
      `SELECT id, mobile, parts, credits FROM messages WHERE broadcast_id = $1 AND created_at = $2 ORDER BY seq`,
      [send.id, send.startedAt],
    );
  }
}
