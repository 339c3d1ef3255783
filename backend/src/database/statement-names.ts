import pg from 'pg';

/**
 * Statements this long or longer are worth preparing: parsing and analysing a list's statement
 * (a thousand characters and more) cost PostgreSQL about as much as planning it, and short
 * statements parse in microseconds.
 */
export const PREPARED_MIN_LENGTH = 200;
/**
 * Named statements per process. Each holds its parsed and analysed query in every connection
 * that ran it (tens of kilobytes for a list's), so the names stop here rather than grow with
 * every shape of list ever asked; later texts run unnamed, as before.
 */
export const MAX_PREPARED = 100;
/** Texts seen once, remembered to tell a repeated statement from a one-off; forgotten when full. */
const MAX_CANDIDATES = 2_000;

/**
 * Queries and row writes (a list's page, OTP verify's read-and-update, the worker's writes of a
 * slice's results, whose texts take the rows as arrays and so never change), after any leading
 * comments (TypeORM writes `qb.comment()` first); never a utility statement (BEGIN, SET,
 * EXPLAIN, COPY, DDL), which is either short or run once.
 */
const PREPARABLE = /^\s*(?:\/\*[^]*?\*\/\s*)*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

/**
 * The comment (TypeORM's `qb.comment()`) of a statement whose best plan depends on its values,
 * which is therefore always planned for them. After five runs of a prepared statement PostgreSQL
 * may keep one generic plan, costed for average values, and keeps it while that cost looks no
 * worse than the plans made for the values so far. A list's filters and searches are where
 * values decide: accounts range from ten rows to millions and a search word from one match to
 * thousands. The generic plan of "john smith"'s search intersected the bitmap of the account's
 * million rows, 85 ms where its own plan takes 2, and a few commoner words first would have made
 * it stick. Such a statement is named all the same, so that it is parsed and analysed once, and
 * runs on a connection set to plan every run for its values (`plan_cache_mode`, see
 * preparingClient); where that cannot be set, it runs unnamed.
 */
export const PLANNED_FOR_ITS_VALUES = 'planned for its values';
/** The comment as TypeORM writes it, found anywhere: a count wraps the list's own statement. */
const PLANNED_MARK = `/* ${PLANNED_FOR_ITS_VALUES} */`;

/** Whether a statement is marked as planned for its values (PLANNED_FOR_ITS_VALUES). */
export function plannedForItsValues(text: string): boolean {
  return text.includes(PLANNED_MARK);
}

/**
 * Which statements a process runs as named prepared statements. TypeORM sends every statement
 * unnamed, so PostgreSQL parses, analyses and plans it again each time; a named one is parsed
 * and analysed once per connection. A statement is named the second time its text is seen (its
 * parameters differ, its text does not: the list helper writes one text per shape of list).
 * Names are per process and per text, so every connection agrees on them (pg refuses one name
 * for two texts on a connection).
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly seen = new Set<string>();

  constructor(
    private readonly limit = MAX_PREPARED,
    private readonly candidates = MAX_CANDIDATES,
  ) {}

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || !this.worthNaming(text)) return known;
    if (!this.seen.delete(text)) {
      if (this.seen.size >= this.candidates) this.seen.clear();
      this.seen.add(text);
      return undefined;
    }
    const name = `prepared_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }

  private worthNaming(text: string): boolean {
    return text.length >= PREPARED_MIN_LENGTH && this.names.size < this.limit && PREPARABLE.test(text);
  }
}

/** How a connection's prepared statements are planned: `custom` plans every run for its values. */
type PlanMode = 'auto' | 'custom';

const SET_CUSTOM = 'SET plan_cache_mode = force_custom_plan';
const SET_AUTO = 'RESET plan_cache_mode';

/**
 * A pg client that runs the statements `names` names as prepared statements; given to the pool
 * as its `Client` (data-source.ts), beneath TypeORM. Anything that is not a text (a COPY
 * stream, a cursor, a config already named) passes untouched.
 *
 * A statement planned for its values runs named only on a connection set to `force_custom_plan`,
 * which is set (and reset again before a statement that may keep a generic plan) only while the
 * connection is idle outside a transaction: a setting made inside one would be undone by its
 * rollback without this client knowing. Inside a transaction such a statement runs unnamed, as
 * every statement did before, and one that may keep a generic plan runs named on a connection
 * still set to custom plans, planned for its values each time, which only costs the planning.
 * The setting is one short statement sent ahead of the named one, on a switch only: a
 * connection that serves the same kind of statement twice in a row sends nothing more.
 */
export function preparingClient(names: StatementNames): typeof pg.Client {
  class PreparingClient extends pg.Client {
    /** pg's own: true while the connection is idle, no statement sent and none queued. */
    declare readyForQuery: boolean;
    planMode: PlanMode = 'auto';

    /** Sets the connection's plan mode ahead of the next statement, if it can be set now. */
    switchPlans(mode: PlanMode): boolean {
      if (this.planMode === mode) return true;
      if (!this.readyForQuery || this.getTransactionStatus() !== 'I') return false;
      this.planMode = mode;
      const query = pg.Client.prototype.query as (this: pg.Client, text: string) => Promise<unknown>;
      // Queued before the statement that needs it. Should it fail, the connection is broken and
      // so is the statement after it; the mode is unknown then, and set again next time.
      query.call(this, mode === 'custom' ? SET_CUSTOM : SET_AUTO).catch(() => {
        this.planMode = mode === 'custom' ? 'auto' : 'custom';
      });
      return true;
    }
  }
  // One body for every form of pg's overloads, which all reach this one method. pg's own method
  // is looked up at each call, so that whatever wraps it (a test's spy, a tracer) still sees
  // every statement.
  PreparingClient.prototype.query = function (this: PreparingClient, config: unknown, values?: unknown, callback?: unknown) {
    let name = typeof config === 'string' ? names.nameOf(config) : undefined;
    if (name !== undefined) {
      const forValues = plannedForItsValues(config as string);
      if (!this.switchPlans(forValues ? 'custom' : 'auto') && forValues) name = undefined;
    }
    const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
    return query.call(this, name === undefined ? config : { name, text: config }, values, callback);
  } as pg.Client['query'];
  return PreparingClient;
}

/** The process's statement names, shared by every data source it opens. */
export const STATEMENT_NAMES = new StatementNames();
