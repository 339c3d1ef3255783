import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import type { Import, ImportMode } from './import.entity.js';
import type { BlacklistRow, PersonRow } from './import-rows.js';

/**
 * The imports' SQL for the worker: an import's claim and status, and each batch written in
 * set-based statements in the caller's transaction. The rows travel as one array per column
 * through `unnest`, whatever the batch size, never one INSERT per row.
 */
@Injectable()
export class ImportsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The import, now running; null when there is nothing to run (done, or not started). */
  async claim(importId: string): Promise<Import | null> {
    // TypeORM answers an UPDATE … RETURNING as [rows, affected].
    const [[row]] = await this.transactions.manager.query<[Record<string, unknown>[], number]>(
      `UPDATE imports SET status = 'running', started_at = coalesce(started_at, now()), updated_at = now()
        WHERE id = $1 AND status IN ('queued', 'running') AND upload_id IS NOT NULL
        RETURNING id, account_id, upload_id, target, mapping, mode, header, processed`,
      [importId],
    );
    if (!row) return null;
    return {
      id: row.id,
      accountId: row.account_id,
      uploadId: row.upload_id,
      target: row.target,
      mapping: row.mapping,
      mode: row.mode,
      header: row.header,
      processed: row.processed,
    } as Import;
  }

  async markCompleted(importId: string): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE imports SET status = 'completed', finished_at = now(), updated_at = now() WHERE id = $1`,
      [importId],
    );
  }

  /** Marks a run failed with a reason's translation key, unless it completed meanwhile. */
  async markFailed(importId: string, reason: string): Promise<void> {
    await this.transactions.manager.query(
      `UPDATE imports SET status = 'failed', error = $2, finished_at = now(), updated_at = now() WHERE id = $1 AND status <> 'completed'`,
      [importId, reason],
    );
  }

  /** Vacuums and analyses the tables an import of the target writes; answers which. */
  async vacuumTablesOf(target: Import['target']): Promise<string> {
    const tables = target === 'people' ? 'people, person_tags' : 'blacklist';
    await this.transactions.manager.query(`VACUUM (ANALYZE) ${tables}`);
    return tables;
  }

  /** A batch's invalid rows, with their errors and cells; a row recorded already (a resumed run) stays. */
  async recordInvalidRows(
    manager: EntityManager,
    importId: string,
    accountId: string,
    invalid: { row: number; errors: Record<string, string>; cells: string[] }[],
  ): Promise<void> {
    await manager.query(
      `INSERT INTO import_invalid_rows (import_id, row, account_id, errors, cells)
       SELECT $1, r, $2, e, c FROM unnest($3::int[], $4::jsonb[], $5::jsonb[]) AS x(r, e, c) ON CONFLICT DO NOTHING`,
      [
        importId,
        accountId,
        invalid.map((row) => row.row),
        invalid.map((row) => JSON.stringify(row.errors)),
        invalid.map((row) => JSON.stringify(row.cells)),
      ],
    );
  }

  /** Adds a batch to the import's counters; `processed` (rows read) is how far a resumed run skips. */
  async addCounts(
    manager: EntityManager,
    importId: string,
    counts: { rows: number; created: number; updated: number; skipped: number; invalid: number },
  ): Promise<void> {
    await manager.query(
      `UPDATE imports SET processed = processed + $2, created = created + $3, updated = updated + $4,
              skipped = skipped + $5, invalid = invalid + $6, updated_at = now()
        WHERE id = $1`,
      [importId, counts.rows, counts.created, counts.updated, counts.skipped, counts.invalid],
    );
  }

  /** Upserts people; answers how many rows were written and how many of them were new. */
  async writePeople(
    manager: EntityManager,
    accountId: string,
    rows: PersonRow[],
    mode: ImportMode,
    mapped: Set<string>,
  ): Promise<{ written: number; created: number }> {
    if (!rows.length) return { written: 0, created: 0 };
    // On an existing number, only the fields the file maps change; custom fields merge.
    const sets = [
      ['firstName', 'first_name'],
      ['lastName', 'last_name'],
      ['email', 'email'],
      ['gender', 'gender'],
      ['birthday', 'birthday'],
    ]
      .filter(([key]) => mapped.has(key))
      .map(([, column]) => `${column} = EXCLUDED.${column}`);
    sets.push(`fields = people.fields || EXCLUDED.fields`, `updated_at = now()`);
    const conflict = mode === 'update' ? `DO UPDATE SET ${sets.join(', ')}` : 'DO NOTHING';
    // The people's ids come back only when the file tags them; otherwise the database counts,
    // and the worker is spared 5,000 result rows per batch to parse and collect.
    const tagged = rows.some((row) => row.tags.length > 0);
    const insert = `INSERT INTO people (account_id, mobile, first_name, last_name, email, gender, birthday, fields)
       SELECT $1, t.mobile, t.first_name, t.last_name, t.email, t.gender, t.birthday, t.fields
         FROM unnest($2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::date[], $8::jsonb[])
           AS t(mobile, first_name, last_name, email, gender, birthday, fields)
       ON CONFLICT (account_id, mobile) ${conflict}
       RETURNING ${tagged ? 'id, mobile, ' : ''}(xmax = 0) AS created`;
    const parameters = [
      accountId,
      rows.map((row) => row.mobile),
      rows.map((row) => row.firstName ?? ''),
      rows.map((row) => row.lastName ?? ''),
      rows.map((row) => row.email ?? null),
      rows.map((row) => row.gender ?? null),
      rows.map((row) => row.birthday ?? null),
      rows.map((row) => JSON.stringify(row.fields)),
    ];
    if (!tagged) {
      const [counts]: { written: number; created: number }[] = await manager.query(
        `WITH written AS (${insert}) SELECT count(*)::int AS written, (count(*) FILTER (WHERE created))::int AS created FROM written`,
        parameters,
      );
      return counts;
    }
    const result: { id: string; mobile: string; created: boolean }[] = await manager.query(insert, parameters);
    await this.tagPeople(manager, accountId, rows, result);
    return { written: result.length, created: result.filter((row) => row.created).length };
  }

  /** The tags a file names, created when the account lacks them, put on the people just written. */
  private async tagPeople(
    manager: EntityManager,
    accountId: string,
    rows: PersonRow[],
    written: { id: string; mobile: string }[],
  ) {
    const names = [...new Set(rows.flatMap((row) => row.tags))];
    if (!names.length) return;
    await manager.query(`INSERT INTO tags (account_id, name) SELECT $1, n FROM unnest($2::varchar[]) n ON CONFLICT DO NOTHING`, [
      accountId,
      names,
    ]);
    const tags: { id: string; name: string }[] = await manager.query(
      `SELECT id, lower(name) AS name FROM tags WHERE account_id = $1 AND lower(name) = ANY($2::text[])`,
      [accountId, names.map((name) => name.toLowerCase())],
    );
    const tagId = new Map(tags.map((tag) => [tag.name, tag.id]));
    const personId = new Map(written.map((row) => [row.mobile, row.id]));
    const pairs = rows.flatMap((row) =>
      personId.has(row.mobile) ? row.tags.map((tag) => [tagId.get(tag.toLowerCase())!, personId.get(row.mobile)!] as const) : [],
    );
    if (!pairs.length) return;
    await manager.query(
      `INSERT INTO person_tags (tag_id, person_id, account_id) SELECT t, p, $1 FROM unnest($2::uuid[], $3::uuid[]) AS x(t, p) ON CONFLICT DO NOTHING`,
      [accountId, pairs.map(([tag]) => tag), pairs.map(([, person]) => person)],
    );
  }

  /** Adds blacklist entries; an update also rewrites the reason and source of numbers already there. */
  async writeBlacklist(
    manager: EntityManager,
    accountId: string,
    rows: BlacklistRow[],
    mode: ImportMode,
  ): Promise<{ written: number; created: number }> {
    if (!rows.length) return { written: 0, created: 0 };
    const conflict =
      mode === 'update' ? 'DO UPDATE SET reason = EXCLUDED.reason, source = EXCLUDED.source, updated_at = now()' : 'DO NOTHING';
    const result: { created: boolean }[] = await manager.query(
      `INSERT INTO blacklist (account_id, mobile, reason, source)
       SELECT $1, t.mobile, t.reason, t.source FROM unnest($2::varchar[], $3::varchar[], $4::varchar[]) AS t(mobile, reason, source)
       ON CONFLICT (account_id, mobile) ${conflict}
       RETURNING (xmax = 0) AS created`,
      [accountId, rows.map((row) => row.mobile), rows.map((row) => row.reason), rows.map((row) => row.source)],
    );
    return { written: result.length, created: result.filter((row) => row.created).length };
  }
}
