import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import { returning } from '../../backend/src/database/returning.js';
import { ImportRunner } from '../../backend/src/modules/imports/import-runner.service.js';
import { ReportRunner } from '../../backend/src/modules/reports/report-runner.service.js';
import { ictDay } from '../../backend/src/modules/reports/report-windows.js';
import type { ReportJob } from '../../backend/src/queue/queues.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, type Session } from '../utils/factories.js';

/**
 * Every file the API serves, found in its OpenAPI document (a route answering text/csv), in
 * English and in Thai, as CSV and as XLSX: headers in the caller's language (never a field's key),
 * statuses as the screens say them, times in ICT with the offset (a Thai file in the Buddhist
 * era) and never a UTC ISO string; in an XLSX the same headers, times as date cells of the ICT
 * wall clock, and text (phone numbers) as text cells with no leading quote. A new export route
 * fails here until it is given its data below.
 */
type Language = 'en' | 'th';
type Format = 'csv' | 'xlsx';

const ICT_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) \+07:00$/;
const ISO_UTC = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Raw values the rows below hold, which a file must show in its language instead. */
const RAW_VALUES = ['delivered', 'female', 'issued', 'available', 'redeemed', 'staff', 'purchase', 'won', 'no_prize'];

/** RFC 4180 rows (quotes, doubled quotes, line breaks inside quotes). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('exports: every file in the caller’s language, times in ICT, XLSX cells typed', () => {
  let t: TestApp;
  let dir: string;
  let shop: Session;
  let db: DataSource;
  let couponId: string;
  let importId: string;
  let gameId: string;
  const reports = new Map<string, string>();
  const today = () => {
    const { year, month, day } = ictDay(new Date());
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };

  const download = async (url: string, language: Language) => {
    const res = await t.http
      .get(url)
      .set(shop.auth)
      .set('Accept-Language', language)
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    return res.body as Buffer;
  };

  /** How to reach each file route with this account's rows: its URL for a format and a language. */
  const routes: Record<string, (format: Format, language: Language) => string> = {
    '/api/messages/export': (format) => `/api/messages/export?format=${format}`,
    '/api/people/export': (format) => `/api/people/export?format=${format}`,
    '/api/coupon-codes/export': (format) =>
      `/api/coupon-codes/export?format=${format}&filter=${encodeURIComponent(JSON.stringify({ couponId }))}`,
    '/api/redemptions/export': (format) => `/api/redemptions/export?format=${format}`,
    '/api/game-plays/export': (format) =>
      `/api/game-plays/export?format=${format}&filter=${encodeURIComponent(JSON.stringify({ gameId }))}`,
    '/api/imports/{id}/invalid': (format) => `/api/imports/${importId}/invalid?format=${format}`,
    // A report's file is made in its creator's language and format.
    '/api/reports/{id}/file': (format, language) => `/api/reports/${reports.get(`${format}:${language}`)}/file`,
  };
  /** Routes whose rows hold no time. */
  const timeless = new Set(['/api/imports/{id}/invalid']);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'exports-e2e-'));
    t = await bootApp({ REPORT_DIR: dir });
    db = t.app.get(DataSource);
    shop = await registerAccount(t.http);

    // A delivered message, submitted and done a second apart.
    await db.query(
      `INSERT INTO messages (created_at, submitted_at, done_at, account_id, seq, mobile, sender_name, text, encoding, parts, credits, status)
       VALUES (date_trunc('second', now()), date_trunc('second', now()), date_trunc('second', now()) + interval '1 second',
               $1, 0, '+66812345678', 'Shop', 'Hi', 'gsm7', 1, 1, 'delivered')`,
      [shop.accountId],
    );
    await t.http.post('/api/people').set(shop.auth).send({ mobile: '0812345678', firstName: 'Malee', gender: 'female' }).expect(201);

    // A game played once by a phone, winning its reward.
    const game = await t.http
      .post('/api/games')
      .set(shop.auth)
      .send({
        gameName: 'วงล้อ',
        gameType: 'wheel',
        gameStatus: 'active',
        verifyType: 'none',
        gameStartDate: '2026-01-01T00:00:00+07:00',
        gameEndDate: '2036-12-31T23:59:00+07:00',
      })
      .expect(201);
    gameId = game.body.id as string;
    await t.http
      .post(`/api/games/${gameId}/rewards`)
      .set(shop.auth)
      .send({ reName: 'กาแฟฟรี', reQty: 5, reType: 2, reChanceRate: 100 })
      .expect(201);
    await t.http.post(`/api/public/games/${game.body.gameCode as string}/play`).send({ phone: '0812345678' }).expect(200);

    // A coupon with codes, one given to a phone and redeemed by staff.
    const coupon = await t.http
      .post('/api/coupons')
      .set(shop.auth)
      .send({ couponName: 'ลด 100 บาท', startDate: '2026-01-01T00:00:00+07:00', endDate: '2036-12-31T23:59:00+07:00', useMax: 3, verifyType: 'both' })
      .expect(201);
    couponId = coupon.body.id as string;
    await db.query(`UPDATE coupons SET status = 'active' WHERE id = $1`, [couponId]);
    const [issued] = await returning<{ code: string }>(
      db,
      `UPDATE coupon_codes SET status = 'issued', token = $2, mobile = '+66812345678', issued_at = now()
        WHERE id = (SELECT id FROM coupon_codes WHERE coupon_id = $1 AND status = 'available' ORDER BY id LIMIT 1)
        RETURNING code`,
      [couponId, `t${Date.now().toString(36)}`.padEnd(12, 'x').slice(0, 12)],
    );
    await t.http.post('/api/redemptions').set(shop.auth).send({ code: issued.code, branch: 'Siam', saleAmount: 100 }).expect(200);

    // An import whose file has its own (Thai) headers.
    const imported = await t.http
      .post('/api/imports')
      .set(shop.auth)
      .attach('file', Buffer.from('เบอร์,ชื่อเล่น\n0812345670,Malee\n12,Bad\n'), 'people.csv')
      .field('target', 'people')
      .expect(201);
    importId = imported.body.id as string;
    await t.http.put(`/api/imports/${importId}`).set(shop.auth).send({ mapping: { เบอร์: 'mobile', ชื่อเล่น: 'firstName' } }).expect(200);
    await t.http.post(`/api/imports/${importId}/start`).set(shop.auth).expect(200);
    // Run here: no worker in this test.
    await t.app.get(ImportRunner).run(importId);

    // A message-log report per format and language, run here (no worker in this test).
    const queue = t.app.get<Queue<ReportJob>>(getQueueToken('report'));
    for (const format of ['csv', 'xlsx'] as const) {
      for (const language of ['en', 'th'] as const) {
        const made = await t.http
          .post('/api/reports')
          .set(shop.auth)
          .set('Accept-Language', language)
          .send({ name: `Log ${format} ${language}`, type: 'message-log', recurrence: 'once', format, from: today(), to: today() })
          .expect(201);
        const [job] = (await queue.getJobs(['waiting', 'delayed'])).filter((queued) => queued.data.reportId === made.body.id);
        await t.app.get(ReportRunner).run(job.data);
        await job.remove();
        reports.set(`${format}:${language}`, made.body.id as string);
      }
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('knows every file route the API documents', async () => {
    const document = (await t.http.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const fileRoutes = Object.entries(document.paths)
      .filter(([, item]) => Object.values(item).some((operation) => operation.responses?.['200']?.content?.['text/csv']))
      .map(([path]) => path)
      .sort();
    expect(fileRoutes).toEqual(Object.keys(routes).sort());
  });

  /** A file's CSV rows in a language: its header and its rows. */
  const csvOf = async (route: string, language: Language) => {
    const body = (await download(routes[route]('csv', language), language)).toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    expect(body).not.toMatch(ISO_UTC);
    return csvRows(body.slice(1));
  };

  it.each(Object.keys(routes))('%s: CSV headers translated, statuses in words, times in ICT with the offset', async (route) => {
    const [english, ...englishRows] = await csvOf(route, 'en');
    const [thai, ...thaiRows] = await csvOf(route, 'th');
    expect(englishRows.length).toBeGreaterThan(0);
    expect(thai).toHaveLength(english.length);
    for (const header of english) {
      // Not a field's key (camelCase, dotted) but words.
      expect({ header, key: /^[a-z]+[A-Z]\w*$|^\w+\.\w+/.test(header) }).toEqual({ header, key: false });
    }
    // Every Thai header is Thai: a column's own label (the import file's) is Thai here too.
    for (const header of thai) expect({ header, thai: /[\u0e00-\u0e7f]/.test(header) }).toEqual({ header, thai: true });
    for (const cell of thaiRows.flat()) expect(RAW_VALUES).not.toContain(cell);

    const times = (rows: string[][]) => rows.flat().filter((cell) => ICT_TIME.test(cell));
    if (timeless.has(route)) return;
    expect(times(englishRows).length).toBeGreaterThan(0);
    const year = new Date().getUTCFullYear();
    for (const time of times(englishRows)) expect(Number(ICT_TIME.exec(time)![1])).toBeLessThanOrEqual(year + 1);
    // The same instants, in the Buddhist era.
    expect(times(thaiRows).map((time) => `${Number(time.slice(0, 4)) - 543}${time.slice(4)}`)).toEqual(times(englishRows));
  });

  it.each(Object.keys(routes))('%s: XLSX with the CSV’s headers, text cells without quotes and ICT times as dates', async (route) => {
    for (const language of ['en', 'th'] as const) {
      const [header, ...rows] = await csvOf(route, language);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await download(routes[route]('xlsx', language), language)) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
      expect(sheet.rowCount).toBe(rows.length + 1);
      rows.forEach((cells, at) => {
        cells.forEach((text, column) => {
          const cell = sheet.getRow(at + 2).getCell(column + 1);
          const where = { route, language, row: at + 2, column: header[column] };
          const time = ICT_TIME.exec(text);
          if (time) {
            // A date holding the ICT wall clock (CE: a spreadsheet counts its own years).
            expect({ ...where, type: cell.type, numFmt: cell.numFmt }).toEqual({ ...where, type: ExcelJS.ValueType.Date, numFmt: 'yyyy-mm-dd hh:mm:ss' });
            const year = Number(time[1]) - (language === 'th' ? 543 : 0);
            const wallClock = `${year}-${time[2]}-${time[3]}T${time[4]}:${time[5]}:${time[6]}.000Z`;
            expect((cell.value as Date).toISOString()).toBe(wallClock);
          } else if (text.startsWith("'")) {
            // The CSV's formula guard; the XLSX's text cell needs none.
            expect({ ...where, value: cell.value, type: cell.type }).toEqual({ ...where, value: text.slice(1), type: ExcelJS.ValueType.String });
          } else if (text === '') {
            expect({ ...where, value: cell.value }).toEqual({ ...where, value: null });
          } else {
            expect({ ...where, value: String(cell.value) }).toEqual({ ...where, value: text });
            if (/^\+?0?\d{9,}$/.test(text)) expect({ ...where, type: cell.type }).toEqual({ ...where, type: ExcelJS.ValueType.String });
          }
        });
      });
    }
  });
});
