import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { ReportRunner } from '../../backend/src/modules/reports/report-runner.service.js';
import { ReportScheduler } from '../../backend/src/modules/reports/report-scheduler.service.js';
import { ictDay } from '../../backend/src/modules/reports/report-windows.js';
import { firedAt } from '../../workers/src/processors/report.processor.js';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, type Session } from '../utils/factories.js';
import { eventually } from '../utils/messaging.js';

jest.setTimeout(120_000);

type ReportBody = { id: string; status: string; error: string | null; rows: number | null };

describe('reports in the worker: schedules kept once across restarts, files written, failures recorded', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let shop: Session;
  let dir: string;
  const previousDir = process.env.REPORT_DIR;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reports-worker-'));
    // Read by the harness's API and worker alike (both load the configuration from the environment).
    process.env.REPORT_DIR = dir;
    h = await deliveryHarness('reports');
    shop = await registerAccount(h.api.http);
  }, 60_000);
  afterAll(async () => {
    await h.close();
    if (previousDir === undefined) delete process.env.REPORT_DIR;
    else process.env.REPORT_DIR = previousDir;
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  const queue = () => h.api.app.get<Queue>(getQueueToken('report'));
  const schedules = async () =>
    (await queue().getRepeatableJobs())
      .map((job) => ({ id: job.id, cron: job.cron, tz: job.tz }))
      .sort((a, b) => a.id!.localeCompare(b.id!));
  const create = (session: Session, body: Record<string, unknown>, language = 'en') =>
    h.api.http.post('/api/reports').set(session.auth).set('Accept-Language', language).send(body);
  const settled = (session: Session, id: string) =>
    eventually(
      async () => {
        const res = await h.api.http.get(`/api/reports/${id}`).set(session.auth).set('Accept-Language', 'th').expect(200);
        return ['ready', 'failed'].includes(res.body.status) ? (res.body as ReportBody) : null;
      },
      60_000,
      200,
    );
  const today = () => {
    const { year, month, day } = ictDay(new Date());
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };

  it('keeps every schedule exactly once when the worker restarts or registers them again', async () => {
    const base = { type: 'sms-summary', format: 'csv' };
    const daily = await create(shop, { ...base, name: 'Daily', recurrence: 'daily' }).expect(201);
    const weekly = await create(shop, { ...base, name: 'Weekly', recurrence: 'weekly' }).expect(201);
    const monthly = await create(shop, { ...base, name: 'Monthly', recurrence: 'monthly', dayOfMonth: 5 }).expect(201);
    await create(shop, { ...base, name: 'Once', recurrence: 'once', from: today(), to: today() }).expect(201);
    const expected = [
      { id: `report-schedule-${daily.body.id}`, cron: '0 1 * * *', tz: 'Asia/Bangkok' },
      { id: `report-schedule-${monthly.body.id}`, cron: '0 1 5 * *', tz: 'Asia/Bangkok' },
      { id: `report-schedule-${weekly.body.id}`, cron: '0 1 * * 1', tz: 'Asia/Bangkok' },
    ].sort((a, b) => a.id.localeCompare(b.id));
    expect(await schedules()).toEqual(expected);

    // A restart registers them all again from the table: still one each.
    await h.stopWorker();
    await h.startWorker();
    expect(await schedules()).toEqual(expected);
    await h.api.app.get(ReportScheduler).sync();
    await h.api.app.get(ReportScheduler).sync();
    expect(await schedules()).toEqual(expected);

    // A schedule made before monthly days were 1 to 5 (the 31st's line): the next start replaces it.
    await h.api.app.get(ReportScheduler).unschedule(monthly.body.id);
    await queue().add(
      'run-report',
      { reportId: monthly.body.id },
      { repeat: { cron: '0 1 28-31 * *', tz: 'Asia/Bangkok' }, jobId: `report-schedule-${monthly.body.id}` },
    );
    expect(await schedules()).toContainEqual({ id: `report-schedule-${monthly.body.id}`, cron: '0 1 28-31 * *', tz: 'Asia/Bangkok' });
    await h.api.app.get(ReportScheduler).sync();
    expect(await schedules()).toEqual(expected);

    // Redis lost them (no persistence): the next start brings them back, once each.
    for (const job of await queue().getRepeatableJobs()) await queue().removeRepeatableByKey(job.key);
    expect(await schedules()).toEqual([]);
    await h.stopWorker();
    await h.startWorker();
    expect(await schedules()).toEqual(expected);

    // A deleted report's schedule goes with it, and a start does not bring it back.
    await h.api.http.delete(`/api/reports/${weekly.body.id}`).set(shop.auth).expect(200);
    const left = expected.filter((row) => row.id !== `report-schedule-${weekly.body.id}`);
    expect(await schedules()).toEqual(left);
    await h.stopWorker();
    await h.startWorker();
    expect(await schedules()).toEqual(left);
  });

  it('runs a scheduled monthly fire only on its day (within the first five of the month), over the previous month, and twice safely', async () => {
    const monthly = await create(shop, {
      name: 'Month end',
      type: 'credit-usage',
      format: 'csv',
      recurrence: 'monthly',
      dayOfMonth: 5,
    }).expect(201);
    await settled(shop, monthly.body.id);
    const runner = h.api.app.get(ReportRunner);
    expect(await runner.run({ reportId: monthly.body.id }, new Date('2026-03-04T01:00:00+07:00'))).toBe('not-today');
    expect(await runner.run({ reportId: monthly.body.id }, new Date('2026-03-31T01:00:00+07:00'))).toBe('not-today');
    expect(await runner.run({ reportId: monthly.body.id }, new Date('2026-02-05T01:00:00+07:00'))).toBe('ready');
    // The same fire again (a retried job): the same file, the same period.
    expect(await runner.run({ reportId: monthly.body.id }, new Date('2026-02-05T01:00:00+07:00'))).toBe('ready');
    const shown = await h.api.http.get(`/api/reports/${monthly.body.id}`).set(shop.auth).expect(200);
    expect(shown.body).toMatchObject({
      status: 'ready',
      windowStart: '2026-01-01T00:00:00+07:00',
      windowEnd: '2026-01-31T23:59:59+07:00',
    });
    expect(await runner.run({ reportId: monthly.body.id }, new Date('2028-03-05T01:00:00+07:00'))).toBe('ready');
    // A deleted report's fire does nothing.
    await h.api.http.delete(`/api/reports/${monthly.body.id}`).set(shop.auth).expect(200);
    expect(await runner.run({ reportId: monthly.body.id }, new Date('2026-03-31T01:00:00+07:00'))).toBe('gone');
  });

  it('gives a scheduled fire the period of its due time, however late a worker takes it', async () => {
    const daily = await create(shop, { name: 'Due', type: 'otp', format: 'csv', recurrence: 'daily' }).expect(201);
    const [repeatable] = (await queue().getRepeatableJobs()).filter((job) => job.id === `report-schedule-${daily.body.id}`);
    const [fire] = (await queue().getDelayed()).filter((job) => job.data.reportId === daily.body.id && job.opts.repeat);
    expect(fire).toBeDefined();
    // The next 01:00 in Bangkok, whenever the job is picked up.
    expect(firedAt(fire).getTime()).toBe(repeatable.next);
    expect(new Date(repeatable.next).toISOString()).toMatch(/T18:00:00\.000Z$/);
    expect(firedAt({ timestamp: 0, opts: {} }).getTime()).toBeGreaterThan(Date.now() - 1000);
    await h.api.http.delete(`/api/reports/${daily.body.id}`).set(shop.auth).expect(200);
  });

  it('runs a report into a file with a BOM, Thai text and neutralised formulas', async () => {
    await h.api.app.get(DataSource).query(
      `INSERT INTO messages (created_at, account_id, seq, mobile, sender_name, text, encoding, parts, credits, status)
       VALUES (now(), $1, 0, '+66812345678', 'Shop', 'ขอบคุณที่ใช้บริการ', 'ucs2', 1, 1, 'delivered'),
              (now(), $1, 1, '+66812345679', 'Shop', '@SUM(1+1)', 'gsm7', 1, 1, 'rejected')`,
      [shop.accountId],
    );
    const created = await create(
      shop,
      { name: 'บันทึกข้อความ', type: 'message-log', recurrence: 'once', format: 'csv', from: today(), to: today() },
      'th',
    ).expect(201);
    const done = await settled(shop, created.body.id);
    expect(done).toMatchObject({ status: 'ready', rows: 2, error: null });
    const file = await h.api.http.get(`/api/reports/${created.body.id}/file`).set(shop.auth).buffer(true).expect(200);
    const bytes = Buffer.from(file.text, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^เวลา,เบอร์มือถือ,ชื่อผู้ส่ง,ข้อความ,/);
    expect(lines.find((line) => line.includes('+66812345678'))).toContain('ขอบคุณที่ใช้บริการ');
    expect(lines.find((line) => line.includes('+66812345679'))).toContain(",'@SUM(1+1),");
  });

  it('records a failed run with its reason, and runs it again once the cause is gone', async () => {
    const account = await registerAccount(h.api.http);
    // The account's folder cannot be made: a file stands in its place.
    await writeFile(join(dir, account.accountId), 'not a folder');
    const created = await create(account, {
      name: 'Credits',
      type: 'credit-usage',
      recurrence: 'once',
      format: 'xlsx',
      from: today(),
      to: today(),
    }).expect(201);
    const failed = await settled(account, created.body.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'บันทึกไฟล์รายงานไม่สำเร็จ' });
    await h.api.http.get(`/api/reports/${created.body.id}/file`).set(account.auth).expect(409);

    await rm(join(dir, account.accountId));
    await mkdir(join(dir, account.accountId));
    const again = await h.api.http.post(`/api/reports/${created.body.id}/run`).set(account.auth).expect(200);
    // Queued, or already taken by the worker.
    expect(again.body.error).toBeNull();
    expect(['queued', 'running', 'ready']).toContain(again.body.status);
    expect(await settled(account, created.body.id)).toMatchObject({ status: 'ready', error: null });
    const xlsx = await h.api.http.get(`/api/reports/${created.body.id}/file`).set(account.auth).expect(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
