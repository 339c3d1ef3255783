import { Inject, NotFoundException, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type {
  DataSource,
  DeepPartial,
  EntityManager,
  ObjectLiteral,
  QueryDeepPartialEntity,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import type { RequestContext } from './request-context.js';

/**
 * `acting` limits rows to the account the request acts in; `withSubAccounts` widens it to
 * that account's sub-accounts (and to every account for staff acting in the platform account).
 */
export type ScopeWidth = 'acting' | 'withSubAccounts';

type Row = ObjectLiteral & { id: string };
type EntityClass<T> = abstract new (...args: never[]) => T;

/** Another tenant's row is answered exactly like a missing one. */
export function notFound(): never {
  throw new NotFoundException('errors.notFound');
}

/**
 * The only way into a tenant-owned table. A service gets one per entity (see
 * provideTenantRepository) and asks it for the caller's scope with `for(ctx)`: every read,
 * update and delete it runs carries the account predicate in its SQL, and every create
 * sets the owner column. The plain TypeORM repository of such an entity is injected
 * nowhere else (test/unit/tenant-data-layer.test.ts fails the build otherwise).
 *
 * `owner` is the property naming the owning account: `accountId` for rows on TenantEntity,
 * `parentId` for sub-accounts (an account owned by its parent).
 */
export class TenantRepository<T extends Row> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly entity: EntityClass<T>,
    private readonly owner: keyof T & string = 'accountId',
  ) {}

  /** The rows this request may touch; pass `manager` to work inside a transaction. */
  for(ctx: RequestContext, width: ScopeWidth = 'acting', manager?: EntityManager): TenantScope<T> {
    const accountIds = width === 'acting' ? [ctx.accountId] : ctx.scopeAccountIds;
    return new TenantScope(this.repository(manager), this.owner, accountIds, ctx.accountId);
  }

  /**
   * The rows of an account created in this very transaction, before any request context
   * names it (registration, a new sub-account's first admin). The caller has just inserted
   * the account, so it is the caller's to fill.
   */
  forNewAccount(manager: EntityManager, accountId: string): TenantScope<T> {
    return new TenantScope(this.repository(manager), this.owner, [accountId], accountId);
  }

  /**
   * Whether a value of a globally unique column is taken in any account, the row itself
   * never leaves this class: uniqueness (e-mail, username) spans tenants because the unique
   * index does.
   */
  async isTakenAnywhere(column: keyof T & string, value: string, exceptId?: string, manager?: EntityManager): Promise<boolean> {
    const qb = this.repository(manager).createQueryBuilder('row').where(`lower(row.${column}) = lower(:value)`, { value });
    if (exceptId) qb.andWhere('row.id <> :exceptId', { exceptId });
    return qb.getExists();
  }

  private repository(manager?: EntityManager): Repository<T> {
    return (manager ?? this.dataSource.manager).getRepository<T>(this.entity);
  }
}

/** One request's view of a tenant table: the account set is fixed when it is made. */
export class TenantScope<T extends Row> {
  constructor(
    private readonly repo: Repository<T>,
    private readonly owner: keyof T & string,
    /** null: every account (staff in the platform account, width withSubAccounts). */
    private readonly accountIds: readonly string[] | null,
    /** The owner given to new rows unless the caller names another one in scope. */
    private readonly defaultOwner: string,
  ) {}

  /** True when rows of this account are in scope. */
  owns(accountId: string): boolean {
    return this.accountIds === null || this.accountIds.includes(accountId);
  }

  /** A query builder already limited to the scope; add joins, filters and pages to it. */
  query(alias: string): SelectQueryBuilder<T> {
    const qb = this.repo.createQueryBuilder(alias);
    if (this.accountIds !== null)
      qb.where(`${alias}.${this.owner} IN (:...tenantAccountIds)`, { tenantAccountIds: this.accountIds });
    return qb;
  }

  /** The row by id, or null when it is missing or another tenant's (one query, predicate included). */
  findById(id: string, relations: string[] = []): Promise<T | null> {
    const qb = this.query('row').andWhere('row.id = :id', { id });
    for (const relation of relations) qb.leftJoinAndSelect(`row.${relation}`, relation);
    return qb.getOne();
  }

  /** The row by id, or 404 exactly as if it did not exist. */
  async getById(id: string, relations: string[] = []): Promise<T> {
    return (await this.findById(id, relations)) ?? notFound();
  }

  /** Inserts a row owned by the acting account, or by `ownerId` when that account is in scope. */
  async insert(fields: DeepPartial<T>, ownerId: string = this.defaultOwner): Promise<T> {
    if (!this.owns(ownerId)) notFound();
    const row = this.repo.create({ ...fields, [this.owner]: ownerId } as DeepPartial<T>);
    return this.repo.save(row);
  }

  /**
   * Updates the row by id with the scope in the WHERE clause; 404 when no row of the scope
   * matched. Moving a row to another owner is allowed only to an account in scope.
   */
  async update(id: string, changes: QueryDeepPartialEntity<T>): Promise<void> {
    const newOwner = (changes as Record<string, unknown>)[this.owner];
    if (typeof newOwner === 'string' && !this.owns(newOwner)) notFound();
    const qb = this.repo.createQueryBuilder().update().set(changes).where('id = :id', { id });
    this.whereOwned(qb);
    const { affected } = await qb.execute();
    if (!affected) notFound();
  }

  /** Deletes the row by id with the scope in the WHERE clause; 404 when nothing matched. */
  async delete(id: string): Promise<void> {
    const qb = this.repo.createQueryBuilder().delete().where('id = :id', { id });
    this.whereOwned(qb);
    const { affected } = await qb.execute();
    if (!affected) notFound();
  }

  /** Deletes the rows of the scope among `ids` (others are left alone); answers how many went. */
  async deleteMany(ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    const qb = this.repo.createQueryBuilder().delete().where('id IN (:...ids)', { ids });
    this.whereOwned(qb);
    const { affected } = await qb.execute();
    return affected ?? 0;
  }

  // Update and delete builders name columns without an alias.
  private whereOwned(qb: { andWhere(where: string, parameters: ObjectLiteral): unknown }): void {
    if (this.accountIds === null) return;
    const column = this.repo.metadata.findColumnWithPropertyName(this.owner)?.databaseName ?? this.owner;
    qb.andWhere(`"${column}" IN (:...tenantAccountIds)`, { tenantAccountIds: this.accountIds });
  }
}

function tokenFor(entity: EntityClass<unknown>): string {
  return `TenantRepository<${entity.name}>`;
}

/** The provider a module lists for each tenant-owned entity it serves. */
export function provideTenantRepository<T extends Row>(entity: EntityClass<T>, owner?: keyof T & string): Provider {
  return {
    provide: tokenFor(entity),
    inject: [getDataSourceToken()],
    useFactory: (dataSource: DataSource) => new TenantRepository<T>(dataSource, entity, owner),
  };
}

/** `@InjectTenantRepository(User) private readonly users: TenantRepository<User>` */
export const InjectTenantRepository = (entity: EntityClass<unknown>): ParameterDecorator => Inject(tokenFor(entity));
