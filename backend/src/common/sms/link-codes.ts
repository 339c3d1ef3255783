import { createHmac } from 'node:crypto';

/**
 * Characters of a code: fixed, so every message with a link prices the same (the link is part
 * of the text its parts are counted on). 16 base64url characters are 96 bits: no one finds a
 * code by trying, however many exist, at any rate the page's throttle lets through.
 */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;
const CODE_LENGTH = 16;

/**
 * The per-recipient links a message may carry to a page of its own (unsubscribe `/u/`, e-Consent
 * `/e/`). A code is an HMAC of the account and the number keyed with a server secret, so one
 * person gets one link per account and page however many sends reach them, and no one can work
 * a code out from an account id (a sub-account's users see their parent's) and a number. Each
 * page's repository keeps its codes in its own table (`code`, `account_id`, `mobile`), written
 * before any message carrying them is sent.
 */
export class LinkCodes {
  private readonly key: Buffer;

  /**
   * `secret`: one API and worker share (the worker writes the links); `purpose` derives a key of
   * the page's own from it, so the two pages' codes of one number differ.
   */
  constructor(
    secret: string,
    purpose: string,
    private readonly base: string,
  ) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  code(accountId: string, mobile: string): string {
    return createHmac('sha256', this.key).update(`${accountId}:${mobile}`).digest('base64url').slice(0, CODE_LENGTH);
  }

  /** The link appended to a message for a number (E.164). */
  link(accountId: string, mobile: string): string {
    return `${this.base}${this.code(accountId, mobile)}`;
  }

  /** The rows a page's table keeps for numbers about to receive a link. */
  rows(accountId: string, mobiles: string[]): { codes: string[]; mobiles: string[] } {
    return { codes: mobiles.map((mobile) => this.code(accountId, mobile)), mobiles };
  }
}
