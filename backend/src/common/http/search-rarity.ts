import type { DataSource, EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ListMemo } from './list-memo.js';

/** A column's trigrams as ANALYZE last counted them on its `search_trigrams` GIN index. */
export interface TrigramFrequencies {
  /** Share of the rows whose trigrams hold it, for the trigrams common enough to be listed. */
  of: Map<string, number>;
  /**
   * A trigram not listed is taken at half the least listed share, as PostgreSQL's own estimates
   * of array containment take an element that ANALYZE did not list (array_selfuncs.c).
   */
  unlisted: number;
  /** The table's rows as ANALYZE last counted them. */
  rows: number;
  /** The database lowers A–Z to a–z as JavaScript does (not so under a Turkish locale: I to ı). */
  asciiLowers: boolean;
}

/** Per table and column; null where the column has no such index or it was never analysed. */
const columns = new ListMemo<TrigramFrequencies | null>();

/** Forgets the frequencies read (tests that add an index or analyse a table), and the words worked out. */
export function forgetTrigramFrequencies(): void {
  columns.clear();
  wordFacts.clear();
}

/** How many words are worked out and kept (tests). */
export function keptWords(): number {
  return wordFacts.size;
}

/** What the search helpers need of a word, worked out once: a search asks per column and per statement. */
interface WordFacts {
  trigrams: string[];
  /** Its length in characters (code points), as PostgreSQL counts them. */
  length: number;
  /** No letter of it has a case (caselessLetter). */
  caseless: boolean;
  /** Each letter is ASCII or has no case. */
  asciiOrCaseless: boolean;
}

/** Words worked out, by their text; beyond it the map forgets them all and starts again. */
const WORDS_KEPT = 1_000;
const wordFacts = new Map<string, WordFacts>();

function factsOf(word: string): WordFacts {
  const known = wordFacts.get(word);
  if (known) return known;
  const chars = [...word];
  const lowered = [...chars.map((c) => c.toLowerCase()).join('')];
  const caselessAt = chars.map(caselessLetter);
  const facts: WordFacts = {
    trigrams: lowered.slice(2).map((_, i) => lowered.slice(i, i + 3).join('')),
    length: chars.length,
    caseless: caselessAt.every(Boolean),
    asciiOrCaseless: chars.every((c, i) => caselessAt[i] || c.charCodeAt(0) < 0x80),
  };
  if (wordFacts.size >= WORDS_KEPT) wordFacts.clear();
  wordFacts.set(word, facts);
  return facts;
}

/**
 * The trigrams `search_trigrams()` makes of a word, lowered as JavaScript lowers: PostgreSQL's
 * lowering may differ for a few letters, which can only misjudge how common the word is. The
 * array is shared by every caller: read it, never change it.
 */
export function trigramsOf(word: string): readonly string[] {
  return factsOf(word).trigrams;
}

/** No letter of the word has a case (caselessLetter): ILIKE finds what LIKE finds. */
export function wordCaseless(word: string): boolean {
  return factsOf(word).caseless;
}

// The index's first key, its casts, parentheses and quotes taken out: `search_trigrams((full_name)::text)`
// is `search_trigramsfull_name`.
const FREQUENCIES_SQL = `
  SELECT s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs AS freqs, t.reltuples AS rows,
         lower('ABCDEFGHIJKLMNOPQRSTUVWXYZ') = 'abcdefghijklmnopqrstuvwxyz' AS "asciiLowers"
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_am am ON am.oid = ic.relam AND am.amname = 'gin'
    JOIN pg_stats s ON s.schemaname = ic.relnamespace::regnamespace::text AND s.tablename = ic.relname
   WHERE i.indrelid = to_regclass($1) AND i.indnatts = 1
     AND regexp_replace(pg_get_indexdef(i.indexrelid, 1, true), '::[a-z ]+|[()" ]', '', 'g') = 'search_trigrams' || $2
     AND s.most_common_elems IS NOT NULL
   LIMIT 1`;

const columnKey = (table: string, column: string) => `${table}\u0000${column}`;

