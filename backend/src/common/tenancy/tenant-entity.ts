import { Column, CreateDateColumn, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Account } from '../../modules/accounts/account.entity.js';

/**
 * Every row a tenant owns carries its account; scoping reads this column and nothing else.
 *
 * Declared here once for every tenant table (names from ConsoleNamingStrategy, e.g.
 * `users_pkey`, `users_account_id_fkey`, `idx_users_account_id_created_at_id`):
 * - the account's rows go when the account is deleted;
 * - `(account_id, created_at, id)` serves every list: the account filter, the default
 *   newest-first order and its `id` tie-breaker (keyset pages) from one index. Its leading
 *   column also serves lookups by account alone, so no separate `account_id` index exists.
 */
@Index(['accountId', 'createdAt', 'id'])
export abstract class TenantEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
