import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { authorize } from '../abilities.js';
import { findPage, parseListQuery, type ListQueryParams, type ListSpec, type Page } from '../../common/http/list-query.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { LINK_CODE_PATTERN, LinkCodes } from '../../common/sms/link-codes.js';
import { whereMobileMatches } from '../../common/http/mobile-search.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { maskMobile } from '../blacklist/unsubscribe.service.js';
import { CONSENT_DECISIONS, CONSENT_PURPOSES, Consent, type ConsentDecision } from './consent.entity.js';
import { ConsentsRepository } from './consents.repository.js';
import type { ConsentResponse } from './dto/consent.response.js';

/**
 * The wording of the marketing consent the page shows (`consent.marketingText` in locales/).
 * Change it together with that text: each decision keeps the version its person was shown.
 */
export const CONSENT_TEXT_VERSION = 'marketing-2026-12-03';

export const CONSENT_LIST: ListSpec = {
  resource: 'consents',
  sortable: { createdAt: 'consent.createdAt', mobile: 'consent.mobile' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['consent.mobile'] },
    id: { kind: 'uuid', column: 'consent.id' },
    purpose: { kind: 'equals', column: 'consent.purpose', values: CONSENT_PURPOSES },
    decision: { kind: 'equals', column: 'consent.decision', values: CONSENT_DECISIONS },
    createdAt: { kind: 'range', column: 'consent.createdAt', type: 'date' },
  },
};

/** What the consent page shows of a link: whose it is, a masked number and the current answer. */
export interface ConsentView {
  accountName: string;
  maskedMobile: string;
  decision: ConsentDecision | null;
}

export function toConsentView(row: Consent): ConsentResponse {
  return {
    id: row.id,
    accountId: row.accountId,
    mobile: row.mobile,
    personId: row.personId,
    purpose: row.purpose,
    decision: row.decision,
    textVersion: row.textVersion,
    source: row.source,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * e-Consent: the link a message carries (`/e/<code>`), the page where its reader accepts or
 * declines marketing messages, the ledger of those decisions, and the question a marketing send
 * asks of it (who consented). Link codes as LinkCodes makes them, as unsubscribe links'.
 */
@Injectable()
export class ConsentsService {
  private readonly codes: LinkCodes;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repository: ConsentsRepository,
    @InjectTenantRepository(Consent) private readonly consents: TenantRepository<Consent>,
  ) {
    this.codes = new LinkCodes(config.channelSecretKey, 'consent-link-codes', `${config.publicUrl}/e/`);
  }

  /** The link appended to a message for a number (E.164). */
  link(accountId: string, mobile: string): string {
    return this.codes.link(accountId, mobile);
  }

  /** Records the codes of numbers about to receive a link (the caller's transaction when given). */
  remember(accountId: string, mobiles: string[], manager?: EntityManager): Promise<void> {
    return this.repository.rememberLinks(this.codes.rows(accountId, mobiles), accountId, manager);
  }

  /** The numbers (E.164) among `mobiles` whose latest marketing decision with the account is yes. */
  async consentedAmong(ctx: RequestContext, mobiles: string[]): Promise<Set<string>> {
    if (!mobiles.length) return new Set();
    return new Set(await this.repository.consentedAmong(ctx.accountId, mobiles));
  }

  /** The link's page, or null for a code no message carried. */
  async find(code: string): Promise<ConsentView | null> {
    if (!LINK_CODE_PATTERN.test(code)) return null;
    const row = await this.repository.findLink(code);
    return row ? { accountName: row.name, maskedMobile: maskMobile(row.mobile), decision: row.decision } : null;
  }

  /**
   * Adds the reader's decision to the ledger, with the wording's version and where it came from,
   * and links it to the account's person with that number. Answers the page after, or null for an
   * unknown code.
   */
  async decide(code: string, decision: ConsentDecision, source: string): Promise<ConsentView | null> {
    if (!LINK_CODE_PATTERN.test(code)) return null;
    await this.repository.recordDecision(code, decision, CONSENT_TEXT_VERSION, source);
    return this.find(code);
  }

  /** The account's ledger, newest first. */
  async list(ctx: RequestContext, params: ListQueryParams): Promise<Page<ConsentResponse>> {
    authorize(ctx, 'read', 'Consent');
    const query = parseListQuery(params, CONSENT_LIST);
    const { q, ...filter } = query.filter;
    const qb = this.consents.for(ctx).query('consent');
    if (typeof q === 'string' && q.trim() !== '') {
      whereMobileMatches(qb, 'consent.mobile', q);
    }
    const page = await findPage(qb, { ...query, filter }, CONSENT_LIST);
    return { ...page, rows: page.rows.map(toConsentView) };
  }

  async get(ctx: RequestContext, id: string): Promise<ConsentResponse> {
    authorize(ctx, 'read', 'Consent');
    return toConsentView(await this.consents.for(ctx).getById(id));
  }
}
