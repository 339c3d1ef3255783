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

  it('finds every number again after the table has grown twice', () => {
    const seen = new SeenNumbers();
    // 200,000 numbers: the table (65,536 slots, half of them kept free) grows to 524,288. Spread
    // at random (a fixed-seed generator): evenly spaced numbers hash to distinct slots, and a
    // growth that placed colliding numbers wrongly would go unseen.
    let state = 12_345;
    const random = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0);
    const numbers = [...new Set(Array.from({ length: 200_000 }, () => 600_000_000 + (random() % 400_000_000)))];
    const repeatsBefore = numbers.filter((value) => seen.addSeen(value)).length;
    const missedAfter = numbers.filter((value) => !seen.addSeen(value)).length;
    expect({ repeatsBefore, missedAfter, size: seen.size }).toEqual({ repeatsBefore: 0, missedAfter: 0, size: numbers.length });
    expect(numbers.length).toBeGreaterThan(199_000);
  });

  it('refuses what does not fit in 32 bits, naming it', () => {
    // Stored plus one: 2^32 - 1 would wrap to 0, the mark of a free slot.
    expect(() => new SeenNumbers().addSeen(0xffff_ffff)).toThrow('not a 32-bit number: 4294967295');
    const seen = new SeenNumbers();
    expect([seen.addSeen(0xffff_fffe), seen.addSeen(0xffff_fffe)]).toEqual([false, true]);
    expect(() => new SeenNumbers().addSeen(2 ** 32)).toThrow(RangeError);
    expect(() => new SeenNumbers().addSeen(-1)).toThrow(RangeError);
    expect(() => new SeenNumbers().addSeen(1.5)).toThrow(RangeError);
  });
});
