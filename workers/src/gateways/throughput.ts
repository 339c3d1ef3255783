/**
 * A token bucket of messages per second for one channel (a bind, an HTTP account): full at
 * start, refilled continuously, never holding more than a second's worth. 0 = no limit.
 */
export class Throughput {
  private tokens: number;
  private lastRefill = Date.now();

  constructor(private readonly perSecond: number) {
    this.tokens = perSecond || Infinity;
  }

  /** Takes up to `wanted` tokens and answers how many it took. */
  take(wanted: number): number {
    if (!this.perSecond) return wanted;
    const now = Date.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.lastRefill) * this.perSecond) / 1000);
    this.lastRefill = now;
    const taken = Math.min(wanted, Math.floor(this.tokens));
    this.tokens -= taken;
    return taken;
  }

  /** Until the next token, when empty. */
  get nextInMs(): number {
    return this.perSecond ? Math.ceil(1000 / this.perSecond) : 0;
  }
}

/** The digits an operator wants for an E.164 number: international (66…) or national (0…). */
export function destinationDigits(e164: string, format: 'international' | 'national' | undefined): string {
  const digits = e164.replace(/^\+/, '');
  return format === 'national' && digits.startsWith('66') ? `0${digits.slice(2)}` : digits;
}
