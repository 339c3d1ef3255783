// npm run bench:coupons — the codes of one coupon of BENCH_CODES (1,000,000) codes, made through
// the product's own path (POST /api/coupons: the coupon and every code in one transaction), and
// in the same run a raw COPY (psql \copy) of as many codes of the same shape into a table made
// LIKE coupon_codes INCLUDING ALL (the same unique and list indexes). Prints codes per second for
// both and the ratio (goal ≥ 50 % of raw COPY).
//
// Then redemption under load: BENCH_REDEEM_RATE (200) customers a second for BENCH_REDEEM_SECONDS
// (30 s) redeem distinct codes on their coupon pages (POST /api/public/coupons/<token>/redeem,
// each with an Idempotency-Key), at a fixed rate over 200 connections (autocannon); p50/p95
// against GET /api/health measured the same way in the same run (goal p95 ≤ 3× health's). And the
// public coupon page's bytes (JS and CSS it loads, gzip; goal ≤ 80 kB).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { publicPageSize, PUBLIC_PAGE_GOAL_BYTES } from './public-page-size.mjs';
import { api, atRate, log, startStack, withClient } from './stack.mjs';

const CODES = Number(process.env.BENCH_CODES ?? 1_000_000);
const REDEEM_RATE = Number(process.env.BENCH_REDEEM_RATE ?? 200);
const REDEEM_SECONDS = Number(process.env.BENCH_REDEEM_SECONDS ?? 30);
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A CSV of `count` distinct codes of the product's shape (prefix, then random symbols). */
async function codeFile(dir, accountId, couponId, count, length) {
  const path = join(dir, 'codes.csv');
  const out = createWriteStream(path);
  const seen = new Set();
  while (seen.size < count) {
    const bytes = randomBytes(length);
    let code = 'BN';
    for (const byte of bytes) code += ALPHABET[byte & 31];
    if (seen.has(code)) continue;
    seen.add(code);
    if (!out.write(`${accountId},${couponId},${code}\n`)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve) => out.end(resolve));
  return path;
}

/** A coupon of `count` codes given out (issued, each with its page token), ready to redeem. */
async function givenCoupon(stack, shop, count) {
  const coupon = await api(stack.base, 'POST', '/api/coupons', {
    token: shop.token,
    body: {
      couponName: 'Bench redeem',
      startDate: '2026-01-01T00:00:00+07:00',
      endDate: '2030-12-31T23:59:00+07:00',
      couponCodePrefix: 'RD',
      useMax: count,
      senderName: 'BenchShop',
      // An active coupon's message carries its code (validation.couponVariableRequired).
      message: 'Your code {{couponCode}}',
      status: 'active',
    },
  });
  const tokens = await withClient(stack.databaseUrl, async (db) => {
    const { rows } = await db.query(
      `UPDATE coupon_codes SET status = 'issued', issued_at = now(), mobile = '+66800000000',
              token = substr(translate(encode(decode(md5(id::text), 'hex'), 'base64'), '+/=', 'xyz'), 1, 12)
        WHERE coupon_id = $1 RETURNING token`,
      [coupon.id],
    );
    return rows.map((row) => row.token);
  });
  return tokens;
}

