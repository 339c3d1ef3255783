import { readFile } from 'node:fs/promises';
import { expect, field, menu, registerBusiness, signIn, test } from './support';

// Reports as a new business makes its first one: in Thai, a daily SMS summary, run now, then
// downloaded from the list; the file is UTF-8 with a BOM and its headers are Thai.
test.setTimeout(120_000);

test('create a daily report, run it now, download it and read Thai in it', async ({ page, request }) => {
  const business = await registerBusiness(request, 'Wipa');
  await signIn(page, business.email, business.password);
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  // The menu's "Report" leads to an empty list that offers Create.
  await menu(page).getByText('รายงาน', { exact: true }).click();
  await expect(page).toHaveURL(/#\/reports$/);
  await expect(page.getByText('ยังไม่มีรายงาน')).toBeVisible();
  await page.getByRole('link', { name: 'สร้าง' }).first().click();
  await expect(page).toHaveURL(/#\/reports\/create$/);

  // A file name with a refused character says why, in Thai, before anything is sent.
  await field(page, 'ชื่อไฟล์').fill('สรุป/รายวัน');
  await field(page, 'ประเภท').click();
  await page.getByRole('option', { name: 'สรุป SMS รายวันตามชื่อผู้ส่ง' }).click();
  await page.getByRole('radio', { name: 'รายวัน' }).check();
  // Daily asks for no period and no day of the month.
  await expect(field(page, 'ตั้งแต่')).toHaveCount(0);
  await expect(field(page, 'วันที่ของเดือน')).toHaveCount(0);
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('ชื่อไฟล์ต้องไม่มีอักขระ < > : / | ? *', { exact: false })).toBeVisible();
  await field(page, 'ชื่อไฟล์').fill('สรุปรายวัน');
  await page.getByRole('button', { name: 'บันทึก' }).click();

  // Back on the list: the first run is queued at once and the list follows it to ready.
  await expect(page).toHaveURL(/#\/reports$/);
  const row = page.getByRole('row').filter({ hasText: 'สรุปรายวัน' });
  await expect(row.getByText('รายวัน', { exact: true })).toBeVisible();
  await expect(row.getByTestId('report-status')).toHaveText('พร้อม', { timeout: 30_000 });

  // Run now: queued again, then ready again, without reloading the page.
  await row.getByRole('button', { name: 'ทำตอนนี้' }).click();
  await expect(page.getByText('รายงานอยู่ในคิวแล้ว')).toBeVisible();
  await expect(row.getByTestId('report-status')).toHaveText('พร้อม', { timeout: 30_000 });

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'ดาวน์โหลด' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('สรุปรายวัน.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const header = bytes.toString('utf8').slice(1).split('\r\n')[0];
  expect(header).toBe('วันที่,ชื่อผู้ส่ง,จำนวนข้อความ,จำนวนส่วน,เครดิต,ส่งถึงแล้ว,ส่งไม่ถึง,ถูกปฏิเสธ,รอดำเนินการ');

  // The show page: the period is yesterday, one day.
  await row.getByText('สรุปรายวัน', { exact: true }).click();
  await expect(page).toHaveURL(/#\/reports\/[0-9a-f-]+\/show$/);
  await expect(page.getByText('สรุปรายวัน.csv')).toBeVisible();
});
