// npm run bench:reports — a message log of BENCH_REPORT_ROWS (1,000,000) messages, Thai text
// included, made by the product's own path (a report created through the API, run by the worker
// from the report queue, streamed a keyset page at a time into a file). Prints the time, the
// file's size and the peak memory of the worker that wrote it (goal < 300 MB), for CSV and, with
// BENCH_REPORT_FORMATS=csv,xlsx, XLSX too.
import { api, log, peakMb, startStack, until, withClient } from './stack.mjs';

const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const FORMATS = (process.env.BENCH_REPORT_FORMATS ?? 'csv').split(',');
const GOAL_MB = 300;

/** An ICT calendar day of an instant, as the report form takes it. */
const ictDate = (instant) => new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

const stack = await startStack();
try {
  await stack.startProduct();
  const shop = await stack.business(10);
  log(`inserting ${ROWS.toLocaleString()} messages`);
  const started = Date.now();
  // Spread over the last hour, in this month's partition; every 10th text is Thai, every 1000th formula-like.
  const [{ first, last }] = await withClient(stack.databaseUrl, async (db) => {
    await db.query(
      `INSERT INTO messages (created_at, account_id, seq, mobile, sender_name, text, encoding, parts, credits, status, submitted_at, done_at)
       SELECT now() - (i * interval '3 ms'), $1, i, '+6681' || lpad((i % 10000000)::text, 7, '0'), 'BenchShop',
              CASE WHEN i % 1000 = 0 THEN '=1+1' WHEN i % 10 = 0 THEN 'สวัสดีค่ะ คุณลูกค้า รหัส ' || i ELSE 'Your order ' || i || ' has shipped' END,
              'ucs2', 1, 1, (ARRAY['delivered','undelivered','rejected','pending'])[1 + i % 4], now(), now()
         FROM generate_series(1, $2) AS i`,
      [shop.accountId, ROWS],
    );
    await db.query('ANALYZE messages');
    return (
      await db.query(`SELECT min(created_at) AS first, max(created_at) AS last FROM messages WHERE account_id = $1`, [
        shop.accountId,
      ])
    ).rows;
  });
  log(`inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const idle = peakMb(stack.worker.pid);
  log(`worker peak before the reports: ${idle.toFixed(0)} MB`);
  const results = [];
  for (const format of FORMATS) {
    const token = await shop.signIn();
    const t0 = Date.now();
    const report = await api(stack.base, 'POST', '/api/reports', {
      token,
      headers: { 'accept-language': 'th' },
      body: { name: `log-${format}`, type: 'message-log', recurrence: 'once', format, from: ictDate(first), to: ictDate(last) },
    });
    const done = await until(
      async () => {
        const state = await api(stack.base, 'GET', `/api/reports/${report.id}`, { token });
        if (state.status === 'failed') throw new Error(`report failed: ${state.error}`);
        return state.status === 'ready' ? state : null;
      },
      'the report',
      600_000,
      500,
    );
    const seconds = (Date.now() - t0) / 1000;
    results.push({ format, rows: done.rows, seconds, mb: done.size / 1024 / 1024 });
    // The file goes with the report (it is written under the product's REPORT_DIR).
    await api(stack.base, 'DELETE', `/api/reports/${report.id}`, { token });
  }
  const worker = peakMb(stack.worker.pid);
  console.log(`\nMessage log of ${ROWS.toLocaleString()} messages`);
  console.log('| format | rows | seconds | rows/s | file MB |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { format, rows, seconds, mb } of results)
    console.log(
      `| ${format} | ${rows.toLocaleString()} | ${seconds.toFixed(1)} | ${Math.round(rows / seconds).toLocaleString()} | ${mb.toFixed(0)} |`,
    );
  console.log(
    `\nworker peak memory (VmHWM) ${worker.toFixed(0)} MB (${idle.toFixed(0)} MB before the reports): goal < ${GOAL_MB} MB ${worker < GOAL_MB ? 'met' : 'not met'}`,
  );
} finally {
  await stack.stop();
}
