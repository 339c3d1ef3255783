import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { Messages } from '../../backend/src/common/i18n/messages.js';
import { MonthlyReportDays1795630000000 } from '../../backend/src/database/migrations/1795630000000-MonthlyReportDays.js';
import { ReportRunner } from '../../backend/src/modules/reports/report-runner.service.js';
import { ictDay } from '../../backend/src/modules/reports/report-windows.js';
import type { ReportJob } from '../../backend/src/queue/queues.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, userWithRole, type Session } from '../utils/factories.js';

describe('reports: made, validated, kept to their account, run and downloaded', () => {
  let t: TestApp;
  let dir: string;
  let admin: Session;
  let other: Session;
  const today = () => {
    const { year, month, day } = ictDay(new Date());
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reports-e2e-'));
    t = await bootApp({ REPORT_DIR: dir });
    admin = await registerAccount(t.http);
    other = await registerAccount(t.http);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const create = (session: Session, body: Record<string, unknown>, language = 'en') =>
    t.http.post('/api/reports').set(session.auth).set('Accept-Language', language).send(body);
  const valid = { name: 'SMS log', type: 'message-log', recurrence: 'once', format: 'csv', from: '2026-03-01', to: '2026-03-31' };
  /** The queued run of a report, taken off the queue and run here (no worker in this test). */
  const runQueued = async (id: string) => {
    const queue = t.app.get<Queue<ReportJob>>(getQueueToken('report'));
    const [job] = (await queue.getJobs(['waiting', 'delayed'])).filter((queued) => queued.data.reportId === id);
    expect(job).toBeDefined();
    expect(job.id).toBe(`report:${id}:${new Date(job.data.windowStart!).getTime()}`);
    await t.app.get(ReportRunner).run(job.data);
    await job.remove();
  };

  it('refuses bad file names, types, periods and days with translated messages on the field', async () => {
    for (const name of ['a/b', 'a<b', 'a>b', 'a:b', 'a|b', 'a?b', 'a*b']) {
      const res = await create(admin, { ...valid, name }).expect(422);
      expect(res.body.errors).toEqual({ name: 'validation.fileName' });
    }
    // The admin shows the key's message in the user's language.
    const messages = new Messages(join(__dirname, '../../locales'));
    expect(messages.t('validation.fileName', 'en')).toContain('< > : / | ? *');
    expect(messages.t('validation.fileName', 'th')).toContain('ชื่อไฟล์');
    expect((await create(admin, { ...valid, type: 'nope' }).expect(422)).body.errors).toEqual({
      type: 'validation.oneOf',
    });
    expect((await create(admin, { ...valid, from: '2026-04-02', to: '2026-04-01' }).expect(422)).body.errors).toEqual({
      to: 'validation.reportRange',
    });
    expect((await create(admin, { ...valid, from: '2026-02-30' }).expect(422)).body.errors).toHaveProperty('from');
    expect((await create(admin, { ...valid, from: undefined }).expect(422)).body.errors).toHaveProperty('from');
    // A monthly report arrives within the first five days of the next month (spec §9).
    for (const dayOfMonth of [0, 6, 28, 31, 32, 1.5, '31x', null]) {
      const res = await create(admin, { ...valid, recurrence: 'monthly', dayOfMonth }).expect(422);
      expect(res.body.errors).toEqual({ dayOfMonth: 'validation.dayOfMonth' });
    }
    expect(messages.t('validation.dayOfMonth', 'en')).toContain('1 to 5');
    expect(messages.t('validation.dayOfMonth', 'th')).toContain('1 ถึง 5');
    for (const dayOfMonth of [1, 5, '5'])
      expect((await create(admin, { ...valid, recurrence: 'monthly', dayOfMonth }).expect(201)).body.dayOfMonth).toBe(Number(dayOfMonth));
    expect((await create(admin, { ...valid, recurrence: 'hourly' }).expect(422)).body.errors).toHaveProperty('recurrence');
    expect((await create(admin, { ...valid, format: 'pdf' }).expect(422)).body.errors).toHaveProperty('format');
    // A good name in Thai is a good file name.
    await create(admin, { ...valid, name: 'รายงาน มีนาคม 2026' }).expect(201);
  });

  it('moves monthly reports made on a later day to the 5th (the MonthlyReportDays migration)', async () => {
    const made = await create(admin, { ...valid, name: 'Month', recurrence: 'monthly', dayOfMonth: 2 }).expect(201);
    const runner = t.app.get(DataSource).createQueryRunner();
    await runner.startTransaction();
    try {
      // The table as it was before the migration, with a report on the 28th; then the migration.
      const migration = new MonthlyReportDays1795630000000();
      await migration.down(runner);
      await runner.query(`UPDATE reports SET day_of_month = 28 WHERE id = $1`, [made.body.id]);
      await migration.up(runner);
      const [row] = await runner.query(`SELECT day_of_month FROM reports WHERE id = $1`, [made.body.id]);
      expect(row.day_of_month).toBe(5);
      await expect(runner.query(`UPDATE reports SET day_of_month = 6 WHERE id = $1`, [made.body.id])).rejects.toThrow(
        /reports_day_of_month_check/,
      );
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('shows a report’s period in ICT; recurring ones cover their latest whole period', async () => {
    const once = await create(admin, valid).expect(201);
    expect(once.body).toMatchObject({
      status: 'queued',
      windowStart: '2026-03-01T00:00:00+07:00',
      windowEnd: '2026-03-31T23:59:59+07:00',
      from: '2026-03-01',
      to: '2026-03-31',
      dayOfMonth: null,
    });
    const monthly = await create(admin, { ...valid, recurrence: 'monthly', dayOfMonth: 3, from: null, to: null }).expect(201);
    expect(monthly.body).toMatchObject({ recurrence: 'monthly', dayOfMonth: 3, from: null });
    expect(monthly.body.windowStart).toMatch(/^\d{4}-\d{2}-01T00:00:00\+07:00$/);
    const daily = await create(admin, { ...valid, recurrence: 'daily' }).expect(201);
    expect(daily.body.windowEnd).toMatch(/T23:59:59\+07:00$/);
    expect(daily.body.from).toBeNull();
  });

  it('keeps reports to their account: another account’s report is a 404 everywhere', async () => {
    const mine = await create(admin, valid).expect(201);
    const id = mine.body.id as string;
    await t.http.get(`/api/reports/${id}`).set(other.auth).expect(404);
    await t.http.post(`/api/reports/${id}/run`).set(other.auth).expect(404);
    await t.http.get(`/api/reports/${id}/file`).set(other.auth).expect(404);
    await t.http.delete(`/api/reports/${id}`).set(other.auth).expect(404);
    const theirs = await t.http.get('/api/reports').set(other.auth).expect(200);
    expect(theirs.body.map((row: { id: string }) => row.id)).not.toContain(id);
    await t.http.get(`/api/reports/${id}`).set(admin.auth).expect(200);
    // A viewer reads but does not make.
    const viewer = await userWithRole(t.http, admin, 'viewer');
    await t.http.get(`/api/reports/${id}`).set(viewer.auth).expect(200);
    await create(viewer, valid).expect(403);
  });

  it('prints its times in ICT with the offset, and in a Thai report in the Buddhist era, as the other exports do', async () => {
    const shop = await registerAccount(t.http);
    const db = t.app.get(DataSource);
    const [{ at }] = await db.query<{ at: Date }[]>(
      `INSERT INTO messages (created_at, submitted_at, account_id, seq, mobile, sender_name, text, encoding, parts, credits, status)
       VALUES (date_trunc('second', now()), date_trunc('second', now()), $1, 0, '+66812345678', 'Shop', 'Hi', 'gsm7', 1, 1, 'submitted')
       RETURNING created_at AS at`,
      [shop.accountId],
    );
    // Worked out apart from the product's formatter: the wall clock in Bangkok.
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    const clock = `${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} +07:00`;
    const fileOf = async (language: string, type: string) => {
      const made = await create(shop, { ...valid, type, from: today(), to: today() }, language).expect(201);
      await runQueued(made.body.id);
      return (await t.http.get(`/api/reports/${made.body.id}/file`).set(shop.auth).buffer(true).expect(200)).text.slice(1).trim().split('\r\n');
    };
    const [, english] = await fileOf('en', 'message-log');
    expect(english.split(',').slice(0, 2)).toEqual([`${parts.year}-${clock}`, "'+66812345678"]);
    const [, thai] = await fileOf('th', 'message-log');
    const buddhist = `${Number(parts.year) + 543}-${clock}`;
    // The time it was made and the time it was submitted; no finish yet (a leading + is kept from formulas);
    // the status as the Thai screens say it.
    expect(thai.split(',')).toEqual([buddhist, "'+66812345678", 'Shop', 'Hi', 'ส่งถึงผู้ให้บริการ', '1', '1', buddhist, '', '']);
    const [, summary] = await fileOf('th', 'sms-summary');
    expect(summary.split(',')[0]).toBe(`${Number(parts.year) + 543}-${parts.month}-${parts.day}`);
  });

  it('runs a report into a file with a BOM, headers in the creator’s language, Thai text and safe cells', async () => {
    const db = t.app.get(DataSource);
    await db.query(
      `INSERT INTO messages (created_at, account_id, seq, mobile, sender_name, text, encoding, parts, credits, status)
       VALUES (now(), $1, 0, '+66812345678', 'Shop', 'สวัสดีครับ ลูกค้า', 'ucs2', 1, 1, 'delivered'),
              (now(), $1, 1, '+66812345679', 'Shop', '=HYPERLINK("http://x")', 'gsm7', 2, 2, 'pending')`,
      [admin.accountId],
    );
    const created = await create(admin, { ...valid, name: 'บันทึก', from: today(), to: today() }, 'th').expect(201);
    const id = created.body.id as string;
    await t.http.get(`/api/reports/${id}/file`).set(admin.auth).expect(409);
    await runQueued(id);
    const ready = await t.http.get(`/api/reports/${id}`).set(admin.auth).expect(200);
    expect(ready.body).toMatchObject({ status: 'ready', rows: 2, error: null });
    const file = await t.http.get(`/api/reports/${id}/file`).set(admin.auth).buffer(true).expect(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('บันทึก.csv'));
    const text = file.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0].split(',')).toEqual([
      'เวลา',
      'เบอร์มือถือ',
      'ชื่อผู้ส่ง',
      'ข้อความ',
      'สถานะ',
      'จำนวนส่วน',
      'เครดิต',
      'ส่งเมื่อ',
      'เสร็จเมื่อ',
      'รหัสข้อผิดพลาด',
    ]);
    expect(lines).toHaveLength(3);
    expect(text).toContain('สวัสดีครับ ลูกค้า');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);

    // Run now again: queued once however often it is asked, and the other account's data is not in it.
    const again = await t.http.post(`/api/reports/${id}/run`).set(admin.auth).expect(200);
    expect(again.body.status).toBe('queued');
    await t.http.post(`/api/reports/${id}/run`).set(admin.auth).expect(200);
    const queue = t.app.get<Queue<ReportJob>>(getQueueToken('report'));
    expect((await queue.getJobs(['waiting'])).filter((job) => job.data.reportId === id)).toHaveLength(1);
    await runQueued(id);

    const summary = await create(admin, { ...valid, type: 'sms-summary', format: 'xlsx', from: today(), to: today() }).expect(
      201,
    );
    await runQueued(summary.body.id);
    const xlsx = await t.http
      .get(`/api/reports/${summary.body.id}/file`)
      .set(admin.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1)).toEqual([
      'Date',
      'Sender name',
      'Messages',
      'Parts',
      'Credits',
      'Delivered',
      'Undelivered',
      'Rejected',
      'Pending',
    ]);
    // Counts are number cells, which a spreadsheet sums.
    expect(rows[1].slice(1)).toEqual([today(), 'Shop', 2, 3, 3, 1, 0, 0, 1]);

    await t.http.delete(`/api/reports/${id}`).set(admin.auth).expect(200);
    await t.http.get(`/api/reports/${id}`).set(admin.auth).expect(404);
  });
});
