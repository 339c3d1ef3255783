import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { Person } from '../people/person.entity.js';

export const CONSENT_PURPOSES = ['marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_DECISIONS = ['accepted', 'declined'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

/**
 * One decision of a person about one purpose: a ledger (PDPA's record of consent), so rows are
 * only ever added. A person's consent is their latest row for the purpose; the earlier ones stay
 * as the history of what they agreed to, when, to which text and through which channel.
 */
@Entity('consents')
@Check('consents_purpose_check', `purpose IN ('marketing')`)
@Check('consents_decision_check', `decision IN ('accepted', 'declined')`)
// A number's latest decision for a purpose (the send's filter and the page), newest first.
@Index('idx_consents_account_mobile_purpose_created', ['accountId', 'mobile', 'purpose', 'createdAt'])
export class Consent extends TenantEntity {
  /** E.164. */
  @Column({ type: 'varchar', length: 16 })
  mobile: string;

  /** The account's person with this number when the decision was made, if any. */
  @Column({ name: 'person_id', type: 'uuid', nullable: true })
  personId: string | null;

  @ManyToOne(() => Person, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'person_id' })
  person?: Person;

  @Column({ type: 'varchar', length: 20 })
  purpose: ConsentPurpose;

  @Column({ type: 'varchar', length: 10 })
  decision: ConsentDecision;

  /** Which wording the person was shown (CONSENT_TEXT_VERSION when they decided). */
  @Column({ name: 'text_version', type: 'varchar', length: 40 })
  textVersion: string;

  /** Where the decision came from, e.g. `sms-link` with the page's language. */
  @Column({ type: 'varchar', length: 100 })
  source: string;
}
