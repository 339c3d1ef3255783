import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a confirmed phone may play before it confirms again. */
export const PLAY_TOKEN_MINUTES = 30;

/**
 * Play tokens: what a phone game's OTP check gives the player page, bound to one game and one
 * phone for PLAY_TOKEN_MINUTES. Signed (HMAC-SHA256 with a key derived from the server secret),
 * so any API process checks one without a lookup; `game.mobile.expiry.signature`.
 */
export class PlayTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('game-play-tokens').digest();
  }

  issue(gameId: string, mobile: string, now = Date.now()): string {
    const body = `${gameId}.${Buffer.from(mobile).toString('base64url')}.${now + PLAY_TOKEN_MINUTES * 60_000}`;
    return `${body}.${this.sign(body)}`;
  }

  /** The phone a token confirms for the game, or null for a token of another game, expired, or not ours. */
  mobileOf(token: string, gameId: string, now = Date.now()): string | null {
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [game, mobile, expiry, signature] = parts;
    const expected = Buffer.from(this.sign(`${game}.${mobile}.${expiry}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (game !== gameId || !(Number(expiry) > now)) return null;
    return Buffer.from(mobile, 'base64url').toString('utf8');
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
