// npm run bench:coupons — the codes of one coupon of BENCH_CODES (1,000,000) codes, made through
// the product's own path (POST /api/coupons: the coupon and every code in one transaction), and
// in the same run a raw COPY (psql \copy) of as many codes of the same shape into a table made
// LIKE coupon_codes INCLUDING ALL (the same unique and list indexes). Prints codes per second for
// both and the ratio (goal ≥ 50 % of raw COPY).
//
// Not measured yet: redemption under load and the public coupon page's bytes (the redemption
// and coupon page do not exist yet).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { api, log, startStack, withClient } from './stack.mjs';

const CODES = Number(process.env.BENCH_CODES ?? 1_000_000);
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
} finally {
  await stack.stop();
}
