import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { ConflictFields } from '../../database/unique-constraints.js';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { ROLES, type Role } from '../../common/auth/roles.js';
import { sqlList } from '../../database/sql-list.js';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

@Entity('users')
@ConflictFields({ uq_users_email: { email: 'auth.emailInUse' }, uq_users_username: { username: 'auth.usernameInUse' } })
@Check('users_role_check', `role IN (${sqlList(ROLES)})`)
@Check('users_status_check', `status IN (${sqlList(USER_STATUSES)})`)
// Unique case-insensitively: expression indexes on lower(...), which TypeORM cannot
// describe, so they live in the migrations and are declared here by name only (the schema
// builder leaves them alone; the schema test checks they exist).
@Index('uq_users_email', { synchronize: false })
@Index('uq_users_username', { synchronize: false })
// Lists are per account: each filter and sort of USER_LIST gets an index led by account_id,
// ending in the list's own order (`created_at`, then the `id` tie-breaker) so that a filtered
// page is read in order and a sorted page needs no sort. Scanned backwards for descending.
// No index on created_at alone: the planner took it for a big tenant's newest-first page and
// skipped every newer row of the other tenants (126 ms at 1M rows, 0.8 ms on the tenant index).
@Index('idx_users_account_role', ['accountId', 'role', 'createdAt', 'id'])
@Index('idx_users_account_status', ['accountId', 'status', 'createdAt', 'id'])
@Index('idx_users_account_full_name', ['accountId', 'fullName', 'id'])
@Index('idx_users_account_username', ['accountId', 'username', 'id'])
@Index('idx_users_account_email', ['accountId', 'email', 'id'])
@Index('idx_users_account_last_login', ['accountId', 'lastLoginAt', 'id'])
// The `q` search: one pg_trgm GIN index on username, full name and e-mail read as one text
// (SearchDocuments migration: an expression the generator cannot describe), declared by name only.
@Index('idx_users_search', { synchronize: false })
export class User extends TenantEntity {
  /** Unique case-insensitively (uq_users_username on lower(username)). */
  @Column({ type: 'varchar', length: 30 })
  username: string;

  /** Stored lower-case; unique (uq_users_email on lower(email)). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 80 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 80, default: '' })
  lastName: string;

  @Column({ name: 'full_name', type: 'varchar', length: 161 })
  fullName: string;

  /** E.164, e.g. +66812345678. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 100, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 20 })
  role: Role;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: UserStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  avatar: string | null;

  @Column({ name: 'allow_offer', type: 'boolean', default: false })
  allowOffer: boolean;

  @Column({ name: 'phone_verified_at', type: 'timestamptz', nullable: true })
  phoneVerifiedAt: Date | null;

  /** Carried by access tokens as `ver`; bumped to end every session at once. */
  @Column({ name: 'token_version', type: 'integer', default: 0, select: false })
  tokenVersion: number;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /**
   * The account, for its name beside the row in staff's lists. The foreign key is the tenant
   * column's own (TenantEntity); this relation only joins.
   */
  @ManyToOne(() => Account, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'account_id' })
  account?: Account;
}
