import { ConflictFields } from '../../common/http/conflicts.js';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const PLANS = ['basic', 'trials', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const ACCOUNT_NAME_MAX = 120;

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A tenant. A sub-account has a parent whose admins manage it; sibling names are unique. */
@Entity('accounts')
@ConflictFields({ uq_accounts_parent_name: { name: 'validation.nameInUse' } })
export class Account {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: ACCOUNT_NAME_MAX })
  name: string;

  @Index()
  @Column({ type: 'varchar', length: 20 })
  plan: Plan;

  @Index()
  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: AccountStatus;

  @Index()
  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId: string | null;

  /** The back-office staff's own account; there is one. */
  @Column({ name: 'is_platform', type: 'boolean', default: false })
  isPlatform: boolean;

  @Column({ type: 'varchar', length: 64, default: 'Asia/Bangkok' })
  timezone: string;

  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ name: 'contact_phone', type: 'varchar', length: 20, nullable: true })
  contactPhone: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ name: 'tax_id', type: 'varchar', length: 20, nullable: true })
  taxId: string | null;

  @Index()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
