import { QueryBuilder, type DataSource, type EntityMetadata, type ObjectLiteral } from 'typeorm';

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

/** Wraps TypeORM's rewrite in the memo, once per process. */
export function installQueryTextMemo(): void {
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
