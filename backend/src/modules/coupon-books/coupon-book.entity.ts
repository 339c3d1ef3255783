import { Check, Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';
import { ConflictFields } from '../../database/unique-constraints.js';

export const COUPON_BOOK_STATUSES = ['active', 'inactive'] as const;
export type CouponBookStatus = (typeof COUPON_BOOK_STATUSES)[number];
export const COUPON_BOOK_NAME_MAX = 100;
export const COUPON_BOOK_DESCRIPTION_MAX = 500;

/** Coupons grouped under a shared validity: a coupon in a book is valid only within the book's dates too. */
@Entity('coupon_books')
@ConflictFields({ uq_coupon_books_account_name: { name: 'validation.couponBookNameInUse' } })
@Check('coupon_books_status_check', `status IN (${sqlList(COUPON_BOOK_STATUSES)})`)
@Check('coupon_books_dates_check', 'end_date > start_date')
// One book per name and account, case-insensitively: an expression index on lower(name), in the migration.
@Index('uq_coupon_books_account_name', { synchronize: false })
// The list's sorts and filters, each led by account_id and ending in the list's order.
@Index('idx_coupon_books_account_name', ['accountId', 'name', 'id'])
@Index('idx_coupon_books_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_coupon_books_account_start', ['accountId', 'startDate', 'id'])
export class CouponBook extends TenantEntity {
  @Column({ type: 'varchar', length: COUPON_BOOK_NAME_MAX })
  name: string;

  @Column({ type: 'varchar', length: COUPON_BOOK_DESCRIPTION_MAX, nullable: true })
  description: string | null;

  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate: Date;

  @Column({ name: 'end_date', type: 'timestamptz' })
  endDate: Date;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: CouponBookStatus;
}
