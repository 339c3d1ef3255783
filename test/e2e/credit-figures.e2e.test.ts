import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, eventually, mobiles, topUp } from '../utils/messaging.js';

jest.setTimeout(180_000);

const TOP_UP = 1_000;

/**
 * The credits an account used, read three ways after an SMS send and OTP codes with some of each
 * refunded: the dashboard's figure, the ledger (credit transactions) and the SMS summary report
 * agree, OTP codes included everywhere and shown apart on the dashboard.
 */
describe('credit figures: the dashboard, the ledger and the SMS summary report agree', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let db: DataSource;
  let shop: Session;
  let staff: Session;
  let sender: string;
  let dir: string;
  const previousDir = process.env.REPORT_DIR;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'credit-figures-'));
    // Read by the harness's API and worker alike.
    process.env.REPORT_DIR = dir;
    // Some messages undelivered and rejected: their credits come back, and every figure must say so.
    h = await deliveryHarness('credit_figures', {
      receiptDelayMs: 20,
      ratios: { delivered: 0.6, undelivered: 0.2, rejected: 0.2 },
    });
    db = h.api.app.get(DataSource);
    staff = await staffMember(h.api.app, h.api.http);
    shop = await registerAccount(h.api.http);
    sender = await approvedSender(h.api.http, shop, staff);
    await topUp(h.api.http, staff, shop.accountId, TOP_UP);
  }, 60_000);
  afterAll(async () => {
    await h.close();
    if (previousDir === undefined) delete process.env.REPORT_DIR;
    else process.env.REPORT_DIR = previousDir;
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  const todayIct = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

  it('counts the same credits on the dashboard, in the ledger, in the summary report and in the balance', async () => {
    const sent = await h.api.http
      .post('/api/broadcasts')
      .set(shop.auth)
      .send({ senderName: sender, message: 'Your order is ready', recipients: mobiles(40, 846_000_000), kind: 'transactional' })
      .expect(201);
    const app = await h.api.http
      .post('/api/otp-apps')
      .set(shop.auth)
      .send({ name: 'Sign-in', sender, content: 'Your code is {otp} (ref {ref})' })
      .expect(201);
    const tokens: string[] = [];
    for (const mobile of mobiles(6, 847_000_000)) {
      const otp = await h.api.http.post('/api/otp-requests').set(shop.auth).send({ appId: app.body.id, mobile }).expect(201);
      tokens.push(otp.body.token);
    }

    // Everything settled: the send completed, every message final, every refund folded into the ledger.
    await eventually(
      async () => {
        const send = await h.api.http.get(`/api/broadcasts/${sent.body.id}`).set(shop.auth).expect(200);
        if (send.body.status !== 'completed') return false;
        const [open] = await db.query<{ messages: number; progress: number }[]>(
          `SELECT (SELECT count(*)::int FROM messages WHERE account_id = $1 AND status IN ('pending', 'submitted')) AS messages,
                  (SELECT count(*)::int FROM send_progress WHERE account_id = $1) AS progress`,
          [shop.accountId],
        );
        return open.messages === 0 && open.progress === 0;
      },
      120_000,
      300,
    );

    // The ledger: what sends and refunds took, and the OTP codes' part of it.
    const [ledger] = await db.query<{ used: number; otp: number; otpCodes: number; refunds: number }[]>(
      `SELECT -sum(delta) FILTER (WHERE reason IN ('send', 'refund'))::int AS used,
              -sum(delta) FILTER (WHERE reference = ANY($2::text[]) OR (reason = 'refund' AND reference = 'otp'))::int AS otp,
              count(*) FILTER (WHERE reason = 'send' AND reference = ANY($2::text[]))::int AS "otpCodes",
              count(*) FILTER (WHERE reason = 'refund')::int AS refunds
         FROM credit_transactions WHERE account_id = $1`,
      [shop.accountId, tokens],
    );
    expect(ledger.otpCodes).toBe(6);
    // The simulator's mix reached the ledger: some credits came back.
    expect(ledger.refunds).toBeGreaterThan(0);
    expect(ledger.used).toBeLessThan(46);
    expect(ledger.used).toBeGreaterThan(0);

    const month = todayIct().slice(0, 7);
    const dashboard = (await h.api.http.get('/api/dashboard').query({ month }).set(shop.auth).expect(200)).body as {
      cost: number;
      otpSub: number;
      otpCost: number;
      smsSub: number;
      days: { day: string; cost: number; otpCost: number }[];
    };
    expect(dashboard).toMatchObject({ cost: ledger.used, otpSub: 6, otpCost: ledger.otp, smsSub: 40 });
    expect(dashboard.days.find((day) => day.day === todayIct())).toMatchObject({ cost: ledger.used, otpCost: ledger.otp });
    expect(dashboard.days.reduce((sum, day) => sum + day.cost, 0)).toBe(ledger.used);

    // Staff's platform month counts the same credits for the account.
    const platform = (await h.api.http.get('/api/dashboard/platform').query({ month }).set(staff.auth).expect(200)).body as {
      accounts: { accountId: string; cost: number }[];
    };
    expect(platform.accounts.find((row) => row.accountId === shop.accountId)).toMatchObject({ cost: ledger.used });

    // The ledger as the console lists it agrees with its own balance column and the profile.
    const entries = (await h.api.http.get('/api/credit-transactions').set(shop.auth).expect(200)).body as {
      delta: number;
      balanceAfter: number;
      reason: string;
    }[];
    expect(entries.filter((entry) => entry.reason !== 'purchase').reduce((sum, entry) => sum - entry.delta, 0)).toBe(ledger.used);
    const profile = (await h.api.http.get('/profile/data').set(shop.auth).expect(200)).body as { creditBalance: number };
    expect(profile.creditBalance).toBe(TOP_UP - ledger.used);
    expect(entries[0].balanceAfter).toBe(profile.creditBalance);

    // The SMS summary report of today: its credits column adds up to the same figure, OTP included.
    const report = await h.api.http
      .post('/api/reports')
      .set(shop.auth)
      .set('Accept-Language', 'en')
      .send({ name: 'Summary', type: 'sms-summary', format: 'csv', recurrence: 'once', from: todayIct(), to: todayIct() })
      .expect(201);
    await eventually(
      async () => {
        const res = await h.api.http.get(`/api/reports/${report.body.id}`).set(shop.auth).expect(200);
        if (res.body.status === 'failed') throw new Error(`report failed: ${res.body.error}`);
        return res.body.status === 'ready';
      },
      60_000,
      200,
    );
    const file = await h.api.http.get(`/api/reports/${report.body.id}/file`).set(shop.auth).buffer(true).expect(200);
    const [header, ...rows] = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const column = (name: string) => header.indexOf(name);
    expect(column('Credits')).toBeGreaterThan(0);
    const total = (name: string) => rows.reduce((sum, row) => sum + Number(row[column(name)].replace(/^'/, '')), 0);
    expect(total('Credits')).toBe(ledger.used);
    // Every message written, the 40 of the send and the 6 codes.
    expect(total('Messages')).toBe(46);
  });
});
