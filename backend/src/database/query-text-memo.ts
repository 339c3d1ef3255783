import { QueryBuilder, SelectQueryBuilder, type DataSource, type EntityMetadata, type ObjectLiteral } from 'typeorm';

/**
 * TypeORM rewrites the property names of every statement it builds into column names
 * (`QueryBuilder.replacePropertyNamesForTheWholeQuery`): it rebuilds a table of every column of
 * every alias and runs one regular expression over the whole statement, each time. A list's
 * statements repeat their text from request to request (the values are parameters), and a
 * search's nest one in another, so the same rewrite ran several times a request: 0.16 ms of the
 * API's CPU for a Thai name's search at a million users (CPU profile, one connection), the
 * largest part of TypeORM's statement building.
 *
 * The rewrite reads nothing but the statement, the aliases that have an entity (their names and
 * their entities' columns and relations), whether aliases prefix names, and the driver's
 * quoting: its answer is kept per data source for that key. At most TEXTS_KEPT per data source;
 * beyond it the memo forgets them all and starts again.
 */
export const TEXTS_KEPT = 500;

type Rewrite = (this: QueryBuilder<ObjectLiteral>, statement: string) => string;
type Rewriting = { replacePropertyNamesForTheWholeQuery: Rewrite; [MEMO]?: Rewrite };

const MEMO = Symbol('query text memo');
const texts = new WeakMap<DataSource, Map<string, string>>();
const entityIds = new WeakMap<EntityMetadata, number>();

/** Wraps TypeORM's statement building and its rewrite in the memos, once per process. */
export function installQueryTextMemo(): void {
  installStatementMemo();
  const prototype = QueryBuilder.prototype as unknown as Rewriting;
  if (prototype[MEMO]) return;
  const rewrite = prototype.replacePropertyNamesForTheWholeQuery;
  // A TypeORM that renamed it would leave this memo silently unused: fail at start instead.
  if (typeof rewrite !== 'function') throw new Error('TypeORM has no replacePropertyNamesForTheWholeQuery (query-text-memo.ts)');
  prototype[MEMO] = rewrite;
  prototype.replacePropertyNamesForTheWholeQuery = function (statement) {
    const key = `${aliasesKey(this)}\u0000${statement}`;
    let known = texts.get(this.connection);
    if (!known) texts.set(this.connection, (known = new Map()));
    const kept = known.get(key);
    if (kept !== undefined) return kept;
    const rewritten = rewrite.call(this, statement);
    if (known.size >= TEXTS_KEPT) known.clear();
    known.set(key, rewritten);
    return rewritten;
  };
}

/**
 * A select's whole statement, kept the same way: `getQuery()` walks every select, join and
 * condition, and the entities' columns, to write a text that repeats from request to request
 * (the values are parameters). It is kept per data source by everything of the builder that
 * writes the text (selectShape), its parameters aside; a builder whose shape cannot be told
 * (relation ids or counts, a condition holding something other than text) is built every time.
 *
 * With QUERY_TEXT_MEMO_VERIFY=1 (the test suites) every text served from the memo is built
 * again and compared: a difference throws, so a field of TypeORM's left out of the shape fails
 * the tests that build such a statement.
 */
export const STATEMENTS_KEPT = 500;
const statements = new WeakMap<DataSource, Map<string, string>>();

type Building = { getQuery(this: SelectQueryBuilder<ObjectLiteral>): string; [BUILD]?: () => string };
/** TypeORM's own getQuery, under the memo; a symbol of its own, as SelectQueryBuilder inherits QueryBuilder's. */
const BUILD = Symbol('statement memo');

function installStatementMemo(): void {
  const prototype = SelectQueryBuilder.prototype as unknown as Building;
  if (prototype[BUILD]) return;
  const build = prototype.getQuery;
  prototype[BUILD] = build;
  const verify = process.env.QUERY_TEXT_MEMO_VERIFY === '1';
  prototype.getQuery = function () {
    const shape = selectShape(this);
    if (shape === null) return build.call(this);
    let known = statements.get(this.connection);
    if (!known) statements.set(this.connection, (known = new Map()));
    const kept = known.get(shape);
    if (kept !== undefined) {
      if (verify && build.call(this) !== kept) throw new Error(`query-text-memo: a kept statement differs from its build:\n${kept}\n${build.call(this)}`);
      return kept;
    }
    const sql = build.call(this);
    if (known.size >= STATEMENTS_KEPT) known.clear();
    known.set(shape, sql);
    return sql;
  };
}

