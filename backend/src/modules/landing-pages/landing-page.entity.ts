import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';

export const LANDING_PAGE_STATUSES = ['draft', 'active', 'inactive'] as const;
export type LandingPageStatus = (typeof LANDING_PAGE_STATUSES)[number];

/**
 * A public page (`/p/<id>`): sanitised rich content with images. Only an active page is shown to
 * the public; a coupon bound to a page shows it above the customer's code.
 * Field names are the specification's (`landingpage_name`, `landingpage_detail`).
 */
@Entity('landing_pages')
@Check('landing_pages_status_check', `status IN (${sqlList(LANDING_PAGE_STATUSES)})`)
@Index('idx_landing_pages_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_landing_pages_account_name', ['accountId', 'landingpage_name', 'id'])
export class LandingPage extends TenantEntity {
  @Column({ name: 'landingpage_name', type: 'varchar', length: 200 })
  landingpage_name: string;

  /** Rich content, sanitised on every write. */
  @Column({ name: 'landingpage_detail', type: 'text', default: '' })
  landingpage_detail: string;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: LandingPageStatus;
}
