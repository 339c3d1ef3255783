import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, preferThai, readyToSend, registerBusiness, signIn, test, uniqueId } from './support';

// Exports as a shop owner opens them in Excel: downloaded from the console's buttons, in the
// console's language (the browser itself says en-US), phone numbers as text with no leading
// quote, statuses and headers in words, times as dates of the Bangkok wall clock.
test.setTimeout(120_000);

/** The sheet of the file the button downloads. */
async function exported(page: Page, button: string): Promise<ExcelJS.Worksheet> {
  const [download] = (await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])) as [
    Download,
    unknown,
  ];
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

/** A row's cells by their column's header. */
function cellsOf(sheet: ExcelJS.Worksheet, row: number): Map<string, ExcelJS.Cell> {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  return new Map(headers.map((header, at) => [header, sheet.getRow(row).getCell(at + 1)]));
}

/** Now on the Bangkok wall clock, as a spreadsheet date holds it (its UTC fields). */
const bangkokNow = () => Date.now() + 7 * 3_600_000;

/** The cell is a date of the Bangkok wall clock within the last ten minutes, shown to the second. */
function expectRecentBangkokDate(cell: ExcelJS.Cell | undefined) {
  expect(cell?.type).toBe(ExcelJS.ValueType.Date);
  expect(cell?.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  const at = (cell!.value as Date).getTime();
  expect(at).toBeLessThanOrEqual(bangkokNow());
  expect(at).toBeGreaterThan(bangkokNow() - 10 * 60_000);
}

test('the people list exported as XLSX from the Thai console: Thai headers and words, the number as text, the time as a date', async ({
  page,
  request,
}) => {
  const business = await registerBusiness(request, 'Nok');
  const mobile = `08${String(10_000_000 + (parseInt(uniqueId(), 16) % 80_000_000))}`;
  const added = await request.post('/api/people', {
    headers: { Authorization: `Bearer ${business.accessToken}` },
    data: { mobile, firstName: '=1+1', lastName: 'ใจดี', gender: 'female' },
  });
  expect(added.status()).toBe(201);

  await signIn(page, business.email, business.password);
  await preferThai(page);
  await page.reload();
  await page.goto('/#/people');
  await expect(page.getByText('ใจดี')).toBeVisible();
  const sheet = await exported(page, 'ส่งออก XLSX');

  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['เบอร์มือถือ', 'ชื่อ', 'นามสกุล', 'อีเมล', 'เพศ', 'วันเกิด', 'แท็ก', 'สร้างเมื่อ']);
  expect(sheet.rowCount).toBe(2);
  const cells = cellsOf(sheet, 2);
  // Text cells as typed: no quote before the + or the =, and the = is no formula.
  expect(cells.get('เบอร์มือถือ')?.type).toBe(ExcelJS.ValueType.String);
  expect(cells.get('เบอร์มือถือ')?.value).toBe(`+66${mobile.slice(1)}`);
  expect(cells.get('ชื่อ')?.type).toBe(ExcelJS.ValueType.String);
  expect(cells.get('ชื่อ')?.value).toBe('=1+1');
  expect(cells.get('เพศ')?.value).toBe('หญิง');
  expectRecentBangkokDate(cells.get('สร้างเมื่อ'));
});

test('the logs exported as XLSX from the English console: statuses in words, and a message done no earlier than it was submitted', async ({
  page,
  request,
}) => {
  const business = await registerBusiness(request, 'Dao');
  const auth = { Authorization: `Bearer ${business.accessToken}` };
  const senderName = await readyToSend(request, business, 'Xlsx');
  const mobile = `08${String(10_000_000 + (parseInt(uniqueId(), 16) % 80_000_000))}`;
  const sent = await request.post('/api/broadcasts', {
    headers: auth,
    data: { senderName, message: 'Your order is ready', recipients: [mobile], kind: 'transactional' },
  });
  expect(sent.status()).toBe(201);
  // The simulator answers with a receipt: wait until the message is delivered.
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get('/api/messages', { headers: auth })).json()) as { status: string }[];
        return messages[0]?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('delivered');

  await signIn(page, business.email, business.password);
  await page.goto('/#/messages');
  await expect(page.getByText('Delivered').first()).toBeVisible();
  const sheet = await exported(page, 'Export XLSX');

  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Date',
    'Mobile',
    'Sender',
    'Status',
    'Parts',
    'Credits',
    'Message',
    'Operator id',
    'Receipt',
    'Code',
    'Submitted',
    'Done',
    'Send',
  ]);
  const cells = cellsOf(sheet, 2);
  expect(cells.get('Mobile')?.type).toBe(ExcelJS.ValueType.String);
  expect(cells.get('Mobile')?.value).toBe(`+66${mobile.slice(1)}`);
  expect(cells.get('Status')?.value).toBe('Delivered');
  expect(cells.get('Parts')?.value).toBe(1);
  expect(cells.get('Message')?.value).toBe('Your order is ready');
  for (const header of ['Date', 'Submitted', 'Done']) expectRecentBangkokDate(cells.get(header));
  expect((cells.get('Done')!.value as Date).getTime()).toBeGreaterThanOrEqual((cells.get('Submitted')!.value as Date).getTime());
});
