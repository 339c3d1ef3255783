/**
 * What the list helper learnt about a list in the last few seconds, kept in this process: the
 * planner's estimate of a whole list, that a filtered list has more rows than its count's cap,
 * and where deep pages begin. Each is a fact about the list as a whole that moves only as rows
 * are written, and asking again costs every page the same statement: a common word's count to
 * 1,001 builds a bitmap of all its matches, a page 5,000 deep walks 50,000 index entries.
 *
 * Keys hold the statement and its parameters, the caller's account among them, so that no two
 * tenants (nor two roles' scopes) ever share an entry. An entry is trusted for MEMO_MS: a
 * count shown as "1,000+" may stay so that long after deletes bring it under, and a deep page
 * may start where it started that long ago (offset pages shift as rows are added anyway).
 */
export const MEMO_MS = 10_000;
/** Lists remembered per kind; beyond it a kind forgets everything and starts again. */
const LISTS_KEPT = 1_000;

export class ListMemo<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  get(key: string, now = Date.now()): V | undefined {
    const known = this.entries.get(key);
    return known && now - known.at < MEMO_MS ? known.value : undefined;
  }

  set(key: string, value: V, now = Date.now()): void {
    if (this.entries.size >= LISTS_KEPT && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, { value, at: now });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A row's place in a list: its sort value as PostgreSQL writes it (null for NULL), and its id. */
export interface Anchor {
  value: string | null;
  id: string;
}

/** Anchors kept per list: the ends of the pages read most recently. */
const ANCHORS_KEPT = 64;

/**
 * Rows of one list by their position (0-based), so that a page deep in it is read from the
 * nearest row before it (or after it, backwards) by keyset instead of walking every row before
 * it. A page read records the row just before it and its own last row: the same page asked
 * again, the next one and the one before it start right there.
 */
export class Anchors {
  private readonly lists = new ListMemo<Map<number, Anchor>>();

  /** The anchor nearest before `offset` (its position is below it), if any. */
  before(key: string, offset: number): { position: number; anchor: Anchor } | undefined {
    const known = this.lists.get(key);
    if (!known) return undefined;
    let best: { position: number; anchor: Anchor } | undefined;
    for (const [position, anchor] of known) {
      if (position < offset && (!best || position > best.position)) best = { position, anchor };
    }
    return best;
  }

  /** The anchor nearest after the rows before `end` (its position is `end` or above), if any. */
  after(key: string, end: number): { position: number; anchor: Anchor } | undefined {
    const known = this.lists.get(key);
    if (!known) return undefined;
    let best: { position: number; anchor: Anchor } | undefined;
    for (const [position, anchor] of known) {
      if (position >= end && (!best || position < best.position)) best = { position, anchor };
    }
    return best;
  }

  record(key: string, position: number, anchor: Anchor): void {
    // Each list's anchors live as long as the first one: a list read again after MEMO_MS
    // starts afresh, so no anchor outlives the memo's promise.
    const known = this.lists.get(key) ?? new Map<number, Anchor>();
    if (!known.size) this.lists.set(key, known);
    if (known.size >= ANCHORS_KEPT) known.delete(known.keys().next().value!);
    known.set(position, anchor);
  }

  clear(): void {
    this.lists.clear();
  }
}
