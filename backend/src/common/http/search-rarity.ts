import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ListMemo } from './list-memo.js';

/** A column's trigrams as ANALYZE last counted them on its `search_trigrams` GIN index. */
interface TrigramFrequencies {
  /** Share of the rows whose trigrams hold it, for the trigrams common enough to be listed. */
  of: Map<string, number>;
  /**
   * A trigram not listed is taken at half the least listed share, as PostgreSQL's own estimates
   * of array containment take an element that ANALYZE did not list (array_selfuncs.c).
   */
  unlisted: number;
}

/** Per table and column; null where the column has no such index or it was never analysed. */
const columns = new ListMemo<TrigramFrequencies | null>();

/** Forgets the frequencies read (tests that add an index or analyse a table). */
export function forgetTrigramFrequencies(): void {
  columns.clear();
}

/**
 * The trigrams `search_trigrams()` makes of a word, lowered as JavaScript lowers: PostgreSQL's
 * lowering may differ for a few letters, which can only misjudge how common the word is.
 */
export function trigramsOf(word: string): string[] {
  const chars = [...[...word].map((c) => c.toLowerCase()).join('')];
  return chars.slice(2).map((_, i) => chars.slice(i, i + 3).join(''));
}

// The index's first key, its casts, parentheses and quotes taken out: `search_trigrams((full_name)::text)`
// is `search_trigramsfull_name`.
const FREQUENCIES_SQL = `
  SELECT s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs AS freqs
    FROM pg_index i
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_am am ON am.oid = ic.relam AND am.amname = 'gin'
    JOIN pg_stats s ON s.schemaname = ic.relnamespace::regnamespace::text AND s.tablename = ic.relname
   WHERE i.indrelid = to_regclass($1) AND i.indnatts = 1
     AND regexp_replace(pg_get_indexdef(i.indexrelid, 1, true), '::[a-z ]+|[()" ]', '', 'g') = 'search_trigrams' || $2
     AND s.most_common_elems IS NOT NULL
   LIMIT 1`;

async function frequencies(db: DataSource, table: string, column: string): Promise<TrigramFrequencies | null> {
  const key = `${table}\u0000${column}`;
  const known = columns.get(key);
  if (known !== undefined) return known;
  const [row] = await db.query<{ elems: string[]; freqs: number[] }[]>(FREQUENCIES_SQL, [table, column]);
  // most_common_elem_freqs lists each element's share, then the least and the greatest of
  // them and the share of null elements (pg_stats).
  const found = row ? { of: new Map(row.elems.map((elem, i) => [elem, row.freqs[i]])), unlisted: row.freqs[row.elems.length] / 2 } : null;
  columns.set(key, found);
  return found;
}

/**
 * At most what share of the table's rows can match the search words over the columns, from the
 * statistics of the columns' trigram indexes, with no row read: a row holding a word holds each
 * of its trigrams, so the word is no more common in a column than its rarest trigram there; the
 * words must all match, each in any column. A ceiling as good as the statistics (a sample of the
 * table, and the unlisted trigrams' share taken as PostgreSQL takes it), so it only ever decides
 * how a search is run, never which rows it finds. Null when it cannot tell: a column of another
 * table or without an analysed trigram index, or no word of three characters.
 */
export async function searchShareBound<T extends ObjectLiteral>(base: SelectQueryBuilder<T>, searched: string[], words: string[]): Promise<number | null> {
  const metadata = base.expressionMap.mainAlias?.hasMetadata ? base.expressionMap.mainAlias.metadata : undefined;
  if (!metadata) return null;
  const names: string[] = [];
  for (const column of searched) {
    const [alias, property] = column.split('.');
    const name = alias === base.alias ? metadata.findColumnWithPropertyPath(property)?.databaseName : undefined;
    if (!name) return null;
    names.push(name);
  }
  const wordTrigrams = words.map(trigramsOf).filter((trigrams) => trigrams.length);
  if (!wordTrigrams.length) return null;
  const known: TrigramFrequencies[] = [];
  for (const name of names) {
    const found = await frequencies(base.connection, metadata.tablePath, name);
    if (!found) return null;
    known.push(found);
  }
  const shareOf = (trigrams: string[]) =>
    known.reduce((sum, column) => sum + Math.min(...trigrams.map((trigram) => column.of.get(trigram) ?? column.unlisted)), 0);
  return Math.min(...wordTrigrams.map(shareOf));
}
