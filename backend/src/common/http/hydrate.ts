import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver.js';
import { DriverUtils } from 'typeorm/driver/DriverUtils.js';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata.js';
import type { RelationMetadata } from 'typeorm/metadata/RelationMetadata.js';

/**
 * A list page's rows as entities, for the plain shape every list has: one entity, and the
 * many-to-one relations it joins and selects. TypeORM's own transformer is general (inheritance,
 * embedded columns, relation ids and counts, one-to-many joins whose rows it groups by primary
 * key) and works out, on every query, which raw column feeds which property: that was a tenth of
 * a first page's CPU in the API, where the same few page shapes come back on every request. The
 * plan of a shape (which raw keys feed which columns) is made once and kept here; the values go
 * through the driver's own `prepareHydratedValue`, transformers included, as TypeORM does.
 *
 * Null for a query of any other shape: the caller lets TypeORM hydrate it.
 */
export function hydrationPlan<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Hydration<T> | null {
  const map = qb.expressionMap;
  const main = map.mainAlias;
  if (!main?.hasMetadata || !plainQuery(qb)) return null;
  const selections = map.selects.map((select) => select.selection);
  const joins = map.joinAttributes.map(
    (join) => `${join.alias.name}:${join.relationPropertyPath ?? join.metadata?.name ?? ''}:${join.mapToProperty ?? ''}:${join.isSelected}`,
  );
  const key = `${main.name}|${selections.join(',')}|${joins.join(',')}`;
  // Per entity's metadata, so that two data sources (tests boot several) never share a plan.
  let plans = plansOf.get(main.metadata);
  if (!plans) plansOf.set(main.metadata, (plans = new Map()));
  let plan = plans.get(key);
  if (plan === undefined) {
    if (plans.size >= PLANS_KEPT) plans.clear();
    plans.set(key, (plan = makePlan(qb, new Set(selections))));
  }
  return plan && new Hydration<T>(plan, qb.connection.driver);
}

/** Query shapes remembered per entity; beyond it its plans are made again. */
const PLANS_KEPT = 100;
const plansOf = new WeakMap<EntityMetadata, Map<string, Plan | null>>();

interface AliasPlan {
  metadata: EntityMetadata;
  /** Raw key (`user_created_at`) and the column it feeds. */
  columns: [string, ColumnMetadata][];
}

interface Plan {
  main: AliasPlan;
  relations: { relation: RelationMetadata; plan: AliasPlan }[];
}

export class Hydration<T extends ObjectLiteral> {
  constructor(
    private readonly plan: Plan,
    private readonly driver: Driver,
  ) {}

  entities(raw: Record<string, unknown>[]): T[] {
    return raw.map((row) => {
      const entity = this.entity(this.plan.main, row)!;
      for (const { relation, plan } of this.plan.relations) relation.setEntityValue(entity, this.entity(plan, row) ?? null);
      return entity as T;
    });
  }

  /** The alias's entity, or undefined when every column it selected is null (a left join that found nothing). */
  private entity({ metadata, columns }: AliasPlan, row: Record<string, unknown>): ObjectLiteral | undefined {
    // No query runner: it serves lazy relations alone, which a plain shape has none of.
    const entity = metadata.create(undefined, { fromDeserializer: true }) as ObjectLiteral;
    let found = false;
    for (const [key, column] of columns) {
      const value = row[key];
      if (value === undefined) continue;
      if (value !== null && !column.isVirtualProperty) found = true;
      column.setEntityValue(entity, this.driver.prepareHydratedValue(value, column));
    }
    return found ? entity : undefined;
  }
}

/** What of a query the plan of its shape does not say: none of it may be asked for. */
function plainQuery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): boolean {
  const map = qb.expressionMap;
  return (
    !qb.connection.subscribers.length &&
    !map.relationIdAttributes.length &&
    !map.relationCountAttributes.length &&
    !map.lockMode &&
    !map.skip &&
    !map.take &&
    !map.options.includes('create-pojo') &&
    map.relationLoadStrategy !== 'query'
  );
}

/** An entity without inheritance, embedded columns, load listeners or lazy relations. */
function plainEntity(metadata: EntityMetadata): boolean {
  return (
    !metadata.discriminatorColumn &&
    !metadata.childEntityMetadatas.length &&
    !metadata.embeddeds.length &&
    !metadata.afterLoadListeners.length &&
    !metadata.lazyRelations.length &&
    metadata.tableType !== 'view'
  );
}

function makePlan<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, selections: Set<string>): Plan | null {
  const map = qb.expressionMap;
  const main = map.mainAlias!;
  if (!plainEntity(main.metadata)) return null;
  const relations: Plan['relations'] = [];
  for (const join of map.joinAttributes) {
    if (!join.isSelected) continue;
    const relation = join.relation;
    // A selected join of another kind (not a relation, one-to-many rows to group, a join nested
    // in another or mapped to a property of its own, an entity that is not plain): TypeORM's.
    if (!relation || join.isMany || join.mapToProperty || join.parentAlias !== main.name) return null;
    if (!plainEntity(relation.inverseEntityMetadata)) return null;
    relations.push({ relation, plan: aliasPlan(qb, join.alias.name, relation.inverseEntityMetadata, selections) });
  }
  return { main: aliasPlan(qb, main.name, main.metadata, selections), relations };
}

/** The columns an alias selected, whole (`user`) or one by one (`account.name`), as TypeORM picks them. */
function aliasPlan<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, metadata: EntityMetadata, selections: Set<string>): AliasPlan {
  const columns = metadata.columns
    .filter((column) => !column.isVirtual && (selections.has(alias) || selections.has(`${alias}.${column.propertyPath}`)))
    .map((column): [string, ColumnMetadata] => [DriverUtils.buildAlias(qb.connection.driver, undefined, alias, column.databaseName), column]);
  return { metadata, columns };
}
