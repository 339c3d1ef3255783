import { Column, CreateDateColumn, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * Every row a tenant owns carries its account; scoping reads this column and nothing else.
 *
 * Declared here once for every tenant table (names from ConsoleNamingStrategy, e.g.
 * `users_pkey`, `users_account_id_fkey`, `idx_users_account_id_created_at_id`):
 * - the account's rows go when the account is deleted. The key names the accounts table by
 *   name, not its entity, so that common/ imports nothing from the modules; an entity that
 *   reads its account's fields declares the relation itself (users, senders, channels);
 * - `(account_id, created_at, id)` serves every list: the account filter, the default
 *   newest-first order and its `id` tie-breaker (keyset pages) from one index. Its leading
 *   column also serves lookups by account alone, so no separate `account_id` index exists.
 */
@Index(['accountId', 'createdAt', 'id'])
export abstract class TenantEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  @ForeignKey('accounts', { onDelete: 'CASCADE' })
  accountId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
