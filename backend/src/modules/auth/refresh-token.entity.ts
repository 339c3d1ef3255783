import { Column, Entity, Index } from 'typeorm';
import { UserSecret } from './user-secret.entity.js';

/**
 * One refresh token. Tokens issued from one sign-in form a family; each is spent once, and
 * presenting a spent one revokes the whole family (the token was stolen or replayed).
 */
@Entity('refresh_tokens')
@Index('idx_refresh_tokens_user', ['userId'])
@Index('idx_refresh_tokens_expires', ['expiresAt'])
export class RefreshToken extends UserSecret {
  @Index('idx_refresh_tokens_family')
  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
