import { Entity, Index } from 'typeorm';
import { UserSecret } from './user-secret.entity.js';

/** A single-use, expiring password reset link. */
@Entity('password_resets')
@Index('idx_password_resets_user', ['userId'])
@Index('idx_password_resets_expires', ['expiresAt'])
export class PasswordReset extends UserSecret {}
