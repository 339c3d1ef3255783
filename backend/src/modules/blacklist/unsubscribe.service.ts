import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/**
 * Characters of a code: fixed, so every message with a link prices the same (the link is part
 * of the text its parts are counted on). 16 base64url characters are 96 bits: no one finds a
 * code by trying, however many exist, at any rate the page's throttle lets through.
 */
const CODE_LENGTH = 16;
const CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** What the opt-out page shows of a link: whose it is and a masked number. */
export interface UnsubscribeView {
  accountName: string;
  /** 081-XXX-5678: enough for the reader to recognise, not to read a stranger's number. */
  maskedMobile: string;
  /** The number is on the account's blacklist already. */
  unsubscribed: boolean;
}

/**
 * The unsubscribe links messages carry (the paid service) and the page they open. A link's code
 * is an HMAC of the account and the number keyed with a server secret, so one person gets one
 * link per account however many sends reach them, and no one can work a code out from an
 * account id (a sub-account's users see their parent's) and a number. The code's row is written
 * before any message carrying it is sent.
 */
@Injectable()
export class UnsubscribeService {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    // A key of its own, derived from the secret API and worker share (the worker writes the links).
    this.key = createHmac('sha256', config.channelSecretKey).update('unsubscribe-link-codes').digest();
  }

  code(accountId: string, mobile: string): string {
    return createHmac('sha256', this.key).update(`${accountId}:${mobile}`).digest('base64url').slice(0, CODE_LENGTH);
  }

  /** The link appended to a message for a number (E.164). */
  link(accountId: string, mobile: string): string {
    return `${this.config.publicUrl}/u/${this.code(accountId, mobile)}`;
  }

  /**
   * Records the codes of numbers about to receive a link, in one statement (the caller's
   * transaction when given). Running it again for the same numbers changes nothing.
   */
  async remember(accountId: string, mobiles: string[], manager?: EntityManager): Promise<void> {
    if (!mobiles.length) return;
    await (manager ?? this.dataSource).query(
      `INSERT INTO unsubscribe_codes (code, account_id, mobile)
       SELECT r.code, $1, r.mobile FROM unnest($2::varchar[], $3::varchar[]) AS r(code, mobile)
       ON CONFLICT (code) DO NOTHING`,
      [accountId, mobiles.map((mobile) => this.code(accountId, mobile)), mobiles],
    );
  }

  /** The link's page, or null for a code no message carried. */
  async find(code: string): Promise<UnsubscribeView | null> {
    if (!CODE_PATTERN.test(code)) return null;
    const [row] = await this.dataSource.query<{ name: string; mobile: string; blocked: boolean }[]>(
      `SELECT a.name, c.mobile,
              EXISTS (SELECT 1 FROM blacklist b WHERE b.account_id = c.account_id AND b.mobile = c.mobile) AS blocked
         FROM unsubscribe_codes c JOIN accounts a ON a.id = c.account_id
        WHERE c.code = $1`,
      [code],
    );
    return row ? { accountName: row.name, maskedMobile: maskMobile(row.mobile), unsubscribed: row.blocked } : null;
  }

  /**
   * Puts the link's number on its account's blacklist with reason "unsubscribe"; confirming twice
   * keeps the first entry. Answers the page after, or null for an unknown code.
   */
  async confirm(code: string): Promise<UnsubscribeView | null> {
    if (!CODE_PATTERN.test(code)) return null;
    await this.dataSource.query(
      `INSERT INTO blacklist (account_id, mobile, reason, source)
       SELECT account_id, mobile, 'unsubscribe', $2 FROM unsubscribe_codes WHERE code = $1
       ON CONFLICT (account_id, mobile) DO NOTHING`,
      [code, `link ${code}`],
    );
    return this.find(code);
  }
}

/** +66812345678 → 081-XXX-5678. */
export function maskMobile(mobile: string): string {
  const local = `0${mobile.slice(3)}`;
  return `${local.slice(0, 3)}-XXX-${local.slice(-4)}`;
}
