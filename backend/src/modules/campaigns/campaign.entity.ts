import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import type { PeopleAudience } from '../people/people-list.js';

/**
 * draft: being written in the wizard; scheduled: confirmed, its start still ahead; running:
 * between start and end; ended: past its end; cancelled: stopped by the operator.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'running', 'ended', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * A campaign: who it reaches (the same audience kinds as a send), when it runs (ICT), and the
 * coupons each recipient receives, one SMS per coupon carrying a link to the recipient's own code.
 * The wizard's startDate + timeStart and endDate + timeEnd are stored as instants.
 */
@Entity('campaigns')
@Check('campaigns_status_check', `status IN (${sqlList(CAMPAIGN_STATUSES)})`)
@Check('campaigns_dates_check', 'end_at > start_at')
@Index('idx_campaigns_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_campaigns_account_start', ['accountId', 'startAt', 'id'])
@Index('idx_campaigns_account_name', ['accountId', 'name', 'id'])
// The minute tick that moves scheduled campaigns to running and running ones to ended.
@Index('idx_campaigns_live', ['startAt', 'endAt'], { where: "status IN ('scheduled', 'running')" })
export class Campaign extends TenantEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: CampaignStatus;

  @Column({ name: 'start_at', type: 'timestamptz' })
  startAt: Date;

  @Column({ name: 'end_at', type: 'timestamptz' })
  endAt: Date;

  /** The coupon page asks for the customer's phone and checks it by OTP before redeeming. */
  @Column({ name: 'phone_number', type: 'boolean', default: false })
  phoneNumber: boolean;

  /** Redemption needs the business's staff (key verification); the customer cannot redeem alone. */
  @Column({ name: 'key_verifi', type: 'boolean', default: false })
  keyVerifi: boolean;

  // The audience, as a send has it (exactly one kind is set).
  @Column({ name: 'recipient_list', type: 'jsonb', nullable: true })
  recipientList: string[] | null;

  @Column({ name: 'file_id', type: 'uuid', nullable: true })
  fileId: string | null;

  @Column({ name: 'phone_column', type: 'varchar', length: 200, nullable: true })
  phoneColumn: string | null;

  @Column({ type: 'jsonb', nullable: true })
  variables: Record<string, string> | null;

  @Column({ name: 'people_audience', type: 'jsonb', nullable: true })
  peopleAudience: PeopleAudience | null;

  /** When the operator confirmed it (its sends were made then). */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;
}
