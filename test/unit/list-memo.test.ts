import { Anchors, ListMemo, MEMO_MS } from '../../backend/src/common/http/list-memo.js';

const anchor = (n: number) => ({ value: `2026-01-01 00:00:${String(n).padStart(2, '0')}+00`, id: `id-${n}` });

describe('ListMemo', () => {
  it('answers a value for MEMO_MS after it was set, then nothing', () => {
    const memo = new ListMemo<number>();
    memo.set('a', 7, 1_000);
    expect(memo.get('a', 1_000)).toBe(7);
    expect(memo.get('a', 1_000 + MEMO_MS - 1)).toBe(7);
    expect(memo.get('a', 1_000 + MEMO_MS)).toBeUndefined();
    expect(memo.get('b', 1_000)).toBeUndefined();
  });

  it('keeps a thousand lists, then forgets them all to take the next one; setting a known one forgets nothing', () => {
    const memo = new ListMemo<number>();
    for (let n = 0; n < 1_000; n++) memo.set(`list ${n}`, n, 0);
    memo.set('list 0', 42, 0);
    expect(memo.get('list 999', 0)).toBe(999);
    expect(memo.get('list 0', 0)).toBe(42);
    memo.set('list 1000', 1_000, 0);
    expect(memo.get('list 999', 0)).toBeUndefined();
    expect(memo.get('list 1000', 0)).toBe(1_000);
  });

  it('forgets everything when cleared', () => {
    const memo = new ListMemo<number>();
    memo.set('a', 1);
    memo.clear();
    expect(memo.get('a')).toBeUndefined();
  });
});

describe('Anchors', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers the nearest anchor strictly before an offset, of the same list only', () => {
    const anchors = new Anchors();
    anchors.record('list', 9, anchor(9));
    anchors.record('list', 49, anchor(49));
    anchors.record('list', 29, anchor(29));
    expect(anchors.before('list', 50)).toEqual({ position: 49, anchor: anchor(49) });
    expect(anchors.before('list', 49)).toEqual({ position: 29, anchor: anchor(29) });
    expect(anchors.before('list', 10)).toEqual({ position: 9, anchor: anchor(9) });
    expect(anchors.before('list', 9)).toBeUndefined();
    expect(anchors.before('other list', 50)).toBeUndefined();
  });

  it('answers the nearest anchor at or after the end of a page, of the same list only', () => {
    const anchors = new Anchors();
    anchors.record('list', 49, anchor(49));
    anchors.record('list', 9, anchor(9));
    anchors.record('list', 29, anchor(29));
    expect(anchors.after('list', 0)).toEqual({ position: 9, anchor: anchor(9) });
    expect(anchors.after('list', 9)).toEqual({ position: 9, anchor: anchor(9) });
    expect(anchors.after('list', 10)).toEqual({ position: 29, anchor: anchor(29) });
    expect(anchors.after('list', 49)).toEqual({ position: 49, anchor: anchor(49) });
    expect(anchors.after('list', 50)).toBeUndefined();
    expect(anchors.after('other list', 0)).toBeUndefined();
  });

  it('keeps the 64 latest anchors of a list', () => {
    const anchors = new Anchors();
    for (let position = 0; position < 65; position++) anchors.record('list', position * 10, anchor(position));
    expect(anchors.before('list', 1)).toBeUndefined();
    expect(anchors.before('list', 11)).toEqual({ position: 10, anchor: anchor(1) });
    expect(anchors.before('list', 10_000)).toEqual({ position: 640, anchor: anchor(64) });
    // An anchor read again is the latest: the oldest other one makes room.
    anchors.record('list', 10, anchor(1));
    anchors.record('list', 650, anchor(65));
    expect(anchors.before('list', 11)).toEqual({ position: 10, anchor: anchor(1) });
    expect(anchors.after('list', 11)).toEqual({ position: 30, anchor: anchor(3) });
  });

  it('trusts each anchor MEMO_MS after it was read, and keeps a list while one of its anchors is trusted', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(0);
    const anchors = new Anchors();
    anchors.record('list', 9, anchor(9));
    now.mockReturnValue(MEMO_MS - 1);
    anchors.record('list', 19, anchor(19));
    expect(anchors.before('list', 20)).toEqual({ position: 19, anchor: anchor(19) });
    expect(anchors.before('list', 10)).toEqual({ position: 9, anchor: anchor(9) });
    // The first anchor lapses alone: the list and its later anchor stay.
    now.mockReturnValue(MEMO_MS);
    expect(anchors.before('list', 10)).toBeUndefined();
    expect(anchors.after('list', 0)).toEqual({ position: 19, anchor: anchor(19) });
    expect(anchors.before('list', 20)).toEqual({ position: 19, anchor: anchor(19) });
    // Read again, an anchor is trusted anew.
    anchors.record('list', 9, anchor(9));
    now.mockReturnValue(2 * MEMO_MS - 2);
    expect(anchors.after('list', 0)).toEqual({ position: 9, anchor: anchor(9) });
    expect(anchors.before('list', 20)).toEqual({ position: 19, anchor: anchor(19) });
    now.mockReturnValue(2 * MEMO_MS - 1);
    expect(anchors.before('list', 20)).toEqual({ position: 9, anchor: anchor(9) });
    expect(anchors.after('list', 10)).toBeUndefined();
    now.mockReturnValue(2 * MEMO_MS);
    expect(anchors.after('list', 0)).toBeUndefined();
    // A list whose anchors all lapsed starts afresh.
    anchors.record('list', 29, anchor(29));
    expect(anchors.before('list', 30)).toEqual({ position: 29, anchor: anchor(29) });
    expect(anchors.before('list', 29)).toBeUndefined();
    anchors.clear();
    expect(anchors.before('list', 30)).toBeUndefined();
  });
});
