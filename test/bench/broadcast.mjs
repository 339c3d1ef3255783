// npm run bench:broadcast — one send of BENCH_RECIPIENTS (1,000,000) recipients from confirmation
// until every message is final, through SMPP with receipts to the built-in simulator, against
// a raw SMPP client sending straight to the same simulator with the same window, in the same run.
//
// Everything is the real thing and runs from the build (stack.mjs): its own PostgreSQL database,
// its own redis-server (so its memory is the send's alone), the simulator, the API and the
// worker as separate processes. The audience is a CSV uploaded through the API, as an operator
// would. Prints messages per second for both and their ratio (goal ≥ 60 %), the peak memory of
// the API and the worker (goal < 512 MB each) and Redis's peak memory (goal < 100 MB).
import { rawSmppSend } from './smpp-raw.mjs';
import { api, cpuReport, cpuSample, log, peakMb, redisPeakMb, SIM, startStack, until } from './stack.mjs';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 1_000_000);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 100);
const RECEIPT_DELAY_MS = 200;

async function main(stack) {
  log(`raw SMPP client: ${RECIPIENTS.toLocaleString('en')} messages, window ${WINDOW}, until every receipt`);
  const rawCpuBefore = cpuSample(stack);
  const raw = await rawSmppSend({
    host: '127.0.0.1',
    port: stack.simPort,
    ...SIM,
    count: RECIPIENTS,
    window: WINDOW,
    text: 'Hello Somchai, your order has shipped',
  });
  log(`raw: ${raw.perSecond.toFixed(0)} messages/s (${raw.seconds.toFixed(1)} s)`);
  const rawCpu = cpuReport(rawCpuBefore, cpuSample(stack));
  log(`raw: ${rawCpu}`);

  await stack.startProduct();
  const owner = await stack.business(RECIPIENTS * 2);
  const send = await stack.fileSend(owner.token, RECIPIENTS);

  const analyzed = Date.now();
  const analysis = await api(stack.base, 'POST', '/api/broadcasts/analyze', { token: owner.token, body: send });
  log(
    `analyze: ${analysis.valid.toLocaleString('en')} valid, ${analysis.credits.toLocaleString('en')} credits, in ${((Date.now() - analyzed) / 1000).toFixed(1)} s`,
  );

  log(`confirming the send of ${RECIPIENTS.toLocaleString('en')} recipients`);
  const cpuBefore = cpuSample(stack);
  const started = Date.now();
  const created = await api(stack.base, 'POST', '/api/broadcasts', { token: owner.token, body: send });
  log(`confirmed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let last = 0;
  // Access tokens live 10 minutes: sign in again every 5 while the send runs.
  let token = owner.token;
  let signedInAt = Date.now();
  const done = await until(
    async () => {
      if (Date.now() - signedInAt > 5 * 60_000) {
        token = await owner.signIn();
        signedInAt = Date.now();
      }
      const state = await api(stack.base, 'GET', `/api/broadcasts/${created.id}`, { token });
      if (Date.now() - last > 10_000) {
        last = Date.now();
        log(`${((Date.now() - started) / 1000).toFixed(0)} s: ${state.status}, ${JSON.stringify(state.counts)}`);
      }
      return state.status === 'completed' ? state : null;
    },
    'the send to complete',
    60 * 60_000,
    1_000,
  );
  const seconds = (Date.now() - started) / 1000;
  const cpu = cpuReport(cpuBefore, cpuSample(stack));
  const product = RECIPIENTS / seconds;
  const [apiPeak, workerPeak, redisPeak] = [peakMb(stack.api.pid), peakMb(stack.worker.pid), await redisPeakMb(stack.redisPort)];

  console.log('');
  console.log(
    `broadcast of ${RECIPIENTS.toLocaleString('en')} recipients, window ${WINDOW}, receipts after ${RECEIPT_DELAY_MS} ms`,
  );
  console.log(`  raw SMPP client       ${raw.perSecond.toFixed(0).padStart(8)} messages/s  (${raw.seconds.toFixed(1)} s)`);
  console.log(`    ${rawCpu}`);
  console.log(
    `  product, confirm→final ${product.toFixed(0).padStart(7)} messages/s  (${seconds.toFixed(1)} s)  ${((100 * product) / raw.perSecond).toFixed(0)} % of raw (goal ≥ 60 %)`,
  );
  console.log(`  final counts          ${JSON.stringify(done.counts)}`);
  console.log(`    ${cpu}`);
  console.log(
    `  peak memory           API ${apiPeak.toFixed(0)} MB, worker ${workerPeak.toFixed(0)} MB (goal < 512 MB each), Redis ${redisPeak.toFixed(1)} MB (goal < 100 MB)`,
  );
}

const stack = await startStack({ window: WINDOW, receiptDelayMs: RECEIPT_DELAY_MS });
await main(stack)
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stack.stop());
