import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordReset } from './password-reset.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { SecretsPurgeService } from './secrets-purge.service.js';

/** Housekeeping of sign-in secrets with repositories only: what the worker needs of auth. */
@Module({
  imports: [TypeOrmModule.forFeature([RefreshToken, PasswordReset])],
  providers: [SecretsPurgeService],
  exports: [SecretsPurgeService],
})
export class SecretsModule {}
