// npm run bench:import — a BENCH_IMPORT_ROWS (1,000,000) row people CSV, 5 % of its rows repeating
// an earlier number and 1 % invalid, imported through the product's own path (upload, map,
// start, the worker's batches) until the import is completed. In the same run, a raw COPY (psql
// \copy) of the same people, already normalised and without repeats, into a table indexed exactly
// like `people`. Prints rows per second for both and the ratio (goal ≥ 50 % of raw COPY), and
// the peak memory of the worker that ran the import and of the API that took the upload (goal
// < 300 MB).
import { spawnSync } from 'node:child_process';
import { createWriteStream, openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { api, cursorOf, latency, log, peakMb, startStack, until, withClient } from './stack.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const LIST_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const LIST_GOAL_MS = 50;
const FIRST = ['Somchai', 'Malee', 'Anan', 'Kanya', 'สมชาย', 'มาลี', 'อนันต์', 'กัญญา'];
const LAST = ['Jaidee', 'Srisuk', 'Wongsa', 'ใจดี', 'ศรีสุข', 'วงศ์ษา'];

const write = async (out, line) => {
  if (!out.write(line)) await new Promise((resolve) => out.once('drain', resolve));
};
const close = (out) => new Promise((resolve) => out.end(resolve));

/**
 * The file the product imports, and the raw COPY's file of the people it should end with: the
 * first time each valid number appears, in E.164. Every 20th row repeats an earlier number and
 * every 100th is not a phone number.
 */
async function files(dir, accountId) {
  const product = createWriteStream(join(dir, 'people.csv'));
  const raw = createWriteStream(join(dir, 'raw.csv'));
  await write(product, 'mobile,firstName,lastName,email\n');
  let distinct = 0;
  for (let i = 0; i < ROWS; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[i % LAST.length];
    if (i % 100 === 99) {
      await write(product, `12${i},${first},${last},\n`);
      continue;
    }
    const repeat = i % 20 === 19;
    const n = repeat ? Math.floor(distinct / 2) : distinct++;
    const local = `08${String(10_000_000 + n).padStart(8, '0')}`;
    const email = `p${n}@example.com`;
    await write(product, `${local},${first},${last},${email}\n`);
    if (!repeat) await write(raw, `${accountId},+66${local.slice(1)},${first},${last},${email},{}\n`);
  }
  await Promise.all([close(product), close(raw)]);
  return { product: join(dir, 'people.csv'), raw: join(dir, 'raw.csv'), distinct };
}

const stack = await startStack();
try {
  await stack.startProduct();
  const shop = await stack.business(10);
  log(`writing ${ROWS.toLocaleString()} rows`);
  const { product, raw, distinct } = await files(stack.work, shop.accountId);

  // Baseline: COPY into a table with the people table's columns, constraints and indexes.
  await withClient(stack.databaseUrl, (db) => db.query(`CREATE TABLE bench_raw_people (LIKE people INCLUDING ALL)`));
  const copyStarted = Date.now();
  const copied = spawnSync(
    'psql',
    [
      stack.databaseUrl,
      '-qc',
      `\\copy bench_raw_people (account_id, mobile, first_name, last_name, email, fields) FROM '${raw}' CSV`,
    ],
    { stdio: 'inherit' },
  );
  if (copied.status !== 0) throw new Error('raw COPY failed');
  const copySeconds = (Date.now() - copyStarted) / 1000;
  await withClient(stack.databaseUrl, (db) => db.query(`DROP TABLE bench_raw_people`));

  // The product: the same steps an operator takes in the admin.
  const form = new FormData();
  form.append('target', 'people');
  form.append('file', await openAsBlob(product, { type: 'text/csv' }), 'people.csv');
  const uploadStarted = Date.now();
  const created = await api(stack.base, 'POST', '/api/imports', { token: shop.token, form });
  const uploadSeconds = (Date.now() - uploadStarted) / 1000;
  await api(stack.base, 'PUT', `/api/imports/${created.id}`, {
    token: shop.token,
    body: { mapping: { mobile: 'mobile', firstName: 'firstName', lastName: 'lastName', email: 'email' }, mode: 'update' },
  });
  const started = Date.now();
  await api(stack.base, 'POST', `/api/imports/${created.id}/start`, { token: shop.token });
  let token = shop.token;
  const done = await until(
    async () => {
      token = await shop.signIn();
      const state = await api(stack.base, 'GET', `/api/imports/${created.id}`, { token });
      return ['completed', 'failed'].includes(state.status) ? state : null;
    },
    'the import to finish',
    30 * 60_000,
    1_000,
  );
  const importSeconds = (Date.now() - started) / 1000;
  if (done.status !== 'completed') throw new Error(`the import failed: ${done.error}`);

  const rawRate = distinct / copySeconds;
  // Both rates count the people written, so the product's checking of repeats and invalid rows is its own cost.
  const productRate = distinct / importSeconds;
  log(`rows: ${ROWS.toLocaleString()} in the file, ${distinct.toLocaleString()} distinct valid people`);
  log(`counts: created ${done.created}, updated ${done.updated}, skipped ${done.skipped}, invalid ${done.invalid}`);
  log(`raw COPY:  ${copySeconds.toFixed(1)} s, ${Math.round(rawRate).toLocaleString()} rows/s`);
  log(
    `product:   ${importSeconds.toFixed(1)} s from start to completed, ${Math.round(productRate).toLocaleString()} rows/s (upload and description ${uploadSeconds.toFixed(1)} s before it)`,
  );
  log(`ratio:     ${((productRate / rawRate) * 100).toFixed(0)} % of raw COPY (goal ≥ 50 %)`);
  log(
    `peak memory: worker ${peakMb(stack.worker.pid).toFixed(0)} MB, API ${peakMb(stack.api.pid).toFixed(0)} MB (goal < 300 MB)`,
  );

  // The People List over what was imported: a tenth of the people tagged, then the list's
  // first page, a page deep in it, a name search and the tag filter, against /api/health.
  const tag = await api(stack.base, 'POST', '/api/tags', { token, body: { name: 'Bench' } });
  await withClient(stack.databaseUrl, (db) =>
    db.query(
      `INSERT INTO person_tags (tag_id, person_id, account_id)
       SELECT $1, id, account_id FROM people WHERE account_id = $2 AND hashtext(mobile) % 10 = 0`,
      [tag.id, shop.accountId],
    ),
  );
  await withClient(stack.databaseUrl, (db) => db.query('ANALYZE people; ANALYZE person_tags'));
  token = await shop.signIn();
  // Deep in the list, three ways: the last page the People List offers (its count stops at
  // "10,000+", so its pagination ends at row 9,990), the next page by cursor half-way down the
  // list (how exports and API clients page at any depth), and an offset five times past the
  // list's pages, which only the API takes: for reference, it reads every row it skips.
  const lastListed = Math.min(9_990, Math.max(0, distinct - 10));
  const middle = Math.floor(distinct / 2);
  const [halfWay] = await withClient(stack.databaseUrl, async (db) =>
    (
      await db.query(
        `SELECT created_at::text AS value, id FROM people WHERE account_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
        [shop.accountId, Math.max(0, middle - 1)],
      )
    ).rows,
  );
  const cursor = cursorOf(halfWay.value, halfWay.id);
  const offsetRow = Math.min(49_990, Math.max(0, distinct - 10));
  const pageAt = (row) => `/api/people?range=${encodeURIComponent(`[${row},${row + 9}]`)}`;
  const kinds = [
    ['/api/health (baseline)', '/api/health'],
    ['first page', '/api/people'],
    [`last page of the list (row ${lastListed.toLocaleString()})`, pageAt(lastListed)],
    [`next page by cursor at row ${middle.toLocaleString()}`, `/api/people?range=${encodeURIComponent('[0,9]')}&cursor=${cursor}`],
    ['name search "ศรีสุข"', `/api/people?filter=${encodeURIComponent(JSON.stringify({ q: 'ศรีสุข' }))}`],
    ['tag filter', `/api/people?filter=${encodeURIComponent(JSON.stringify({ tagId: tag.id }))}`],
    [`offset page at row ${offsetRow.toLocaleString()} (API only, reference)`, pageAt(offsetRow)],
  ];
  const results = [];
  for (const [name, path] of kinds) results.push({ name, ...(await latency(stack.base, path, token, LIST_REQUESTS)) });
  const health = results[0].p95;
  console.log(`\nPeople List with ${distinct.toLocaleString()} people, ${LIST_REQUESTS} requests each at 10 connections`);
  console.log('| request | p50 ms | p95 ms | goal p95 ≤ 50 ms |');
  console.log('|---|---:|---:|---|');
  for (const { name, p50, p95 } of results) {
    const goal = name.startsWith('/api/health') || name.includes('reference') ? '' : p95 <= LIST_GOAL_MS ? 'met' : 'not met';
    console.log(`| ${name} | ${p50.toFixed(0)} | ${p95.toFixed(0)} | ${goal} |`);
  }
  log(`health p95 ${health} ms`);
} finally {
  await stack.stop();
}