/** A trigram's share of a column's rows: as listed, or the unlisted share. */
const shareIn = (known: TrigramFrequencies, trigram: string) => known.of.get(trigram) ?? known.unlisted;

async function frequencies(db: DataSource, table: string, column: string): Promise<TrigramFrequencies | null> {
  const key = columnKey(table, column);
  const known = columns.get(key);
  if (known !== undefined) return known;
  const [row] = await db.query<{ elems: string[]; freqs: number[]; rows: number; asciiLowers: boolean }[]>(FREQUENCIES_SQL, [table, column]);
  const found = row ? frequenciesOf(row.elems, row.freqs, row.rows, row.asciiLowers) : null;
  columns.set(key, found);
  return found;
}

/**
 * A column's frequencies from its index's pg_stats row: most_common_elem_freqs lists each
 * element's share, then the least and the greatest of them and the share of null elements.
 */
export function frequenciesOf(elems: string[], freqs: number[], rows: number, asciiLowers = true): TrigramFrequencies {
  return { of: new Map(elems.map((elem, i) => [elem, freqs[i]])), unlisted: freqs[elems.length] / 2, rows, asciiLowers };
}

/**
 * What is worked out of a word against a column's frequencies, once per frequencies (read again
 * after MEMO_MS, and so forgotten with them) and word: a search asks per column and per statement.
 */
function perWord<V>(cache: WeakMap<TrigramFrequencies, Map<string, V>>, known: TrigramFrequencies, word: string, work: () => V): V {
  let byWord = cache.get(known);
  if (!byWord) cache.set(known, (byWord = new Map()));
  if (byWord.has(word)) return byWord.get(word)!;
  const value = work();
  if (byWord.size >= WORDS_KEPT) byWord.clear();
  byWord.set(word, value);
  return value;
}

type TableColumn = { table: string; name: string } | null;
/** tableColumn's answers, per entity, alias and search column. */
const tableColumns = new WeakMap<EntityMetadata, Map<string, TableColumn>>();

/** The table and column name of a search column (`alias.property`) of the query's own table. */
function tableColumn<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string): TableColumn {
  const metadata = qb.expressionMap.mainAlias?.hasMetadata ? qb.expressionMap.mainAlias.metadata : undefined;
  if (!metadata) return null;
  let known = tableColumns.get(metadata);
  if (!known) tableColumns.set(metadata, (known = new Map()));
  const key = `${qb.alias}\u0000${column}`;
  if (known.has(key)) return known.get(key)!;
  const [alias, property] = column.split('.');
  const name = alias === qb.alias ? metadata.findColumnWithPropertyPath(property)?.databaseName : undefined;
  const found = name ? { table: metadata.tablePath, name } : null;
  known.set(key, found);
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
  const counted = words.filter((word) => trigramsOf(word).length);
  if (!counted.length) return null;
  const known: TrigramFrequencies[] = [];
  for (const column of searched) {
    const at = tableColumn(base, column);
    const found = at && (await frequencies(base.connection, at.table, at.name));
    if (!found) return null;
    known.push(found);
  }
  return boundOf(counted, known, (column, word) => perWord(shares, column, word, () => trigramsShare(column, trigramsOf(word))));
}

/** A word's share in a column, by its frequencies and word (trigramsShare). */
const shares = new WeakMap<TrigramFrequencies, Map<string, number>>();

/** A word's share in a column at most: that of its rarest trigram there. */
const trigramsShare = (column: TrigramFrequencies, trigrams: readonly string[]) => Math.min(...trigrams.map((trigram) => shareIn(column, trigram)));

/** searchShareBound's arithmetic: each word's trigrams, and the frequencies of each column searched. */
export function shareBound(wordTrigrams: readonly (readonly string[])[], columns: TrigramFrequencies[]): number {
  return boundOf(wordTrigrams, columns, trigramsShare);
}

/** Every word must match, each in any column: the rarest word's shares summed over the columns. */
function boundOf<W>(words: readonly W[], columns: TrigramFrequencies[], share: (column: TrigramFrequencies, word: W) => number): number {
  return Math.min(...words.map((word) => columns.reduce((sum, column) => sum + share(column, word), 0)));
}

