import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { AuthRedis } from '../../common/auth/auth-redis.js';
import { SessionState } from '../../common/auth/session-state.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { openSuccessor, sealSuccessor } from './refresh-grace.js';
import { RefreshToken } from './refresh-token.entity.js';
import { newSecret, secretMatches, splitToken } from './secret-token.js';

export interface AccessTokenPayload {
  sub: string;
  acc: string;
  /** The user's token version when issued; a bump ends the token at once. */
  ver?: number;
  /** The refresh family (session) the token belongs to. */
  fam?: string;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Who a refresh token may be rotated for: an active user of an active account. */
export interface SessionOwner {
  accountId: string;
  tokenVersion: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Verified access tokens kept per process; beyond it the cache starts again. */
const VERIFIED_KEPT = 10_000;
const SUCCESSOR_POLL_MS = 50;

@Injectable()
export class TokenService {
  private readonly verified = new Map<string, Readonly<AccessTokenPayload & { exp: number }>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    private readonly redis: AuthRedis,
    private readonly sessions: SessionState,
    @InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>,
  ) {}

  /** A new session: an access token and the first refresh token of a new family. */
  startSession(userId: string, owner: SessionOwner, manager?: EntityManager): Promise<SessionTokens> {
    return this.issue(userId, owner, randomUUID(), manager);
  }

  /**
   * The claims of a valid, unexpired access token. A client sends the same token on every
   * request for its ten minutes, and checking its signature again each time was a twentieth
   * of an authenticated list request's CPU: the claims of a token that passed are kept, by its
   * whole text (signature included, so no other text can match), until it expires. Revocation
   * does not live here: the guard checks the user's token version and the token's session
   * (refresh family) on every request.
   */
  verifyAccessToken(token: string): AccessTokenPayload {
    const known = this.verified.get(token);
    if (known && Math.floor(Date.now() / 1000) < known.exp) return known;
    let payload: AccessTokenPayload & { exp?: number };
    try {
      payload = this.jwt.verify<AccessTokenPayload & { exp?: number }>(token);
    } catch {
      throw new UnauthorizedException('errors.unauthorized');
    }
    if (typeof payload.exp === 'number') {
      if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
      this.verified.set(token, Object.freeze({ ...payload, exp: payload.exp }));
    }
    return payload;
  }

  /**
   * Spends a refresh token and returns the user it belongs to with a new pair. A token spent
   * moments ago (two tabs refreshing together) answers the same successor; any other replay
   * of a spent or revoked token revokes the whole family.
   */
  async rotate(refreshToken: unknown, ownerOf: (userId: string) => Promise<SessionOwner | null>) {
    const parts = splitToken(refreshToken);
    if (!parts) throw invalidRefreshToken();
    const row = await this.tokens.findOneBy({ id: parts.id });
    if (!row || !secretMatches(parts.secret, row.tokenHash)) throw invalidRefreshToken();
    if (row.revokedAt) return this.replayed(row);
    if (row.expiresAt.getTime() <= Date.now()) throw invalidRefreshToken();
    if (row.usedAt) return this.successorOf(row, parts.secret);
    // The conditional update is the lock: of two concurrent uses, exactly one spends it.
    const spent = await this.tokens.update({ id: row.id, usedAt: IsNull(), revokedAt: IsNull() }, { usedAt: new Date() });
    if (!spent.affected) return this.successorOf((await this.tokens.findOneBy({ id: row.id })) ?? row, parts.secret);
    const owner = await ownerOf(row.userId);
    if (!owner) throw invalidRefreshToken();
    const tokens = await this.issue(row.userId, owner, row.familyId);
    await this.redis.client.set(this.graceKey(row.id), sealSuccessor(parts.secret, tokens), 'PX', this.graceMs());
    return { userId: row.userId, ...tokens };
  }

  /** Ends the session the token belongs to, its access tokens included; unknown tokens are ignored. */
  async revoke(refreshToken: unknown): Promise<void> {
    const parts = splitToken(refreshToken);
    if (!parts) return;
    const row = await this.tokens.findOneBy({ id: parts.id });
    if (row && secretMatches(parts.secret, row.tokenHash)) await this.revokeFamily(row.familyId);
  }

  /** Within the grace window, waits briefly for the concurrent rotation's answer and returns it. */
  private async successorOf(row: RefreshToken, secret: string) {
    const spentAt = row.usedAt?.getTime() ?? Date.now();
    const deadline = Math.min(spentAt + this.graceMs(), Date.now() + 3000);
    while (Date.now() < deadline && !row.revokedAt) {
      const sealed = await this.redis.client.get(this.graceKey(row.id));
      const successor = sealed ? openSuccessor<SessionTokens>(secret, sealed) : null;
      if (successor) {
        // A sign-out or password change since then ended the family: no successor any more.
        const family = await this.tokens.findOneBy({ familyId: row.familyId, revokedAt: IsNull() });
        if (!family) break;
        return { userId: row.userId, ...successor };
      }
      await sleep(SUCCESSOR_POLL_MS);
    }
    return this.replayed(row);
  }

  private async replayed(row: RefreshToken): Promise<never> {
    await this.revokeFamily(row.familyId);
    throw invalidRefreshToken();
  }

  /** The family's refresh tokens stop, and its access tokens with them on their next request (the guard). */
  private async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
    await this.sessions.forgetFamilies([familyId]);
  }

  private async issue(userId: string, owner: SessionOwner, familyId: string, manager?: EntityManager): Promise<SessionTokens> {
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
    const payload: AccessTokenPayload = { sub: userId, acc: owner.accountId, ver: owner.tokenVersion, fam: familyId };
    return {
      accessToken: this.jwt.sign(payload, { expiresIn: this.config.jwt.accessTtlSeconds }),
      refreshToken: `${row.id}.${secret}`,
    };
  }

  private graceMs(): number {
    return this.config.refreshGraceSeconds * 1000;
  }

  private graceKey(tokenId: string): string {
    return this.redis.key('refresh-successor', tokenId);
  }
}

function invalidRefreshToken(): UnauthorizedException {
  return new UnauthorizedException({ error: 'auth.invalidRefreshToken' });
}
