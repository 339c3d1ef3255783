import { trigramsOf } from '../../backend/src/common/http/search-rarity.js';

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
