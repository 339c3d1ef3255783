/**
 * The mobile numbers an import or a send has met so far, to skip repeats: the nine digits
 * after +66 as whole numbers (below 2^32) in an open-addressing hash table of 32-bit slots.
 * A JavaScript Set of a million numbers takes about 40 MB, and twice that for a moment each
 * time it grows; this table takes 8 MB for a million (half its slots free), 12 MB while it
 * grows. It keeps a 1,000,000-row import's worker, and the API judging a send of a million
 * recipients, under their memory goals.
 */
export class SeenNumbers {
  /** Each number is stored plus one, so that 0 marks a free slot. */
  private slots = new Uint32Array(1 << 16);
  private count = 0;

  /** Adds the number; answers whether it was there already. */
  addSeen(value: number): boolean {
    if (!Number.isInteger(value) || value < 0 || value >= 0xffff_ffff) throw new RangeError(`not a 32-bit number: ${value}`);
    const stored = value + 1;
    const mask = this.slots.length - 1;
    for (let at = hash(stored) & mask; ; at = (at + 1) & mask) {
      const slot = this.slots[at];
      if (slot === stored) return true;
      if (slot === 0) {
        this.slots[at] = stored;
        if (++this.count * 2 > this.slots.length) this.grow();
        return false;
      }
    }
  }

  get size(): number {
    return this.count;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    const mask = this.slots.length - 1;
    for (const stored of old) {
      if (stored === 0) continue;
      let at = hash(stored) & mask;
      while (this.slots[at] !== 0) at = (at + 1) & mask;
      this.slots[at] = stored;
    }
  }
}

/** Fibonacci hashing: consecutive numbers (a file sorted by number) spread over the table. */
function hash(value: number): number {
  return Math.imul(value, 0x9e3779b1) >>> 0;
}
