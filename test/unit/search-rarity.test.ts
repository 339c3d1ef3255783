import {
  caselessLetter,
  forgetTrigramFrequencies,
  frequenciesOf,
  keptWords,
  lowersAlike,
  rarestOf,
  shareBound,
  trigramsOf,
  wordCaseless,
} from '../../backend/src/common/http/search-rarity.js';

// What is worked out of a word is kept: each test works it out afresh.
beforeEach(() => forgetTrigramFrequencies());

/** The trigrams search_trigrams() makes (the ListIndexes migration): of the lowered text, one at each character. */
describe('trigramsOf', () => {
  it('lowers the text and takes three characters at each position, spaces included', () => {
    expect(trigramsOf('John Smith')).toEqual(['joh', 'ohn', 'hn ', 'n s', ' sm', 'smi', 'mit', 'ith']);
  });

  it('counts characters, not UTF-16 units, as PostgreSQL does', () => {
    expect(trigramsOf('สมชาย')).toEqual(['สมช', 'มชา', 'ชาย']);
    expect(trigramsOf('a😀bc')).toEqual(['a😀b', '😀bc']);
  });

  it('gives none under three characters', () => {
    expect(trigramsOf('ab')).toEqual([]);
    expect(trigramsOf('')).toEqual([]);
  });
});

/**
 * A column's frequencies as the bench's million users give them for full_name (pg_stats of
 * idx_users_search_full_name, 2026-11-29): the least listed share 0.0015667, 1,090,000 rows.
 */
const FULL_NAME = frequenciesOf(
  ['joh', 'ohn', 'hn ', 'n s', ' sm', 'smi', 'mit', 'ith', 'ยใจ'],
  [0.0262, 0.0262, 0.014267, 0.004033, 0.011667, 0.011667, 0.011667, 0.011667, 0.001633, 0.0015667, 0.0262, 0],
  1_090_000,
);

describe('frequenciesOf', () => {
  it("reads each listed trigram's share, and takes an unlisted one at half the least listed", () => {
    expect(FULL_NAME.of.get('n s')).toBe(0.004033);
    expect(FULL_NAME.of.get('ยใจ')).toBe(0.001633);
    expect(FULL_NAME.of.has('ายใ')).toBe(false);
    expect(FULL_NAME.unlisted).toBeCloseTo(0.00078335, 8);
    expect(FULL_NAME.rows).toBe(1_090_000);
  });
});

describe('shareBound', () => {
  const other = frequenciesOf(['smi', 'joh'], [0.002, 0.5, 0.002, 0.5, 0], 1_090_000);

  it("takes a word at its rarest trigram's share in each column, summed over the columns", () => {
    expect(shareBound([trigramsOf('smith')], [FULL_NAME])).toBeCloseTo(0.011667, 8);
    expect(shareBound([trigramsOf('smith')], [FULL_NAME, other])).toBeCloseTo(0.011667 + 0.001, 8);
  });

  it('takes the rarest of the words, an unlisted trigram at the unlisted share', () => {
    expect(shareBound([trigramsOf('john'), trigramsOf('smith')], [FULL_NAME])).toBeCloseTo(0.011667, 8);
    expect(shareBound([trigramsOf('john'), trigramsOf('ใจดีมาก')], [FULL_NAME])).toBeCloseTo(FULL_NAME.unlisted, 8);
  });
});

describe('rarestOf', () => {
  it('names the rarest trigrams that share no letter until under one row is expected', () => {
    // "n s" (4,396 rows expected), then "mit" (51: " sm" and "smi" share its letters), then
    // "joh" (1.3), and no other is apart from those: the same 359 rows as all eight.
    expect(rarestOf('john smith', FULL_NAME)).toEqual([1, 4, 7]);
  });

  it('stops as soon as under one row is expected, and in the order of the word', () => {
    const few = frequenciesOf(['jkl', 'abc'], [0.01, 0.02, 0.01, 0.02, 0], 1_000);
    // jkl: 10 rows expected, then abc: 0.2; the others are common.
    expect(rarestOf('abcdefghijkl', { ...few, unlisted: 0.5 })).toEqual([1, 10]);
    expect(rarestOf('jklabc', { ...few, unlisted: 0.5 })).toEqual([1, 4]);
    // Unlisted, kla and lab are the rarest (half the least listed), and no other is apart from kla.
    expect(rarestOf('jklabc', few)).toBeNull();
  });

  it('names two at least, so that the planner expects few rows too', () => {
    const rare = frequenciesOf(['abc'], [1e-9, 1e-9, 1e-9, 0], 1_000_000);
    expect(rarestOf('abcdef', { ...rare, unlisted: 0.5 })).toEqual([1, 4]);
  });

  it('names all of them (null) where no two trigrams are apart, or the lowering changes the length', () => {
    expect(rarestOf('john', FULL_NAME)).toBeNull();
    expect(rarestOf('smith', FULL_NAME)).toBeNull();
    expect(rarestOf('ab', FULL_NAME)).toBeNull();
    expect(rarestOf('İstanbul', FULL_NAME)).toBeNull();
    expect(rarestOf('istanbul', FULL_NAME)).not.toBeNull();
  });
});

describe('lowersAlike', () => {
  it('holds for caseless words (Thai, digits, punctuation) whatever the database', () => {
    expect(lowersAlike('สมชายใจดี', false)).toBe(true);
    expect(lowersAlike('081-234 5678', false)).toBe(true);
    expect(lowersAlike('น้ำใจ', false)).toBe(true);
  });

  it('holds for ASCII only where the database lowers A–Z as JavaScript does', () => {
    expect(lowersAlike('John Smith', true)).toBe(true);
    // Under a Turkish locale the database lowers I to ı.
    expect(lowersAlike('John Smith', false)).toBe(false);
    expect(lowersAlike('john', false)).toBe(false);
  });

  it('fails for letters beyond ASCII that have a case, and for marks outside Thai', () => {
    expect(lowersAlike('Prasért', true)).toBe(false);
    expect(lowersAlike('İprasert', true)).toBe(false);
    expect(lowersAlike('straße', true)).toBe(false);
    expect(lowersAlike('e\u0301', true)).toBe(false);
    expect(caselessLetter('\u0301')).toBe(false);
    expect(caselessLetter('\u0e49')).toBe(true);
  });
});

describe('wordCaseless', () => {
  it('holds when no letter of the word has a case, not when one has', () => {
    expect(wordCaseless('สมชาย ใจดี')).toBe(true);
    expect(wordCaseless('0812345678')).toBe(true);
    // A space has no case; the letters around it have.
    expect(wordCaseless('john smith')).toBe(false);
    expect(wordCaseless('สมชาย J')).toBe(false);
  });
});

describe('the words worked out', () => {
  it('are kept up to a bound, and answer alike when worked out again', () => {
    const first = trigramsOf('สมชายใจดี');
    for (let i = 0; i < 1_500; i++) trigramsOf(`word ${i}`);
    expect(keptWords()).toBeLessThanOrEqual(1_000);
    expect(keptWords()).toBeGreaterThan(0);
    expect(trigramsOf('สมชายใจดี')).toEqual(first);
  });
});
