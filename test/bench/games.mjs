// npm run bench:games — a popular game: BENCH_PLAY_RATE (300) players a second for
// BENCH_PLAY_SECONDS (30 s) play one wheel (verifyType none, each a distinct phone) through
// POST /api/public/games/<gameCode>/play, evenly spaced, on a game of ten rewards of small stock
// (BENCH_COUPON_PRIZES (5) coupon prizes, whose winners get a code and an SMS, the others
// without a code). p50/p95 of the play against GET /api/health measured the same way in the same run (goal
// play p95 ≤ 3× health's), and the winners counted against each reward's stock (never above it).
import { api, atRate, log, startStack, withClient } from './stack.mjs';

const RATE = Number(process.env.BENCH_PLAY_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_PLAY_SECONDS ?? 30);
const STOCK = Number(process.env.BENCH_REWARD_STOCK ?? 20);

const stack = await startStack();
try {
  await stack.startProduct();
  const shop = await stack.business(10_000);
  const dates = { startDate: '2026-01-01T00:00:00+07:00', endDate: '2030-12-31T23:59:00+07:00' };
  const game = await api(stack.base, 'POST', '/api/games', {
    token: shop.token,
    body: {
      gameName: 'Bench wheel',
      gameType: 'wheel',
      gameStatus: 'active',
      verifyType: 'none',
      gameStartDate: dates.startDate,
      gameEndDate: dates.endDate,
    },
  });
  for (let n = 0; n < 10; n++) {
    const coupon =
      n < Number(process.env.BENCH_COUPON_PRIZES ?? 5)
        ? await api(stack.base, 'POST', '/api/coupons', {
            token: shop.token,
            body: {
              couponName: `Bench prize ${n}`,
              ...dates,
              useMax: STOCK,
              senderName: 'BenchShop',
              message: 'You won {{couponCode}} {{couponLink}}',
              status: 'active',
            },
          })
        : null;
    await api(stack.base, 'POST', `/api/games/${game.id}/rewards`, {
      token: shop.token,
      body: {
        reName: `Prize ${n}`,
        reQty: STOCK,
        reChanceRate: 5,
        ...(coupon ? { reType: 1, reCampaignId: coupon.id } : { reType: 2 }),
      },
    });
  }

  const plays = RATE * SECONDS;
  log(
    `${plays.toLocaleString('en-US')} plays of one game by distinct phones at ${RATE}/s for ${SECONDS} s (and /api/health the same way)`,
  );
  const health = await atRate(stack.base, RATE, SECONDS, () => ({ path: '/api/health' }));
  const play = await atRate(stack.base, RATE, SECONDS, (i) => ({
    path: `/api/public/games/${game.gameCode}/play`,
    method: 'POST',
    body: JSON.stringify({ phone: `08${String(10_000_000 + i).slice(-8)}` }),
    headers: { 'content-type': 'application/json' },
  }));
  const rewards = await withClient(
    stack.databaseUrl,
    async (db) =>
      (
        await db.query(
          `SELECT r.re_name, r.re_qty, r.re_used, r.re_balance,
                (SELECT count(*)::int FROM game_plays p WHERE p.reward_id = r.id AND p.result = 'won') AS won
           FROM game_rewards r WHERE r.game_id = $1 ORDER BY r.created_at`,
          [game.id],
        )
      ).rows,
  );
  const recorded = await withClient(stack.databaseUrl, async (db) =>
    Number((await db.query(`SELECT count(*) FROM game_plays WHERE game_id = $1`, [game.id])).rows[0].count),
  );
  log(
    `  GET /api/health                    p50 ${String(health.p50).padStart(5)} ms   p95 ${String(health.p95).padStart(5)} ms   ${JSON.stringify(health.statuses)}`,
  );
  log(
    `  POST …/games/<gameCode>/play      p50 ${String(play.p50).padStart(5)} ms   p95 ${String(play.p95).padStart(5)} ms   ${JSON.stringify(play.statuses)}`,
  );
  log(`  play p95 of each second (ms): ${play.p95BySecond.join(' ')}`);
  log(`  plays recorded: ${recorded.toLocaleString('en-US')} of ${plays.toLocaleString('en-US')}; errors ${play.errors}`);
  const over = rewards.filter((reward) => reward.won > reward.re_qty || reward.won !== reward.re_used);
  for (const reward of rewards)
    log(`    ${reward.re_name.padEnd(8)} stock ${reward.re_qty}, won ${reward.won}, left ${reward.re_balance}`);
  log(`  winners ${over.length ? 'ABOVE stock or not counted' : 'never above stock, each one counted'}`);
  const times = play.p95 / Math.max(1, health.p95);
  log(`  play p95 is ${times.toFixed(1)}× health's: ${times <= 3 ? 'goal met' : 'goal NOT met'} (≤ 3×)`);
  if (over.length) process.exitCode = 1;
} finally {
  await stack.stop();
}
