import { randomBytes } from 'node:crypto';
import {
  AfterLoad,
  ChildEntity,
  Column,
  DataSource,
  Entity,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  TableInheritance,
  ViewColumn,
  ViewEntity,
  type EntityMetadata,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import { hydrationPlan } from '../../backend/src/common/http/hydrate.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { newSubAccount, registerAccount, staffMember, userWithRole } from '../utils/factories.js';

/**
 * The list helper's own hydration (hydrate.ts) against TypeORM's, on every entity of the product:
 * the same entities, of the same classes, with the same values (dates, transformers, nulls), for
 * the whole entity, its many-to-one relations joined whole, and joined a column or two (as the
 * users list joins its account), and a relation that found nothing.
 */
describe('list hydration', () => {
  let t: TestApp;
  let dataSource: DataSource;
  beforeAll(async () => {
    t = await bootApp();
    dataSource = t.app.get(DataSource);
    // Rows for the entities most lists read: accounts and sub-accounts, users of each role, credits.
    const admin = await registerAccount(t.http);
    await userWithRole(t.http, admin, 'operator');
    await t.http.post('/api/sub-accounts').set(admin.auth).send(newSubAccount()).expect(201);
    const staff = await staffMember(t.app, t.http);
    await t.http
      .post('/api/credit-purchases')
      .set(staff.auth)
      .send({ accountId: admin.accountId, credits: 1200, amount: 300.5, kind: 'standard' })
      .expect(201);
  });
  afterAll(() => t.close());

  const ours = async <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) => {
    const plan = hydrationPlan(qb);
    expect(plan).not.toBeNull();
    return plan!.entities(await qb.clone().getRawMany());
  };
  const theirs = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) => qb.clone().getMany();
  const manyToOne = (metadata: EntityMetadata) => metadata.relations.filter((relation) => relation.isManyToOne && !relation.isLazy);
  const ordered = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, metadata: EntityMetadata) =>
    qb.orderBy(`e.${metadata.primaryColumns[0].propertyPath}`).limit(50);

  it('hydrates every entity as TypeORM does, whole or with its relations', async () => {
    let rows = 0;
    // Both reads of a shape see the same rows: other files write the same tables meanwhile
    // (a key of another test, with an id among the first fifty, came between two reads).
    await dataSource.transaction('REPEATABLE READ', async (manager) => {
      for (const metadata of dataSource.entityMetadatas) {
        if (metadata.tableType === 'view' || metadata.embeddeds.length) continue;
        const whole = ordered(manager.createQueryBuilder(metadata.target, 'e'), metadata);
        const entities = await ours(whole);
        expect(entities).toStrictEqual(await theirs(whole));
        rows += entities.length;
        for (const relation of manyToOne(metadata)) {
          const joined = ordered(manager.createQueryBuilder(metadata.target, 'e').leftJoinAndSelect(`e.${relation.propertyPath}`, 'r'), metadata);
          expect([metadata.name, relation.propertyPath, await ours(joined)]).toStrictEqual([metadata.name, relation.propertyPath, await theirs(joined)]);
          // A column or two of the relation, as the users list reads its account's.
          const column = relation.inverseEntityMetadata.columns.find((candidate) => !candidate.isPrimary && candidate.isSelect)!;
          const partial = ordered(
            manager
              .createQueryBuilder(metadata.target, 'e')
              .leftJoin(`e.${relation.propertyPath}`, 'r')
              .addSelect(['r.id', `r.${column.propertyPath}`]),
            metadata,
          );
          expect([metadata.name, relation.propertyPath, await ours(partial)]).toStrictEqual([metadata.name, relation.propertyPath, await theirs(partial)]);
        }
      }
    });
    // The accounts, users and credits written above at least.
    expect(rows).toBeGreaterThan(6);
  });

  it('gives a relation that found nothing as null', async () => {
    const qb = dataSource
      .createQueryBuilder('Account', 'e')
      .leftJoinAndSelect('e.parent', 'r')
      .where('e.parent_id IS NULL')
      .limit(5);
    const entities = await ours(qb);
    expect(entities.length).toBeGreaterThan(0);
    expect(entities.every((entity) => entity.parent === null)).toBe(true);
    expect(entities).toStrictEqual(await theirs(qb));
  });

  it('leaves to TypeORM what it does not know: relation ids and counts, nested joins', () => {
    const users = dataSource.getMetadata('User');
    const base = () => dataSource.createQueryBuilder(users.target, 'e');
    expect(hydrationPlan(base().loadRelationIdAndMap('e.accountRef', 'e.account'))).toBeNull();
    expect(hydrationPlan(base().leftJoinAndSelect('e.account', 'a').leftJoinAndSelect('a.parent', 'p'))).toBeNull();
    expect(hydrationPlan(base().leftJoinAndMapOne('e.home', 'e.account', 'a'))).toBeNull();
    expect(hydrationPlan(base().setLock('pessimistic_read'))).toBeNull();
    expect(hydrationPlan(base())).not.toBeNull();
  });
});

