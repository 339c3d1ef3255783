import { Entity } from 'typeorm';
import { UserSecret } from './user-secret.entity.js';

/** A single-use, expiring password reset link. */
@Entity('password_resets')
export class PasswordReset extends UserSecret {}
