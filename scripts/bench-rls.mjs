// Measures PostgreSQL row-level security on a tenant list (docs/tenancy.md): 200,000 users in ten
// accounts, 1,000 sequential list+count requests, without RLS, with the policy only, and with the
// account set per transaction. Needs a PostgreSQL superuser on PGHOST (default 127.0.0.1). WIDE=1
// scopes the list to two accounts (width withSubAccounts) instead of one.
import pg from 'pg';
const { Client } = pg;
const host = process.env.PGHOST ?? '127.0.0.1';
const N = 1000;
async function main() {
  const admin = new Client({ host, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS tenancy_rls_bench');
  await admin.query('CREATE DATABASE tenancy_rls_bench');
  await admin.end();
  const su = new Client({ host, user: 'postgres', database: 'tenancy_rls_bench' });
  await su.connect();
  await su.query(
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='tenancy_rls_app') THEN CREATE ROLE tenancy_rls_app LOGIN; END IF; END $$`,
  );
  await su.query(
    `CREATE TABLE users (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), account_id uuid NOT NULL, username varchar(30), full_name varchar(200), email varchar(254), role varchar(20), created_at timestamptz NOT NULL DEFAULT now())`,
  );
  const accounts = Array.from({ length: 10 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
  await su.query(
    `INSERT INTO users (account_id, username, full_name, email, role, created_at)
    SELECT ($1::uuid[])[1 + (g % 10)], 'u' || g, 'User ' || g, 'u' || g || '@x.test', 'operator', now() - (g || ' seconds')::interval FROM generate_series(1, 200000) g`,
    [accounts],
  );
  await su.query(`CREATE INDEX ON users (account_id, created_at, id)`);
  await su.query(`ANALYZE users`);
  await su.query(`GRANT SELECT ON users TO tenancy_rls_app`);
  await su.query(`ALTER TABLE users ENABLE ROW LEVEL SECURITY`);
  await su.query(
    `CREATE POLICY tenant ON users USING (account_id = ANY (string_to_array(current_setting('app.account_ids', true), ',')::uuid[]))`,
  );
  const app = new Client({ host, user: 'tenancy_rls_app', database: 'tenancy_rls_bench' });
  await app.connect();
  const scope = process.env.WIDE ? [accounts[3], accounts[4]] : [accounts[3]];
  const list = `SELECT id, username, full_name, email, role, created_at FROM users WHERE account_id = ANY($1) ORDER BY created_at DESC, id DESC LIMIT 25`;
  const count = `SELECT count(*) FROM (SELECT 1 FROM users WHERE account_id = ANY($1) LIMIT 10001) c`;
  const runs = {
    // today: superuser (RLS bypassed), the predicate in the SQL, no transaction
    plain: async () => {
      await su.query(list, [scope]);
      await su.query(count, [scope]);
    },
    // policy cost only: the setting made once for the session, same round trips as plain
    policyOnly: async () => {
      await app.query(list, [scope]);
      await app.query(count, [scope]);
    },
    // as adopted: one transaction per request, account set with set_config(..., true)
    perTransaction: async () => {
      await app.query('BEGIN');
      await app.query(`SELECT set_config('app.account_ids', $1, true)`, [scope.join(',')]);
      await app.query(list, [scope]);
      await app.query(count, [scope]);
      await app.query('COMMIT');
    },
  };
  await app.query(`SELECT set_config('app.account_ids', $1, false)`, [scope.join(',')]);
  const result = {};
  for (let round = 0; round < 3; round++) {
    for (const [name, run] of Object.entries(runs)) {
      if (name === 'perTransaction') await app.query(`RESET app.account_ids`).catch(() => {});
      if (name === 'policyOnly') await app.query(`SELECT set_config('app.account_ids', $1, false)`, [scope.join(',')]);
      for (let i = 0; i < 50; i++) await run();
      const start = process.hrtime.bigint();
      for (let i = 0; i < N; i++) await run();
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      (result[name] ??= []).push(ms);
    }
  }
  const best = Object.fromEntries(Object.entries(result).map(([k, v]) => [k, Math.min(...v)]));
  console.log(
    JSON.stringify(
      {
        rows: 200000,
        requests: N,
        msTotalBestOf3: best,
        policyOnlyPct: ((best.policyOnly / best.plain - 1) * 100).toFixed(1),
        perTransactionPct: ((best.perTransaction / best.plain - 1) * 100).toFixed(1),
      },
      null,
      1,
    ),
  );
  const explain = async (c, label) => {
    const r = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${list.replace('$1', `'{${scope.join(',')}}'::uuid[]`)}`);
    console.log(
      label,
      r.rows
        .map((x) => x['QUERY PLAN'])
        .filter((l) => /Execution|Filter|Scan/.test(l))
        .join(' | '),
    );
  };
  await app.query(`SELECT set_config('app.account_ids', $1, false)`, [scope.join(',')]);
  await explain(su, 'plain:');
  await explain(app, 'rls:');
  await app.end();
  await su.end();
  const a2 = new Client({ host, user: 'postgres', database: 'postgres' });
  await a2.connect();
  await a2.query('DROP DATABASE tenancy_rls_bench');
  await a2.query('DROP ROLE tenancy_rls_app');
  await a2.end();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
