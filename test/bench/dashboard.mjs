// npm run bench:dashboard — the home dashboard over BENCH_DASHBOARD_ROWS (10,000,000) messages
// spread over the last 90 days and 100 accounts, and a monthly message-log report of
// BENCH_REPORT_ROWS (1,000,000) messages.
//
// The messages are written set-based in SQL (INSERT … SELECT generate_series, a million rows a
// statement) with their secondary indexes dropped except (account_id, created_at), which the
// plain GROUP BY reads; the daily rollup is then built from them by one GROUP BY, as the workers'
// fold would have kept it. Accounts are log-uniform (account k sends ∝ 1/k), so the business
// measured, account 1, is the largest: about 15 % of the rows, plus its report month.
//
// Measured, each with 10 concurrent connections after a warm-up: the dashboard endpoint for the
// business (a month) and for staff (every account), against the same figures by a plain GROUP BY
// over the messages on 10 PostgreSQL connections, and /api/health. Then the report: created
// monthly, run now, timed until ready, with the worker's peak memory. Goals: dashboard p95 ≤ 100
// ms; report worker < 300 MB.
import pg from 'pg';
import { api, latency, log, peakMb, percentile, startStack, until, withClient } from './stack.mjs';

const ROWS = Number(process.env.BENCH_DASHBOARD_ROWS ?? 10_000_000);
const REPORT_ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const ACCOUNTS = 100;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const GOAL_MS = 100;
const STEP = 1_000_000;

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** The same query REQUESTS times over 10 PostgreSQL connections, after a warm-up: p50 and p95 in ms. */
async function sqlLatency(url, sql, params) {
  const clients = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    const times = [];
    const run = async (amount, record) => {
      let left = amount;
      await Promise.all(
        clients.map(async (client) => {
          while (left-- > 0) {
            const started = process.hrtime.bigint();
            await client.query(sql, params);
            if (record) times.push(Number(process.hrtime.bigint() - started) / 1e6);
          }
        }),
      );
    };
    await run(30, false);
    await run(REQUESTS, true);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** Messages of `count` rows in SQL, a million a statement; `pick` chooses account and time per row. */
async function insertMessages(db, count, pick) {
  for (let done = 0; done < count; done += STEP) {
    await db.query(
      `INSERT INTO messages (created_at, account_id, seq, mobile, sender_name, text, encoding, parts, credits, status, refunded)
       SELECT p.at, p.account_id, 0, '+668' || lpad((g % 100000000)::text, 8, '0'), 'Sender' || (g % 3),
              'สวัสดีค่ะ โปรโมชันพิเศษ ' || g, 'ucs2', 1, 1, s.status, s.status = 'rejected'
         FROM generate_series($1::bigint, $2::bigint) AS g
         CROSS JOIN LATERAL (${pick}) AS p
         CROSS JOIN LATERAL (SELECT CASE WHEN r < 0.90 THEN 'delivered' WHEN r < 0.94 THEN 'undelivered' WHEN r < 0.97 THEN 'rejected'
                                         WHEN r < 0.98 THEN 'expired' WHEN r < 0.99 THEN 'submitted' ELSE 'pending' END AS status
                               FROM (SELECT random() + g * 0 AS r) AS x) AS s`,
      [done, Math.min(count, done + STEP) - 1],
    );
    log(`  ${Math.min(count, done + STEP).toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`);
  }
}

const stack = await startStack();
try {
  await stack.startProduct();
  const business = await stack.business(10);
  const now = new Date();
  // The report month: the previous calendar month in ICT, as a monthly report covers.
  const ict = new Date(now.getTime() + 7 * 3_600_000);
  const reportMonth = new Date(Date.UTC(ict.getUTCFullYear(), ict.getUTCMonth() - 1, 1));
  const month = ict.toISOString().slice(0, 7);

  await withClient(stack.databaseUrl, async (db) => {
    await db.query(`SELECT create_message_partitions(now() - interval '4 months', 7)`);
    const { rows: indexes } = await db.query(
      `SELECT DISTINCT i.indexname AS name FROM pg_indexes i
        WHERE i.tablename = 'messages' AND i.indexname NOT IN ('messages_pkey', 'idx_messages_account_created')`,
    );
    for (const { name } of indexes) await db.query(`DROP INDEX IF EXISTS "${name}"`);
    await db.query(`INSERT INTO accounts (name, plan) SELECT 'Bench ' || g, 'trials' FROM generate_series(2, $1) AS g`, [
      ACCOUNTS,
    ]);
    const { rows } = await db.query(`SELECT id FROM accounts WHERE NOT is_platform AND id <> $1 ORDER BY name`, [
      business.accountId,
    ]);
    const ids = [business.accountId, ...rows.map((row) => row.id)].slice(0, ACCOUNTS);
    await db.query(`CREATE TEMP TABLE bench_accounts (k int PRIMARY KEY, id uuid)`);
    await db.query(`INSERT INTO bench_accounts SELECT k, id FROM unnest($1::uuid[]) WITH ORDINALITY AS a(id, k)`, [ids]);

    let started = Date.now();
    log(`writing ${ROWS.toLocaleString('en-US')} messages over 90 days and ${ACCOUNTS} accounts (account k ∝ 1/k)`);
    await insertMessages(
      db,
      ROWS,
      `SELECT a.id AS account_id, now() - random() * interval '90 days' AS at
         FROM (SELECT least(${ACCOUNTS}, floor(exp(random() * ln(${ACCOUNTS} + 1)))::int + g * 0) AS k) AS x
         JOIN bench_accounts a USING (k)`,
    );
    log(
      `writing ${REPORT_ROWS.toLocaleString('en-US')} more for the business in ${reportMonth.toISOString().slice(0, 7)} (its report)`,
    );
    const from = new Date(reportMonth.getTime() - 7 * 3_600_000).toISOString();
    const to = new Date(
      Date.UTC(reportMonth.getUTCFullYear(), reportMonth.getUTCMonth() + 1, 1) - 7 * 3_600_000 - 1,
    ).toISOString();
    await insertMessages(
      db,
      REPORT_ROWS,
      `SELECT '${business.accountId}'::uuid AS account_id,
              '${from}'::timestamptz + random() * ('${to}'::timestamptz - '${from}'::timestamptz) + g * interval '0' AS at`,
    );
    log(`messages written in ${seconds(started)} s`);
    started = Date.now();
    await db.query(
      `INSERT INTO message_stats (account_id, day, sender_name, messages, charged, refunded, pending, submitted, delivered, undelivered, rejected, expired)
       SELECT account_id, (created_at AT TIME ZONE 'Asia/Bangkok')::date, sender_name, count(*), sum(credits),
              coalesce(sum(credits) FILTER (WHERE refunded), 0),
              ${['pending', 'submitted', 'delivered', 'undelivered', 'rejected', 'expired'].map((s) => `count(*) FILTER (WHERE status = '${s}')`).join(', ')}
         FROM messages GROUP BY 1, 2, 3`,
    );
    await db.query('VACUUM ANALYZE messages');
    await db.query('VACUUM ANALYZE message_stats');
    const {
      rows: [stats],
    } = await db.query(`SELECT count(*)::int AS n FROM message_stats`);
    log(`rollup built (${stats.n.toLocaleString('en-US')} rows) and analysed in ${seconds(started)} s`);
  });

  const staffToken = (
    await api(stack.base, 'POST', '/jwt/login', {
      body: { email: `staff-${stack.databaseUrl.slice(-6)}@example.com`, password: 'bench-password' },
    })
  ).accessToken;
  const token = await business.signIn();
  const monthStart = `${month}-01`;
  const [year, mon] = month.split('-').map(Number);
  const nextMonth = new Date(Date.UTC(year, mon, 1)).toISOString().slice(0, 10);
  const plain = (scoped) =>
    `SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date AS day, count(*) AS messages, sum(credits) AS charged,
            ${['pending', 'submitted', 'delivered', 'undelivered', 'rejected', 'expired'].map((s) => `count(*) FILTER (WHERE status = '${s}') AS ${s}`).join(', ')}
       FROM messages
      WHERE ${scoped ? 'account_id = $3 AND ' : ''}created_at >= ($1::date::timestamp AT TIME ZONE 'Asia/Bangkok')
        AND created_at < ($2::date::timestamp AT TIME ZONE 'Asia/Bangkok')
      GROUP BY 1`;

  const results = {
    health: await latency(stack.base, '/api/health', undefined, REQUESTS),
    business: await latency(stack.base, `/api/dashboard?month=${month}`, token, REQUESTS),
    businessPlain: await sqlLatency(stack.databaseUrl, plain(true), [monthStart, nextMonth, business.accountId]),
    staff: await latency(stack.base, `/api/dashboard?month=${month}`, staffToken, REQUESTS),
    staffPlain: await sqlLatency(stack.databaseUrl, plain(false), [monthStart, nextMonth]),
  };
  const line = (name, { p50, p95 }, goal) =>
    log(
      `${name.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms${goal ? `   ${p95 <= GOAL_MS ? 'goal met' : 'goal NOT met'} (≤ ${GOAL_MS} ms)` : ''}`,
    );
  log(
    `dashboard of ${month}, ${ROWS.toLocaleString('en-US')} + ${REPORT_ROWS.toLocaleString('en-US')} messages, 10 connections, ${REQUESTS} requests each:`,
  );
  line('GET /api/health', results.health);
  line('GET /api/dashboard (the largest account)', results.business, true);
  line('  plain GROUP BY over its messages (SQL)', results.businessPlain);
  line('GET /api/dashboard (staff: every account)', results.staff, true);
  line('  plain GROUP BY over every message (SQL)', results.staffPlain);

  // The report: monthly, run now, so it covers the previous month.
  const workerBefore = peakMb(stack.worker.pid);
  const report = await api(stack.base, 'POST', '/api/reports', {
    token,
    body: { name: 'Bench message log', type: 'message-log', recurrence: 'monthly', format: 'csv', dayOfMonth: 1 },
  });
  const started = Date.now();
  await api(stack.base, 'POST', `/api/reports/${report.id}/run`, { token });
  const done = await until(
    async () => {
      const state = await api(stack.base, 'GET', `/api/reports/${report.id}`, { token: await business.signIn() });
      return state.status === 'ready' || state.status === 'failed' ? state : null;
    },
    'the report',
    30 * 60_000,
    1_000,
  );
  if (done.status === 'failed') throw new Error(`the report failed: ${done.error}`);
  const took = (Date.now() - started) / 1000;
  const workerPeak = peakMb(stack.worker.pid);
  log(
    `message-log report of ${done.windowStart} – ${done.windowEnd}: ${done.rows.toLocaleString('en-US')} rows, ${(done.size / 1e6).toFixed(0)} MB, ${took.toFixed(1)} s (${Math.round(done.rows / took).toLocaleString('en-US')} rows/s)`,
  );
  log(
    `worker peak memory ${workerPeak.toFixed(0)} MB (${workerBefore.toFixed(0)} MB before the report): ${workerPeak < 300 ? 'goal met' : 'goal NOT met'} (< 300 MB)`,
  );
} finally {
  await stack.stop();
}
