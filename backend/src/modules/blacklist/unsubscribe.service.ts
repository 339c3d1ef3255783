import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LINK_CODE_PATTERN, LinkCodes } from '../../common/sms/link-codes.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BlacklistRepository } from './blacklist.repository.js';

/** What the opt-out page shows of a link: whose it is and a masked number. */
export interface UnsubscribeView {
  accountName: string;
  /** 081-XXX-5678: enough for the reader to recognise, not to read a stranger's number. */
  maskedMobile: string;
  /** The number is on the account's blacklist already. */
  unsubscribed: boolean;
}

/**
 * The unsubscribe links messages carry (the paid service, `/u/<code>`, codes as LinkCodes makes
 * them) and the page they open.
 */
@Injectable()
export class UnsubscribeService {
  private readonly codes: LinkCodes;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repository: BlacklistRepository,
  ) {
    this.codes = new LinkCodes(config.channelSecretKey, 'unsubscribe-link-codes', `${config.publicUrl}/u/`);
  }

  /** The link appended to a message for a number (E.164). */
  link(accountId: string, mobile: string): string {
    return this.codes.link(accountId, mobile);
  }

  /** Records the codes of numbers about to receive a link (the caller's transaction when given). */
  remember(accountId: string, mobiles: string[], manager?: EntityManager): Promise<void> {
    return this.repository.rememberUnsubscribeCodes(this.codes.rows(accountId, mobiles), accountId, manager);
  }

  /** The link's page, or null for a code no message carried. */
  async find(code: string): Promise<UnsubscribeView | null> {
    if (!LINK_CODE_PATTERN.test(code)) return null;
    const row = await this.repository.findUnsubscribeCode(code);
    return row ? { accountName: row.name, maskedMobile: maskMobile(row.mobile), unsubscribed: row.blocked } : null;
  }

  /**
   * Puts the link's number on its account's blacklist with reason "unsubscribe"; confirming twice
   * keeps the first entry. Answers the page after, or null for an unknown code.
   */
  async confirm(code: string): Promise<UnsubscribeView | null> {
    if (!LINK_CODE_PATTERN.test(code)) return null;
    await this.repository.unsubscribeByCode(code);
    return this.find(code);
  }
}

/** +66812345678 → 081-XXX-5678. */
export function maskMobile(mobile: string): string {
  const local = `0${mobile.slice(3)}`;
  return `${local.slice(0, 3)}-XXX-${local.slice(-4)}`;
}
