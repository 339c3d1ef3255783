import { Column, CreateDateColumn, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A secret handed to one user as `<id>.<secret>` (see secret-token.ts): only the SHA-256
 * of the secret is stored; it expires and is spent once.
 */
export abstract class UserSecret {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