// Shapes the product's entities do not have today, each of which hydrate.ts leaves to TypeORM.
@Entity('parents')
class Parent {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column() name!: string;
  @OneToMany(() => Child, (child) => child.parent) children!: Child[];
}

@Entity('children')
class Child {
  @PrimaryGeneratedColumn('uuid') id!: string;
  // No column of its own for the reference: TypeORM's virtual one, which hydrates to nothing.
  @ManyToOne(() => Parent, (parent) => parent.children) parent!: Parent | null;
  @Column({ select: false, nullable: true }) secret!: string;
  @Column({ type: 'timestamptz', nullable: true }) seenAt!: Date | null;
  @ManyToOne(() => Listened, { nullable: true }) listened!: Listened | null;
}

@Entity('lazy_children')
class LazyChild {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @ManyToOne(() => Parent, { lazy: true }) parent!: Promise<Parent>;
}

class FullName {
  @Column() first!: string;
}

@Entity('embedding')
class Embedding {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column(() => FullName) name!: FullName;
}

@Entity('listened')
class Listened {
  @PrimaryGeneratedColumn('uuid') id!: string;
  loaded = false;
  @AfterLoad() markLoaded() {
    this.loaded = true;
  }
}

@Entity('kinds')
@TableInheritance({ column: { type: 'varchar', name: 'type' } })
class Kind {
  @PrimaryGeneratedColumn('uuid') id!: string;
}

@ChildEntity()
class SpecialKind extends Kind {}

@ViewEntity({ name: 'a_view', expression: 'SELECT 1 AS id' })
class AView {
  @ViewColumn() id!: number;
}

