import type { EntityManager } from 'typeorm';
import type { ImportMode } from './import.entity.js';
import type { BlacklistRow, PersonRow } from './import-rows.js';

/**
 * One batch of an import written in set-based statements: the rows travel as one array per
 * column through `unnest`, whatever the batch size, never one INSERT per row.
 */

/** Upserts people; answers how many rows were written and how many of them were new. */
export async function writePeople(
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
  await tagPeople(manager, accountId, rows, result);
  return { written: result.length, created: result.filter((row) => row.created).length };
}

/** The tags a file names, created when the account lacks them, put on the people just written. */
async function tagPeople(
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
export async function writeBlacklist(
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
