import type { EntityManager } from 'typeorm';

/**
 * Records link codes (LinkCodes.rows) in a page's own table, in one statement; run again for
 * the same numbers, it changes nothing. The unsubscribe and consent repositories call it with
 * their table and the caller's transaction.
 */
export async function rememberLinkCodes(
  manager: EntityManager,
  table: 'unsubscribe_codes' | 'consent_links',
  accountId: string,
  rows: { codes: string[]; mobiles: string[] },
): Promise<void> {
  if (!rows.mobiles.length) return;
  await manager.query(
    `INSERT INTO ${table} (code, account_id, mobile)
     SELECT r.code, $1, r.mobile FROM unnest($2::varchar[], $3::varchar[]) AS r(code, mobile)
     ON CONFLICT (code) DO NOTHING`,
    [accountId, rows.codes, rows.mobiles],
  );
}