/** TypeORM's own statement, past the memo (tests compare the two). */
export function buildUnkept(qb: SelectQueryBuilder<ObjectLiteral>): string {
  const prototype = SelectQueryBuilder.prototype as unknown as Building;
  return (prototype[BUILD] ?? prototype.getQuery).call(qb);
}

/** How many statements a data source keeps (tests). */
export function keptStatements(dataSource: DataSource): number {
  return statements.get(dataSource)?.size ?? 0;
}

/**
 * Everything of a select builder that its text is written from, as a key: the fields of
 * TypeORM's QueryExpressionMap that getQuery reads (see its clone(), and `queryEntity` and
 * `options`, which clone() leaves out and getMany sets), each alias by its name,
 * kind, table, subquery and entity, and the conditions as TypeORM holds them. Null when some of
 * it cannot be told apart by value.
 */
function selectShape(qb: SelectQueryBuilder<ObjectLiteral>): string | null {
  const map = qb.expressionMap;
  if (map.relationIdAttributes.length || map.relationCountAttributes.length || map.queryType !== 'select') return null;
  const alias = (a: (typeof map.aliases)[number]) => [a.name, a.type, a.tablePath ?? null, a.subQuery ?? null, a.hasMetadata ? entityId(a.metadata) : null];
  const ctes: unknown[] = [];
  for (const cte of map.commonTableExpressions) {
    const inner = typeof cte.queryBuilder === 'string' ? cte.queryBuilder : cte.queryBuilder instanceof SelectQueryBuilder ? selectShape(cte.queryBuilder) : null;
    if (inner === null) return null;
    ctes.push([cte.alias, inner, cte.options ?? null]);
  }
  try {
    return JSON.stringify([
      map.mainAlias ? alias(map.mainAlias) : null,
      map.aliases.map(alias),
      map.selects,
      map.selectDistinct,
      map.selectDistinctOn,
      map.maxExecutionTime,
      map.relationLoadStrategy,
      map.joinAttributes.map((join) => [
        join.direction,
        alias(join.alias),
        typeof join.entityOrProperty === 'string' ? join.entityOrProperty : join.alias.hasMetadata ? entityId(join.alias.metadata) : null,
        join.condition ?? null,
        join.mapToProperty ?? null,
        join.isMappingMany ?? null,
      ]),
      map.wheres,
      map.havings,
      map.orderBys,
      map.groupBys,
      map.limit ?? null,
      map.offset ?? null,
      map.skip ?? null,
      map.take ?? null,
      map.useIndex ?? null,
      map.lockMode ?? null,
      map.onLocked ?? null,
      map.lockVersion instanceof Date ? map.lockVersion.toISOString() : (map.lockVersion ?? null),
      map.lockTables ?? null,
      map.withDeleted,
      map.disableEscaping,
      map.extraAppendedAndWhereCondition,
      map.subQuery,
      map.aliasNamePrefixingEnabled,
      map.timeTravel ?? null,
      map.comment ?? null,
      // Set by getMany and its kin as they run: entities need the joined aliases' keys selected.
      map.queryEntity,
      map.options,
      ctes,
    ]);
  } catch {
    // A condition holding a builder or anything circular: no key.
    return null;
  }
}

/** How many rewrites a data source keeps (tests). */
export function keptTexts(dataSource: DataSource): number {
  return texts.get(dataSource)?.size ?? 0;
}

/** TypeORM's own rewrite, past the memo (tests compare the two). */
export function rewriteUnkept(qb: QueryBuilder<ObjectLiteral>, statement: string): string {
  const prototype = QueryBuilder.prototype as unknown as Rewriting;
  return (prototype[MEMO] ?? prototype.replacePropertyNamesForTheWholeQuery).call(qb, statement);
}

/** What of a builder the rewrite reads besides the statement: each entity alias's name and entity, in order. */
function aliasesKey(qb: QueryBuilder<ObjectLiteral>): string {
  const map = qb.expressionMap;
  let key = map.aliasNamePrefixingEnabled ? 'prefixed' : 'bare';
  for (const alias of map.aliases) if (alias.hasMetadata) key += `\u0000${alias.name}\u0001${entityId(alias.metadata)}`;
  return key;
}

let nextEntityId = 1;
function entityId(metadata: EntityMetadata): number {
  let id = entityIds.get(metadata);
  if (id === undefined) entityIds.set(metadata, (id = nextEntityId++));
  return id;
}