/**
 * Which trigrams of a word the trigram condition on a column names: the positions (from 1) in
 * `search_trigrams(word)` of its rarest trigrams there that share no letter, the fewest that leave
 * under one row of the table expected (their shares multiplied, as PostgreSQL multiplies them),
 * two at least so that the planner expects few rows too. Trigrams that share letters go together
 * ("n s", " sm" and "smi" are in 1,438 users where "john smith" is in 330), so they are not
 * taken as narrowing each other. The index reads each named trigram's rows: "john smith" named
 * all eight, two of them in one name in forty; "joh", "n s" and "mit" find the same 359 rows in
 * 0.6 ms instead of 1.0, over a million users.
 *
 * Null (name them all) while the column's statistics are not at hand (read by searchShareBound,
 * before a search's statements are built), where no two trigrams are apart, or where
 * JavaScript's lowering changes the word's length: the positions would not be PostgreSQL's. Any
 * positions are safe all the same: a row holding the word holds every one of its trigrams.
 */
export function rarestTrigrams<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, word: string): readonly number[] | null {
  const known = knownFor(qb, column);
  return known ? rarestOf(word, known) : null;
}

/**
 * The trigrams the condition on a column names (rarestTrigrams' choice, or all of them) as
 * values, where JavaScript makes them exactly as the database's `search_trigrams()` does: every
 * letter of the word caseless (Thai, digits) or ASCII in a database that lowers ASCII as
 * JavaScript does. Null otherwise, or while the column's statistics are not at hand: the
 * condition then takes them from `search_trigrams(word)` itself, so that the database's own
 * lowering decides. As values they cost the planner nothing; from the function, each of them
 * ran it once more while the statement was planned for its values (0.2 of a Thai search's
 * 0.55 ms of planning, over three columns).
 */
export function trigramValues<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, word: string): string[] | null {
  const known = knownFor(qb, column);
  if (!known || !lowersAlike(word, known.asciiLowers)) return null;
  const trigrams = trigramsOf(word);
  return rarestOf(word, known)?.map((at) => trigrams[at - 1]) ?? [...trigrams];
}

/** A word that JavaScript lowers as PostgreSQL does: each letter caseless, or ASCII where the database lowers A–Z alone. */
export function lowersAlike(word: string, asciiLowers: boolean): boolean {
  const facts = factsOf(word);
  return facts.caseless || (asciiLowers && facts.asciiOrCaseless);
}

/**
 * A character without case: neither lowering nor raising changes it. Marks count as caseless only
 * in Thai: a text's İ lowers to i and a combining dot.
 */
export function caselessLetter(c: string): boolean {
  if (c.toLowerCase() !== c || c.toUpperCase() !== c) return false;
  return !/\p{M}/u.test(c) || /\p{Script=Thai}/u.test(c);
}

/** The frequencies already read for a search column of the query's own table. */
function knownFor<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string): TrigramFrequencies | null | undefined {
  const at = tableColumn(qb, column);
  return at ? columns.get(columnKey(at.table, at.name)) : undefined;
}

/** rarestOf's choices, by the column's frequencies and word. */
const rarest = new WeakMap<TrigramFrequencies, Map<string, readonly number[] | null>>();

/** rarestTrigrams' choice, from the column's frequencies; shared by every caller, never to be changed. */
export function rarestOf(word: string, known: TrigramFrequencies): readonly number[] | null {
  return perWord(rarest, known, word, () => chooseRarest(word, known));
}

function chooseRarest(word: string, known: TrigramFrequencies): number[] | null {
  const { trigrams, length } = factsOf(word);
  if (trigrams.length !== length - 2) return null;
  const rarest = trigrams.map((trigram, i) => ({ at: i + 1, share: shareIn(known, trigram) })).sort((a, b) => a.share - b.share);
  const chosen: number[] = [];
  let expected = known.rows;
  for (const { at, share } of rarest) {
    if (chosen.length >= 2 && expected < 1) break;
    if (chosen.some((other) => Math.abs(other - at) < 3)) continue;
    chosen.push(at);
    expected *= share;
  }
  return chosen.length >= 2 ? chosen.sort((a, b) => a - b) : null;
}
