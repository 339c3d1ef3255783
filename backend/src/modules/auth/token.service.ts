import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RefreshToken } from './refresh-token.entity.js';
import { newSecret, secretMatches, splitToken } from './secret-token.js';

export interface AccessTokenPayload {
  sub: string;
  acc: string;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class TokenService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    @InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>,
  ) {}

  /** A new session: an access token and the first refresh token of a new family. */
  startSession(userId: string, accountId: string, manager?: EntityManager): Promise<SessionTokens> {
    return this.issue(userId, accountId, randomUUID(), manager);
  }

  verifyAccessToken(token: string): AccessTokenPayload {
    try {
      return this.jwt.verify<AccessTokenPayload>(token);
    } catch {
      throw new UnauthorizedException('errors.unauthorized');
    }
  }

  /**
   * Spends a refresh token and returns the user it belongs to with a new pair. A token that
   * was already spent or revoked is a replay: the whole family is revoked.
   */
  async rotate(refreshToken: unknown, accountIdOf: (userId: string) => Promise<string | null>) {
    const invalid = () => new UnauthorizedException({ error: 'auth.invalidRefreshToken' });
    const parts = splitToken(refreshToken);
    if (!parts) throw invalid();
    const row = await this.tokens.findOneBy({ id: parts.id });
    if (!row || !secretMatches(parts.secret, row.tokenHash)) throw invalid();
    if (row.usedAt || row.revokedAt) {
      await this.revokeFamily(row.familyId);
      throw invalid();
    }
    if (row.expiresAt.getTime() <= Date.now()) throw invalid();
    // The conditional update is the lock: of two concurrent uses, exactly one spends it.
    const spent = await this.tokens.update({ id: row.id, usedAt: IsNull(), revokedAt: IsNull() }, { usedAt: new Date() });
    if (!spent.affected) {
      await this.revokeFamily(row.familyId);
      throw invalid();
    }
    const accountId = await accountIdOf(row.userId);
    if (!accountId) throw invalid();
    const tokens = await this.issue(row.userId, accountId, row.familyId);
    return { userId: row.userId, ...tokens };
  }

  /** Ends the session the token belongs to; unknown tokens are ignored. */
  async revoke(refreshToken: unknown): Promise<void> {
    const parts = splitToken(refreshToken);
    if (!parts) return;
    const row = await this.tokens.findOneBy({ id: parts.id });
    if (row && secretMatches(parts.secret, row.tokenHash)) await this.revokeFamily(row.familyId);
  }

  async revokeAllOf(userId: string, manager?: EntityManager): Promise<void> {
    const repo = manager ? manager.getRepository(RefreshToken) : this.tokens;
    await repo.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async issue(userId: string, accountId: string, familyId: string, manager?: EntityManager): Promise<SessionTokens> {
    const repo = manager ? manager.getRepository(RefreshToken) : this.tokens;
    const { secret, hash } = newSecret();
    const row = await repo.save(
      repo.create({
        userId,
        familyId,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + this.config.jwt.refreshTtlDays * DAY_MS),
      }),
    );
    const payload: AccessTokenPayload = { sub: userId, acc: accountId };
    return {
      accessToken: this.jwt.sign(payload, { expiresIn: this.config.jwt.accessTtlSeconds }),
      refreshToken: `${row.id}.${secret}`,
    };
  }
}
