import { Check, Column, Entity, Index } from 'typeorm';
import type { PeopleAudience } from '../people/people-list.js';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { CREDIT_KINDS, type CreditKind } from '../accounts/account.entity.js';
import { asNumber } from '../../database/column-transformers.js';
import { BROADCAST_KINDS, MISSING_VALUES, type BroadcastKind, type MissingValues } from './sending-rules.js';

export const BROADCAST_STATUSES = ['draft', 'scheduled', 'sending', 'completed', 'cancelled', 'failed'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/**
 * One send: its content, audience, price and progress. The counters are kept by the delivery
 * pipeline in the same transaction as the message rows they count, so a detail page reads
 * them without counting a million rows.
 */
@Entity('broadcasts')
@Check('broadcasts_status_check', `status IN (${sqlList(BROADCAST_STATUSES)})`)
@Check('broadcasts_kind_check', `kind IN (${sqlList(BROADCAST_KINDS)})`)
@Check('broadcasts_missing_values_check', `missing_values IN (${sqlList(MISSING_VALUES)})`)
@Check('broadcasts_credit_kind_check', `credit_kind IN (${sqlList(CREDIT_KINDS)})`)
@Check('broadcasts_counters_check', 'pending >= 0 AND submitted >= 0 AND credits >= 0 AND refunded >= 0 AND refunded <= credits')
@Index('idx_broadcasts_account_status', ['accountId', 'status', 'createdAt', 'id'])
// Scheduled sends due to start, across accounts: the scheduler's one query.
@Index('idx_broadcasts_due', ['scheduledAt'], { where: "status = 'scheduled'" })
@Index('idx_broadcasts_sending', ['id'], { where: "status = 'sending'" })
@Index('idx_broadcasts_search_description', { synchronize: false })
@Index('idx_broadcasts_campaign', ['campaignId'], { where: 'campaign_id IS NOT NULL' })
export class Broadcast extends TenantEntity {
  @Column({ type: 'varchar', length: 20 })
  status: BroadcastStatus;

  @Column({ type: 'varchar', length: 20 })
  kind: BroadcastKind;

  @Column({ name: 'sender_name', type: 'varchar', length: 11 })
  senderName: string;

  /** The text as written, variables unrendered. */
  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'template_id', type: 'uuid', nullable: true })
  templateId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  /** Typed or pasted numbers, as given (at most MAX_TYPED_RECIPIENTS); null when a file. */
  @Column({ name: 'recipient_list', type: 'jsonb', nullable: true })
  recipientList: string[] | null;

  @Column({ name: 'file_id', type: 'uuid', nullable: true })
  fileId: string | null;

  @Column({ name: 'phone_column', type: 'varchar', length: 200, nullable: true })
  phoneColumn: string | null;

  /** Message variable → file column. */
  @Column({ type: 'jsonb', nullable: true })
  variables: Record<string, string> | null;

  /** The account's people as the audience: everyone, or the members of tags and groups; null otherwise. */
  @Column({ name: 'people_audience', type: 'jsonb', nullable: true })
  peopleAudience: PeopleAudience | null;

  @Column({ name: 'unsubscribe_link', type: 'boolean', default: false })
  unsubscribeLink: boolean;

  @Column({ name: 'e_consent', type: 'boolean', default: false })
  eConsent: boolean;

  /** Sent only to numbers whose latest marketing consent is "accepted" (consents module). */
  @Column({ name: 'consented_only', type: 'boolean', default: false })
  consentedOnly: boolean;

  /** What a recipient some variable of the message has no value for gets (sending-rules.ts). */
  @Column({ name: 'missing_values', type: 'varchar', length: 10, default: 'empty' })
  missingValues: MissingValues;

  /** Variable → the value typed for recipients without one (`missingValues` = `fallback`). */
  @Column({ name: 'fallback_values', type: 'jsonb', nullable: true })
  fallbackValues: Record<string, string> | null;

  @Column({ name: 'scheduled_at', type: 'timestamptz', nullable: true })
  scheduledAt: Date | null;

  /** When sending began; every message row of the send carries it as its created_at. */
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** Figures of the analysis the send was confirmed with. */
  @Column({ type: 'integer', default: 0 })
  recipients: number;

  @Column({ type: 'integer', default: 0 })
  duplicate: number;

  @Column({ type: 'integer', default: 0 })
  invalid: number;

  @Column({ type: 'integer', default: 0 })
  blacklisted: number;

  /** Left out because they have not consented to marketing (a send limited to those who did). */
  @Column({ name: 'not_consented', type: 'integer', default: 0 })
  notConsented: number;

  /** Credits reserved at confirmation; `refunded` of them went back. */
  @Column({ type: 'bigint', default: 0, transformer: asNumber })
  credits: number;

  @Column({ type: 'bigint', default: 0, transformer: asNumber })
  refunded: number;

  @Column({ name: 'credit_kind', type: 'varchar', length: 20, default: 'standard' })
  creditKind: CreditKind;

  /** Every message row exists (the fan-out finished). */
  /**
   * A campaign's send of one coupon: each recipient's message carries a code of the coupon,
   * reserved as the message is written (`{{couponCode}}`, `{{couponLink}}`).
   */
  @Column({ name: 'campaign_id', type: 'uuid', nullable: true })
  campaignId: string | null;

  @Column({ name: 'coupon_id', type: 'uuid', nullable: true })
  couponId: string | null;

  @Column({ name: 'fanout_done', type: 'boolean', default: false })
  fanoutDone: boolean;

  @Column({ type: 'integer', default: 0 }) pending: number;
  @Column({ type: 'integer', default: 0 }) submitted: number;
  @Column({ type: 'integer', default: 0 }) delivered: number;
  @Column({ type: 'integer', default: 0 }) undelivered: number;
  @Column({ type: 'integer', default: 0 }) rejected: number;
  @Column({ type: 'integer', default: 0 }) expired: number;
}
