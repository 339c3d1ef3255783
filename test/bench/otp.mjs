// npm run bench:otp — OTP latency from the request until the SMSC simulator answered the message
// (its submitted_at, or done_at for the few it rejects: written when the submit_sm_resp came back), p50 and p95, twice in
// one run: idle, and while a BENCH_RECIPIENTS (1,000,000) recipient broadcast is sending (goal
// p95 ≤ 500 ms under it). Then verify calls at 200 a second with autocannon against
// /api/health at the same rate in the same run, in turns (goal p95 ≤ 2× health's).
//
// The product runs from the build as bench:broadcast runs it (stack.mjs). Requests go through the
// public API with an API key, one phone number each (the per-phone caps would refuse more).
import autocannon from 'autocannon';
import pg from 'pg';
import { api, log, startStack, until } from './stack.mjs';

const SAMPLES = Number(process.env.BENCH_OTP_SAMPLES ?? 200);
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 1_000_000);
const CONCURRENCY = 4;
const VERIFY_RATE = 200;
const VERIFY_SECONDS = Number(process.env.BENCH_VERIFY_SECONDS ?? 20);
/** The broadcast counts as sending in earnest once this many of its messages left (a fifth of a small one). */
const BROADCAST_UNDER_WAY = Math.min(20_000, Math.floor(RECIPIENTS / 5));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const figures = (values) => `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;

/** SAMPLES requests, CONCURRENCY at a time, each timed until its message was submitted. */
async function otpLatencies(stack, authorization, appId, firstNumber) {
  const latencies = [];
  const tokens = [];
  let next = 0;
  // A pool: the lanes read at the same time.
  const db = new pg.Pool({ connectionString: stack.databaseUrl, max: CONCURRENCY });
  try {
    const lane = async () => {
      for (let i = next++; i < SAMPLES; i = next++) {
        const mobile = `0${firstNumber + i}`;
        const started = Date.now();
        const { token } = await api(stack.base, 'POST', '/api/v1/otp/request', { authorization, body: { appId, mobile } });
        tokens.push(token);
        const submitted = await until(
          async () => {
            const { rows } = await db.query(
              // The SMSC's answer: submitted, or refused (a share of numbers the simulator rejects).
              `SELECT coalesce(m.submitted_at, CASE WHEN m.status = 'rejected' THEN m.done_at END) AS answered_at
                 FROM otp_requests r JOIN messages m ON m.id = r.message_id WHERE r.id = $1`,
              [token],
            );
            return rows[0]?.answered_at;
          },
          'an OTP message to be submitted',
          30_000,
          25,
        );
        latencies.push(submitted.getTime() - started);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  } finally {
    await db.end();
  }
  return { latencies, tokens };
}

/** Slices each endpoint's VERIFY_SECONDS are cut into, taken in turns (see below). */
const SLICES = 4;

/** `rate` calls a second for `seconds`, each call's time recorded (autocannon paces them). */
async function atRate(url, requests, seconds) {
  const times = [];
  const instance = autocannon({ url, connections: 10, duration: seconds, overallRate: VERIFY_RATE, requests });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status < 300) times.push(responseTime);
  });
  const result = await instance;
  return { times, errors: result.errors + result.non2xx, total: result.requests.total };
}

async function main(stack) {
  await stack.startProduct();
  const owner = await stack.business(RECIPIENTS + 10 * SAMPLES + 1_000);
  const key = await api(stack.base, 'POST', '/api/api-keys', { token: owner.token, body: { name: 'Bench' } });
  const authorization = `Basic ${Buffer.from(`${key.key}:${key.secret}`).toString('base64')}`;
  const app = await api(stack.base, 'POST', '/api/otp-apps', {
    token: owner.token,
    body: {
      name: 'Bench',
      sender: owner.sender,
      content: 'Your code is {otp}',
      maxFail: 10,
      dailyCapPerPhone: 1000,
      dailyCap: 10_000_000,
    },
  });

  log(`idle: ${SAMPLES} OTP requests, ${CONCURRENCY} at a time`);
  const idle = await otpLatencies(stack, authorization, app.id, 860_000_000);
  log(`idle: ${figures(idle.latencies)}`);

  log(
    `verify at ${VERIFY_RATE}/s for ${VERIFY_SECONDS} s (wrong codes over ${idle.tokens.length} tokens) and /api/health at the same rate, in turns of ${VERIFY_SECONDS / SLICES} s`,
  );
  // Verify and health take turns, a slice each, so that both meet the same machine: one run of
  // each after the other let a passing load (a checkpoint, the collector) fall on one side only.
  const verifyRequests = idle.tokens.map((token) => ({
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ token, code: '000000' }),
  }));
  const verify = { times: [], errors: 0, total: 0 };
  const health = { times: [], errors: 0, total: 0 };
  const add = (into, slice) => {
    into.times.push(...slice.times);
    into.errors += slice.errors;
    into.total += slice.total;
  };
  for (let slice = 0; slice < SLICES; slice++) {
    add(verify, await atRate(`${stack.base}/api/v1/otp/verify`, verifyRequests, VERIFY_SECONDS / SLICES));
    add(health, await atRate(`${stack.base}/api/health`, [{ method: 'GET' }], VERIFY_SECONDS / SLICES));
  }
  log(`verify ${figures(verify.times)} (${verify.total} calls, ${verify.errors} errors); health ${figures(health.times)}`);

  log(`under a broadcast: confirming a send of ${RECIPIENTS.toLocaleString('en')} recipients`);
  const send = await stack.fileSend(owner.token, RECIPIENTS);
  const created = await api(stack.base, 'POST', '/api/broadcasts', { token: owner.token, body: send });
  const token = await owner.signIn();
  const underWay = await until(
    async () => {
      const { counts } = await api(stack.base, 'GET', `/api/broadcasts/${created.id}`, { token });
      const left = counts.submitted + counts.delivered + counts.undelivered + counts.rejected + counts.expired;
      return left >= BROADCAST_UNDER_WAY ? counts : null;
    },
    'the broadcast to be sending',
    10 * 60_000,
    1_000,
  );
  log(`broadcast sending (${JSON.stringify(underWay)}); ${SAMPLES} OTP requests`);
  const busy = await otpLatencies(stack, authorization, app.id, 870_000_000);
  const after = (await api(stack.base, 'GET', `/api/broadcasts/${created.id}`, { token: await owner.signIn() })).counts;
  log(`busy: ${figures(busy.latencies)}; broadcast meanwhile ${JSON.stringify(after)}`);

  const ratio = percentile(verify.times, 95) / Math.max(1, percentile(health.times, 95));
  console.log('');
  console.log(`OTP, ${SAMPLES} requests each, ${CONCURRENCY} at a time, request → submitted at the SMSC simulator`);
  console.log(`  idle                       ${figures(idle.latencies)}`);
  console.log(
    `  during a ${RECIPIENTS.toLocaleString('en')}-recipient broadcast  ${figures(busy.latencies)}  (goal p95 ≤ 500 ms: ${percentile(busy.latencies, 95) <= 500 ? 'met' : 'not met'})`,
  );
  console.log(
    `verify at ${VERIFY_RATE}/s for ${VERIFY_SECONDS} s: ${figures(verify.times)}; /api/health at the same rate: ${figures(health.times)}`,
  );
  console.log(`  verify p95 = ${ratio.toFixed(2)} × health p95 (goal ≤ 2×: ${ratio <= 2 ? 'met' : 'not met'})`);
}

const stack = await startStack();
await main(stack)
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stack.stop());
