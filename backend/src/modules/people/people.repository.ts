import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../database/transactions.js';

/** What people need of a group: a static one lists its members (group_members), a dynamic one its rules. */
export interface GroupDefinition {
  id: string;
  kind: 'static' | 'dynamic';
  rules: Record<string, unknown> | null;
}

/**
 * People's SQL for their tags and static groups. Every statement names the account, and writes
 * select the people, tags and groups by it, so an id of another account adds nothing. Many
 * people at once are one statement, never a loop.
 *
 * Tags and groups are read here by their tables: the tags and groups modules build on this
 * one (their member counts), so it does not import them back.
 */
@Injectable()
export class PeopleRepository {
  constructor(private readonly transactions: Transactions) {}

  /** How many of the ids are tags of the account. */
  async countTags(accountId: string, ids: string[]): Promise<number> {
    const [{ n }] = await this.transactions.manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM tags WHERE account_id = $1 AND id = ANY($2::uuid[])`,
      [accountId, ids],
    );
    return n;
  }

  async tagNames(accountId: string, ids: string[]): Promise<{ id: string; name: string }[]> {
    return this.transactions.manager.query<{ id: string; name: string }[]>(
      `SELECT id, name FROM tags WHERE account_id = $1 AND id = ANY($2::uuid[])`,
      [accountId, ids],
    );
  }

  async findGroup(accountId: string, id: string): Promise<GroupDefinition | null> {
    const [group] = await this.transactions.manager.query<GroupDefinition[]>(
      `SELECT id, kind, rules FROM groups WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    return group ?? null;
  }

  /** How many of the ids are static groups of the account. */
  async countStaticGroups(accountId: string, ids: string[]): Promise<number> {
    const [{ n }] = await this.transactions.manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM groups WHERE account_id = $1 AND id = ANY($2::uuid[]) AND kind = 'static'`,
      [accountId, ids],
    );
    return n;
  }

  /** Puts the tags on the people; repeats are no-ops. Answers how many marks were added. */
  async tag(manager: EntityManager, accountId: string, personIds: string[], tagIds: string[]): Promise<number> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO person_tags (tag_id, person_id, account_id)
       SELECT t.id, p.id, $1 FROM tags t CROSS JOIN people p
        WHERE t.account_id = $1 AND t.id = ANY($2::uuid[]) AND p.account_id = $1 AND p.id = ANY($3::uuid[])
       ON CONFLICT DO NOTHING RETURNING person_id`,
      [accountId, tagIds, personIds],
    );
    return rows.length;
  }

  /** Takes the tags off the people; answers how many marks went. */
  async untag(accountId: string, personIds: string[], tagIds: string[]): Promise<number> {
    return this.affected(
      `DELETE FROM person_tags WHERE account_id = $1 AND tag_id = ANY($2::uuid[]) AND person_id = ANY($3::uuid[])`,
      [accountId, tagIds, personIds],
    );
  }

  /** Takes off the person's tags that are not among `tagIds`. */
  async untagAllBut(manager: EntityManager, accountId: string, personId: string, tagIds: string[]): Promise<void> {
    await manager.query(`DELETE FROM person_tags WHERE account_id = $1 AND person_id = $2 AND NOT (tag_id = ANY($3::uuid[]))`, [
      accountId,
      personId,
      tagIds,
    ]);
  }

  /** Adds the people to static groups (a dynamic one takes nobody by hand); answers how many joined. */
  async join(manager: EntityManager, accountId: string, personIds: string[], groupIds: string[]): Promise<number> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO group_members (group_id, person_id, account_id)
       SELECT g.id, p.id, $1 FROM groups g CROSS JOIN people p
        WHERE g.account_id = $1 AND g.id = ANY($2::uuid[]) AND g.kind = 'static' AND p.account_id = $1 AND p.id = ANY($3::uuid[])
       ON CONFLICT DO NOTHING RETURNING person_id`,
      [accountId, groupIds, personIds],
    );
    return rows.length;
  }

  /** Takes the people out of the groups; answers how many left. */
  async leave(accountId: string, personIds: string[], groupIds: string[]): Promise<number> {
    return this.affected(
      `DELETE FROM group_members WHERE account_id = $1 AND group_id = ANY($2::uuid[]) AND person_id = ANY($3::uuid[])`,
      [accountId, groupIds, personIds],
    );
  }

  /** Takes the person out of the static groups that are not among `groupIds`. */
  async leaveAllBut(manager: EntityManager, accountId: string, personId: string, groupIds: string[]): Promise<void> {
    await manager.query(`DELETE FROM group_members WHERE account_id = $1 AND person_id = $2 AND NOT (group_id = ANY($3::uuid[]))`, [
      accountId,
      personId,
      groupIds,
    ]);
  }

  /** The people's tag ids (`tag`) and static group ids, one query whatever the number of people. */
  async memberships(accountId: string, personIds: string[]): Promise<{ person_id: string; id: string; tag: boolean }[]> {
    return this.transactions.manager.query<{ person_id: string; id: string; tag: boolean }[]>(
      `(SELECT person_id, tag_id AS id, true AS tag FROM person_tags WHERE account_id = $1 AND person_id = ANY($2::uuid[]))
       UNION ALL
       (SELECT person_id, group_id AS id, false AS tag FROM group_members WHERE account_id = $1 AND person_id = ANY($2::uuid[]))
       ORDER BY id`,
      [accountId, personIds],
    );
  }

  /** People per tag: one index range each (person_tags is keyed by tag). */
  async tagCounts(accountId: string, tagIds: string[]): Promise<{ id: string; n: number }[]> {
    return this.transactions.manager.query<{ id: string; n: number }[]>(
      `SELECT tag_id AS id, count(*)::int AS n FROM person_tags WHERE account_id = $1 AND tag_id = ANY($2::uuid[]) GROUP BY tag_id`,
      [accountId, tagIds],
    );
  }

  /**
   * People carrying any of the tags, counted up to `limit` on person_tags alone: it carries the
   * account, so no person is looked up.
   */
  async countTagged(accountId: string, tagIds: string[], limit: number): Promise<number> {
    // One tag's rows are one person each (the key is tag, person); several tags may share one.
    const people = tagIds.length > 1 ? 'DISTINCT person_id' : 'person_id';
    const [{ n }] = await this.transactions.manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT ${people} FROM person_tags WHERE account_id = $1 AND tag_id = ANY($2::uuid[]) LIMIT $3) tagged`,
      [accountId, tagIds, limit],
    );
    return n;
  }

  /** Members per static group, counted exactly. */
  async staticGroupCounts(accountId: string, groupIds: string[]): Promise<{ id: string; n: number }[]> {
    return this.transactions.manager.query<{ id: string; n: number }[]>(
      `SELECT group_id AS id, count(*)::int AS n FROM group_members WHERE account_id = $1 AND group_id = ANY($2::uuid[]) GROUP BY group_id`,
      [accountId, groupIds],
    );
  }

  private async affected(sql: string, parameters: unknown[]): Promise<number> {
    if ((parameters[1] as string[]).length === 0 || (parameters[2] as string[]).length === 0) return 0;
    const [, affected] = (await this.transactions.manager.query(sql, parameters)) as [unknown, number];
    return affected;
  }
}
