import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { cappedCount, COUNT_CAP } from '../../common/http/list-query.js';
import { ValidationFailedException } from '../../common/http/validation.js';
import { InjectTenantRepository, type TenantRepository } from '../../common/tenancy/tenant-repository.js';
import type { RequestContext } from '../../common/tenancy/request-context.js';
import { Transactions } from '../../database/transactions.js';
import { applyGroupRules } from './people-list.js';
import { PeopleRepository, type GroupDefinition } from './people.repository.js';
import { Person } from './person.entity.js';

/**
 * Who carries which tag and who is in which static group. Every statement names the acting
 * account, and writes select the people, tags and groups by it, so an id of another account
 * adds nothing. Many people at once are one statement, never a loop.
 *
 * Tags and groups are read here by their tables: the tags and groups modules build on this
 * one (their member counts), so it does not import them back.
 */
@Injectable()
export class MembershipsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: PeopleRepository,
    @InjectTenantRepository(Person) private readonly people: TenantRepository<Person>,
  ) {}

  /** 422 on `field` unless every id is a tag of the acting account. */
  async assertTags(ctx: RequestContext, ids: string[], field = 'tagIds'): Promise<void> {
    if (!ids.length) return;
    const n = await this.repository.countTags(ctx.accountId, ids);
    if (n !== new Set(ids).size) throw new ValidationFailedException({ [field]: 'validation.unknownTag' });
  }

  /** Tag names by id, for the tags of a page of people. */
  async tagNames(ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.repository.tagNames(ctx.accountId, ids);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The group of the acting account, or null: a list or a send narrowed to another's selects nobody. */
  async findGroup(ctx: RequestContext, id: string): Promise<GroupDefinition | null> {
    return this.repository.findGroup(ctx.accountId, id);
  }

  /** 422 on `field` unless every id is a static group of the acting account (only those take members by hand). */
  async assertStaticGroups(ctx: RequestContext, ids: string[], field = 'groupIds'): Promise<void> {
    if (!ids.length) return;
    const n = await this.repository.countStaticGroups(ctx.accountId, ids);
    if (n !== new Set(ids).size) throw new ValidationFailedException({ [field]: 'validation.staticGroup' });
  }

  /** Puts the tags on the people; repeats are no-ops. Answers how many marks were added. */
  async tag(ctx: RequestContext, personIds: string[], tagIds: string[], manager = this.transactions.manager): Promise<number> {
    if (!personIds.length || !tagIds.length) return 0;
    return this.repository.tag(manager, ctx.accountId, personIds, tagIds);
  }

  async untag(ctx: RequestContext, personIds: string[], tagIds: string[]): Promise<number> {
    return this.repository.untag(ctx.accountId, personIds, tagIds);
  }

  /** Makes the person's tags exactly `tagIds`. */
  async setTags(ctx: RequestContext, personId: string, tagIds: string[], manager: EntityManager): Promise<void> {
    await this.repository.untagAllBut(manager, ctx.accountId, personId, tagIds);
    await this.tag(ctx, [personId], tagIds, manager);
  }

  /** Adds the people to static groups (a dynamic one takes nobody by hand). */
  async join(ctx: RequestContext, personIds: string[], groupIds: string[], manager = this.transactions.manager): Promise<number> {
    if (!personIds.length || !groupIds.length) return 0;
    return this.repository.join(manager, ctx.accountId, personIds, groupIds);
  }

  async leave(ctx: RequestContext, personIds: string[], groupIds: string[]): Promise<number> {
    return this.repository.leave(ctx.accountId, personIds, groupIds);
  }

  /** Makes the person's static groups exactly `groupIds`. */
  async setGroups(ctx: RequestContext, personId: string, groupIds: string[], manager: EntityManager): Promise<void> {
    await this.repository.leaveAllBut(manager, ctx.accountId, personId, groupIds);
    await this.join(ctx, [personId], groupIds, manager);
  }

  /**
   * A person's tag ids and static group ids as expressions on the people list's rows, read in
   * the page's own query (findPage's extras): a round trip less on every page of the list.
   */
  static readonly LIST_EXTRAS = {
    tagIds: `ARRAY(SELECT pt.tag_id::text FROM person_tags pt WHERE pt.person_id = person.id ORDER BY pt.tag_id)`,
    groupIds: `ARRAY(SELECT gm.group_id::text FROM group_members gm WHERE gm.person_id = person.id ORDER BY gm.group_id)`,
  };

  /** Each person's tag ids and static group ids, for a batch of people: one query whatever its size. */
  async of(ctx: RequestContext, personIds: string[]): Promise<Map<string, { tagIds: string[]; groupIds: string[] }>> {
    const byPerson = new Map(personIds.map((id) => [id, { tagIds: [] as string[], groupIds: [] as string[] }]));
    if (!personIds.length) return byPerson;
    const rows = await this.repository.memberships(ctx.accountId, personIds);
    for (const row of rows) {
      const memberships = byPerson.get(row.person_id);
      if (memberships) (row.tag ? memberships.tagIds : memberships.groupIds).push(row.id);
    }
    return byPerson;
  }

  /** People per tag, for a page of tags: one index range each (person_tags is keyed by tag). */
  async tagCounts(ctx: RequestContext, tagIds: string[]): Promise<Map<string, number>> {
    if (!tagIds.length) return new Map();
    const rows = await this.repository.tagCounts(ctx.accountId, tagIds);
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  /**
   * People carrying any of the tags, counted up to `limit` on person_tags alone: it carries the
   * account, so no person is looked up (the People List's tag filter counts this way).
   */
  async countTagged(ctx: RequestContext, tagIds: string[], limit: number): Promise<number> {
    if (!tagIds.length) return 0;
    return this.repository.countTagged(ctx.accountId, tagIds, limit);
  }

  /**
   * Members per group, for a page of groups: a static group's rows counted exactly, a dynamic
   * group's matching people counted up to the list cap (`capped` beyond it).
   */
  async groupCounts(ctx: RequestContext, groups: GroupDefinition[]): Promise<Map<string, { count: number; capped: boolean }>> {
    const counts = new Map<string, { count: number; capped: boolean }>();
    const statics = groups.filter((group) => group.kind === 'static').map((group) => group.id);
    if (statics.length) {
      const rows = await this.repository.staticGroupCounts(ctx.accountId, statics);
      for (const id of statics) counts.set(id, { count: rows.find((row) => row.id === id)?.n ?? 0, capped: false });
    }
    for (const group of groups.filter((candidate) => candidate.kind === 'dynamic')) {
      const n = await cappedCount(applyGroupRules(this.people.for(ctx).query('person'), group.rules ?? {}, 'rules'));
      counts.set(group.id, { count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP });
    }
    return counts;
  }
}
