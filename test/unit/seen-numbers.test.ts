import { SeenNumbers } from '../../backend/src/common/validation/seen-numbers.js';

describe('SeenNumbers', () => {
  it('tells a repeat from a first sighting across growth, as a Set would', () => {
    const seen = new SeenNumbers();
    const reference = new Set<number>();
    let wrong = 0;
    for (let i = 0; i < 300_000; i++) {
      // Consecutive numbers, repeats of earlier ones, 0 and the largest nine-digit number.
      const value = i % 7 === 3 ? Math.floor(i / 2) : i % 11 === 5 ? 999_999_999 : 810_000_000 + i;
      if (seen.addSeen(value) !== reference.has(value)) wrong++;
      reference.add(value);
    }
    expect(wrong).toBe(0);
    expect(seen.addSeen(0)).toBe(false);
    expect(seen.addSeen(0)).toBe(true);
    expect(seen.size).toBe(reference.size + 1);
  });

  it('refuses what does not fit in 32 bits', () => {
    expect(() => new SeenNumbers().addSeen(2 ** 32)).toThrow(RangeError);
    expect(() => new SeenNumbers().addSeen(-1)).toThrow(RangeError);
    expect(() => new SeenNumbers().addSeen(1.5)).toThrow(RangeError);
  });
});