describe('list hydration of shapes it leaves to TypeORM', () => {
  const schema = `hydrate_${randomBytes(4).toString('hex')}`;
  let db: DataSource;
  beforeAll(async () => {
    const admin = await new DataSource({ type: 'postgres', url: process.env.DATABASE_URL }).initialize();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.destroy();
    db = await new DataSource({
      type: 'postgres',
      url: process.env.DATABASE_URL,
      schema,
      entities: [Parent, Child, LazyChild, Embedding, Listened, Kind, SpecialKind, AView],
      synchronize: true,
      extra: { max: 2 },
    }).initialize();
    const parent = await db.getRepository(Parent).save({ name: 'Somchai' });
    await db.getRepository(Child).save([
      { parent, secret: 'kept', seenAt: new Date('2026-11-30T01:02:03.456Z') },
      { parent: null, secret: 'kept', seenAt: null },
    ]);
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.destroy();
  });

  const of = (target: new () => object) => db.createQueryBuilder(target, 'e');
  const same = async (qb: SelectQueryBuilder<ObjectLiteral>) => {
    const ordered = qb.orderBy('e.id');
    const plan = hydrationPlan(ordered);
    expect(plan).not.toBeNull();
    const entities = plan!.entities(await ordered.clone().getRawMany());
    expect(entities).toStrictEqual(await ordered.clone().getMany());
    return entities;
  };

  it('hydrates as TypeORM does: no virtual reference column, no unselected column, unselected joins left out', async () => {
    const whole = (await same(of(Child))) as Child[];
    expect(whole).toHaveLength(2);
    expect(whole.map((child) => [child.secret, child.parent])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(whole.map((child) => child.seenAt?.toISOString() ?? null).sort()).toEqual(['2026-11-30T01:02:03.456Z', null]);
    const joined = await same(of(Child).leftJoinAndSelect('e.parent', 'p'));
    expect(joined.map((child) => (child as Child).parent?.name ?? null).sort()).toEqual(['Somchai', null]);
    await same(of(Child).leftJoin('e.parent', 'p').addSelect('p.name'));
    const unselected = (await same(of(Child).leftJoin('e.parent', 'p'))) as Child[];
    expect(unselected.map((child) => child.parent)).toEqual([undefined, undefined]);
    expect(((await same(of(Child).addSelect('e.secret'))) as Child[]).map((child) => child.secret)).toEqual(['kept', 'kept']);
  });

  it('keeps a plan for each shape: a join selected or not, mapped to a property of its own or not', async () => {
    await same(of(Child).leftJoinAndSelect('e.parent', 'p'));
    expect(hydrationPlan(of(Child).leftJoinAndMapOne('e.mother', 'e.parent', 'p'))).toBeNull();
    await same(of(Child).leftJoin('e.parent', 'p'));
    await same(of(Child).leftJoinAndSelect('e.parent', 'p'));
  });

  it('makes a plan for a plain entity and its many-to-one relation, and none for what it does not cover', () => {
    expect(hydrationPlan(of(Parent))).not.toBeNull();
    expect(hydrationPlan(of(Child).leftJoinAndSelect('e.parent', 'p'))).not.toBeNull();
    // One-to-many rows to group, and relation counts.
    expect(hydrationPlan(of(Parent).leftJoinAndSelect('e.children', 'c'))).toBeNull();
    expect(hydrationPlan(of(Parent).loadRelationCountAndMap('e.childCount', 'e.children'))).toBeNull();
    // A join the main entity's relations do not name, and one left unselected (plain again).
    expect(hydrationPlan(of(Child).leftJoinAndSelect(Parent, 'p', 'p.id = e.parentId'))).toBeNull();
    expect(hydrationPlan(of(Child).leftJoin('e.parent', 'p'))).not.toBeNull();
    // Entities with lazy relations, embedded columns, load listeners, inheritance; a view.
    for (const target of [LazyChild, Embedding, Listened, Kind, SpecialKind, AView]) expect([target.name, hydrationPlan(of(target))]).toEqual([target.name, null]);
    // A join nested in another, and a joined entity that is not plain.
    expect(hydrationPlan(of(Child).leftJoinAndSelect('e.parent', 'p').leftJoinAndSelect('p.children', 'c'))).toBeNull();
    expect(hydrationPlan(of(Child).leftJoinAndSelect('e.listened', 'l'))).toBeNull();
    // Paging by skip and take (TypeORM's own two-query road), plain objects, a table without metadata.
    expect(hydrationPlan(of(Parent).skip(1))).toBeNull();
    expect(hydrationPlan(of(Parent).take(1))).toBeNull();
    expect(hydrationPlan(of(Parent).setOption('create-pojo'))).toBeNull();
    expect(hydrationPlan(of(Child).setFindOptions({ relationLoadStrategy: 'query' }))).toBeNull();
    expect(hydrationPlan(db.createQueryBuilder().select('p.relname').from('pg_class', 'p'))).toBeNull();
  });
});
