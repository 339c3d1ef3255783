import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { TenantEntity } from '../../common/tenancy/tenant-entity.js';
import { sqlList } from '../../database/sql-list.js';

export const CHANNEL_TYPES = ['smpp', 'http', 'simulator'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export const DEST_FORMATS = ['international', 'national'] as const;
export type DestFormat = (typeof DEST_FORMATS)[number];

/**
 * Gateway settings of an account (back-office staff set them): an account sends through its
 * enabled channel, else the platform's default. The password is stored encrypted and never
 * answered.
 */
@Entity('channels')
@Check('channels_type_check', `type IN (${sqlList(CHANNEL_TYPES)})`)
@Check('channels_dest_format_check', `dest_format IN (${sqlList(DEST_FORMATS)})`)
@Check('channels_limits_check', 'port BETWEEN 1 AND 65535 AND tps BETWEEN 1 AND 10000 AND "window" BETWEEN 1 AND 1000')
// One enabled channel per account.
@Index('uq_channels_account_enabled', ['accountId'], { unique: true, where: 'enabled' })
export class Channel extends TenantEntity {
  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  type: ChannelType;

  @Column({ type: 'varchar', length: 255 })
  host: string;

  @Column({ type: 'integer' })
  port: number;

  @Column({ name: 'system_id', type: 'varchar', length: 16 })
  systemId: string;

  /** AES-256-GCM: iv, tag and ciphertext, base64url, dot-separated (ChannelSecrets). */
  @Column({ name: 'password_encrypted', type: 'varchar', length: 500 })
  passwordEncrypted: string;

  @Column({ type: 'integer', default: 100 })
  tps: number;

  @Column({ type: 'integer', default: 10 })
  window: number;

  @Column({ name: 'dest_format', type: 'varchar', length: 20, default: 'international' })
  destFormat: DestFormat;

  /** The platform's default channel when it belongs to the platform account. */
  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /**
   * The account, for its name beside the row in staff's lists. The foreign key is the tenant
   * column's own (TenantEntity); this relation only joins.
   */
  @ManyToOne(() => Account, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'account_id' })
  account?: Account;
}
