import { Injectable } from '@nestjs/common';
import { rememberLinkCodes } from '../../common/sms/link-codes.repository.js';
import { Transactions } from '../../database/transactions.js';
import type { ConsentDecision } from './consent.entity.js';

/** e-Consent's SQL: the ledger's latest decisions, the links' codes, and a decision's row. */
@Injectable()
export class ConsentsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Records link codes (LinkCodes.rows), in the caller's transaction when given. */
  rememberLinks(
    rows: { codes: string[]; mobiles: string[] },
    accountId: string,
    manager = this.transactions.manager,
  ): Promise<void> {
    return rememberLinkCodes(manager, 'consent_links', accountId, rows);
  }

  /** The numbers among `mobiles` whose latest marketing decision with the account is yes. */
  async consentedAmong(accountId: string, mobiles: string[]): Promise<string[]> {
    const rows = await this.transactions.manager.query<{ mobile: string }[]>(
      `SELECT latest.mobile FROM (
         SELECT DISTINCT ON (mobile) mobile, decision FROM consents
          WHERE account_id = $1 AND purpose = 'marketing' AND mobile = ANY($2::varchar[])
          ORDER BY mobile, created_at DESC, id DESC
       ) latest WHERE latest.decision = 'accepted'`,
      [accountId, mobiles],
    );
    return rows.map((row) => row.mobile);
  }

  /** A link code's account name and number, and the number's latest marketing decision. */
  async findLink(code: string): Promise<{ name: string; mobile: string; decision: ConsentDecision | null } | undefined> {
    const [row] = await this.transactions.manager.query<{ name: string; mobile: string; decision: ConsentDecision | null }[]>(
      `SELECT a.name, l.mobile,
              (SELECT c.decision FROM consents c
                WHERE c.account_id = l.account_id AND c.mobile = l.mobile AND c.purpose = 'marketing'
                ORDER BY c.created_at DESC, c.id DESC LIMIT 1) AS decision
         FROM consent_links l JOIN accounts a ON a.id = l.account_id
        WHERE l.code = $1`,
      [code],
    );
    return row;
  }

  /** A decision on the ledger for a link code's number, linked to the account's person with that number. */
  async recordDecision(code: string, decision: ConsentDecision, textVersion: string, source: string): Promise<void> {
    await this.transactions.manager.query(
      `INSERT INTO consents (account_id, mobile, person_id, purpose, decision, text_version, source)
       SELECT l.account_id, l.mobile,
              (SELECT p.id FROM people p WHERE p.account_id = l.account_id AND p.mobile = l.mobile LIMIT 1),
              'marketing', $2, $3, $4
         FROM consent_links l WHERE l.code = $1`,
      [code, decision, textVersion, source],
    );
  }
}
