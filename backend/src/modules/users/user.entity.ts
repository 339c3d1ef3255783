import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { ConflictFields } from '../../common/http/conflicts.js';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import type { Role } from '../../common/auth/abilities.js';
import { Account } from '../accounts/account.entity.js';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

@Entity('users')
@ConflictFields({ uq_users_email: { email: 'auth.emailInUse' }, uq_users_username: { username: 'auth.usernameInUse' } })
export class User extends TenantEntity {
  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  /** Unique case-insensitively (index in the migration on lower(username)). */
  @Column({ type: 'varchar', length: 30 })
  username: string;

  /** Stored lower-case; unique. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 80 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 80, default: '' })
  lastName: string;

  @Index()
  @Column({ name: 'full_name', type: 'varchar', length: 161 })
  fullName: string;

  /** E.164, e.g. +66812345678. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 100, select: false })
  passwordHash: string;

  @Index()
  @Column({ type: 'varchar', length: 20 })
  role: Role;

  @Index()
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

  @Index()
  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;
}
