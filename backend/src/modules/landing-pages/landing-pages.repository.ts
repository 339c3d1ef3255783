import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import type { PublicLandingPageResponse } from './dto/landing-page.response.js';

/** The landing pages' SQL: the public read of an active page, and the coupons that showed a page going. */
@Injectable()
export class LandingPagesRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Coupons that showed the page keep their own design (no foreign key: unbound here), in the caller's transaction. */
  async unbindFromCoupons(manager: EntityManager, accountId: string, id: string): Promise<void> {
    await manager.query(`UPDATE coupons SET landing_page_id = NULL WHERE account_id = $1 AND landing_page_id = $2`, [
      accountId,
      id,
    ]);
  }

  /** An active page by its id, in any account, with its account's name; null for anything else. */
  async findActivePublic(id: string): Promise<PublicLandingPageResponse | null> {
    const [page] = await this.transactions.manager.query<PublicLandingPageResponse[]>(
      `SELECT p.id, p.landingpage_name, p.landingpage_detail, a.name AS "accountName"
         FROM landing_pages p JOIN accounts a ON a.id = p.account_id
        WHERE p.id = $1 AND p.status = 'active'`,
      [id],
    );
    return page ?? null;
  }
}