const stack = await startStack();
try {
  await stack.startProduct();
  const shop = await stack.business(10);
  const body = {
    couponName: 'Bench coupon',
    startDate: '2026-12-01T00:00:00+07:00',
    endDate: '2027-12-31T23:59:59+07:00',
    couponCodePrefix: 'BN',
    useMax: CODES,
  };

  // The product first: its coupon row is the raw table's coupon too (coupon_id's foreign key).
  log(`making a coupon of ${CODES.toLocaleString('en-US')} codes through POST /api/coupons`);
  const started = Date.now();
  const coupon = await api(stack.base, 'POST', '/api/coupons', { token: shop.token, body });
  const productSeconds = (Date.now() - started) / 1000;
  if (coupon.codes.total !== CODES) throw new Error(`the coupon has ${coupon.codes.total} codes`);

  const file = await codeFile(stack.work, shop.accountId, coupon.id, CODES, coupon.codeLength);
  await withClient(stack.databaseUrl, (db) => db.query(`CREATE TABLE bench_raw_codes (LIKE coupon_codes INCLUDING ALL)`));
  const copyStarted = Date.now();
  const copied = spawnSync(
    'psql',
    [stack.databaseUrl, '-qc', `\\copy bench_raw_codes (account_id, coupon_id, code) FROM '${file}' CSV`],
    {
      stdio: 'inherit',
    },
  );
  if (copied.status !== 0) throw new Error('raw COPY failed');
  const copySeconds = (Date.now() - copyStarted) / 1000;
  await withClient(stack.databaseUrl, (db) => db.query(`DROP TABLE bench_raw_codes`));

  const rate = (seconds) => Math.round(CODES / seconds).toLocaleString('en-US');
  const ratio = copySeconds / productSeconds;
  log(`codes of one coupon, ${CODES.toLocaleString('en-US')} (${coupon.codeLength} random symbols after the prefix):`);
  log(
    `  raw \\copy into a table indexed like coupon_codes   ${copySeconds.toFixed(1).padStart(6)} s   ${rate(copySeconds).padStart(9)} codes/s`,
  );
  log(
    `  the product (POST /api/coupons, one transaction)   ${productSeconds.toFixed(1).padStart(6)} s   ${rate(productSeconds).padStart(9)} codes/s`,
  );
  log(`  ratio ${(ratio * 100).toFixed(0)} % of raw COPY: ${ratio >= 0.5 ? 'goal met' : 'goal NOT met'} (≥ 50 %)`);

  // Redemption under load: every request a distinct code, the first and only redemption of it.
  const requests = REDEEM_RATE * REDEEM_SECONDS;
  const tokens = await givenCoupon(stack, shop, requests);
  log(
    `redeeming ${requests.toLocaleString('en-US')} distinct codes at ${REDEEM_RATE}/s for ${REDEEM_SECONDS} s (and /api/health the same way)`,
  );
  const health = await atRate(stack.base, REDEEM_RATE, REDEEM_SECONDS, () => ({ path: '/api/health' }));
  const redeem = await atRate(stack.base, REDEEM_RATE, REDEEM_SECONDS, (i) => ({
    path: `/api/public/coupons/${tokens[i % tokens.length]}/redeem`,
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${i}` },
  }));
  const redeemed = await withClient(stack.databaseUrl, async (db) =>
    Number((await db.query(`SELECT count(*) FROM redemptions`)).rows[0].count),
  );
  log(
    `  GET /api/health              p50 ${String(health.p50).padStart(4)} ms   p95 ${String(health.p95).padStart(4)} ms   ${JSON.stringify(health.statuses)}`,
  );
  log(
    `  POST …/coupons/<token>/redeem p50 ${String(redeem.p50).padStart(4)} ms   p95 ${String(redeem.p95).padStart(4)} ms   ${JSON.stringify(redeem.statuses)}`,
  );
  log(
    `  redemptions written: ${redeemed.toLocaleString('en-US')} of ${requests.toLocaleString('en-US')}; errors ${redeem.errors}`,
  );
  const times = redeem.p95 / Math.max(1, health.p95);
  log(`  redeem p95 is ${times.toFixed(1)}× health's: ${times <= 3 ? 'goal met' : 'goal NOT met'} (≤ 3×)`);

  const page = publicPageSize();
  log(
    `public coupon page: ${(page.total.gzip / 1024).toFixed(1)} kB gzip of JS and CSS in ${page.files.length} files: ${page.total.gzip <= PUBLIC_PAGE_GOAL_BYTES ? 'goal met' : 'goal NOT met'} (≤ 80 kB)`,
  );
} finally {
  await stack.stop();
}
