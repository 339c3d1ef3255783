import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { PasswordReset } from './password-reset.entity.js';
import { RefreshToken } from './refresh-token.entity.js';

/** Spent and expired secrets are of no use to anyone; the worker deletes them hourly. */
@Injectable()
export class SecretsPurgeService {
  constructor(
    @InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>,
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
  ) {}

  async purgeExpired(now = new Date()): Promise<number> {
    const tokens = await this.tokens.delete({ expiresAt: LessThan(now) });
    const resets = await this.resets
      .createQueryBuilder()
      .delete()
      .where('expires_at < :now OR used_at IS NOT NULL', { now })
      .execute();
    return (tokens.affected ?? 0) + (resets.affected ?? 0);
  }
}
