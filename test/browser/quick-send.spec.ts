import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  expect,
  field,
  preferThai,
  readyToSend,
  registerBusiness,
  signIn,
  test,
  textsSentTo,
  uniqueId,
  type Business,
} from './support';

// Quick Send as a shop owner meets it: a template with {{firstName}} sent to pasted numbers of
// the shop's people, a file whose columns map themselves, the quiet hours said before Analyze
// (computed in Bangkok time whatever the browser's clock and zone), and the credit in sight.
test.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** A Thai mobile of its own for each run: 089 and eight random digits. */
const freshMobile = () => `089${String(parseInt(randomBytes(4).toString('hex'), 16) % 10_000_000).padStart(7, '0')}`;

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function api(request: APIRequestContext, business: Business, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { headers: { Authorization: `Bearer ${business.accessToken}` }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string };
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveText(option);
}

test('a template with {{firstName}} sent to pasted numbers of people: each gets their name, the unknown number the fallback', async ({
  page,
  request,
}) => {
  const business = await registerBusiness(request, 'Siriporn');
  const senderName = await readyToSend(request, business, 'Qs');
  const [somchai, malee, stranger] = [freshMobile(), freshMobile(), freshMobile()];
  await api(request, business, '/api/people', { mobile: somchai, firstName: 'Somchai' });
  await api(request, business, '/api/people', { mobile: malee, firstName: 'Malee' });
  const template = `Points ${uniqueId()}`;
  await api(request, business, '/api/templates', { name: template, message: 'Hello {{firstName}}, your points are ready' });

  await page.setViewportSize(DESKTOP);
  await signIn(page, business.email, business.password);
  await page.goto('/#/quick-send');
  // The credit is in sight on the form, before any analysis.
  await expect(page.locator('#main-content [data-credit-balance="100"]')).toBeVisible();
  await field(page, 'Mobile numbers').fill([somchai, malee, stranger].join('\n'));
  await pick(page, 'Sender', senderName);
  await pick(page, 'Template', template);
  await expect(field(page, 'Message')).toHaveValue('Hello {{firstName}}, your points are ready');
  await pick(page, 'Kind', 'Transactional');

  // The choice for numbers without a first name, before Analyze.
  await expect(
    page.getByText('Variables are filled from the people of your account who have these numbers ({{firstName}})', {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Send with a value I type' }).check();
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(field(page, 'Value for {{firstName}}')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Value for {{firstName}}').fill('dear customer');
  await page.getByRole('button', { name: 'Analyze' }).click();

  await expect(page).toHaveURL(/#\/quick-send\/analyze/);
  const figure = (label: string) => page.getByRole('group', { name: label, exact: true });
  await expect(figure('Valid')).toContainText('3');
  await expect(figure('Matched people')).toContainText('2');
  await expect(figure('Without a value')).toContainText('1');
  await expect(page.getByTestId('lacking-values')).toHaveText(
    `1 number has no value for a variable and gets the value you typed: +66${stranger.slice(1)}`,
  );
  await expect(page.getByText(`Hello Somchai, your points are ready`)).toBeVisible();
  // Back on the form, the analysed cost stands next to the balance.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('analysed-cost')).toHaveText('This send: 3 credits');
  await page.getByRole('button', { name: 'Analyze' }).click();
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page).toHaveURL(/#\/broadcasts\/[0-9a-f-]+\/show/);

  // What reached each phone.
  await expect.poll(() => textsSentTo(request, somchai), { timeout: 60_000 }).toContain('Hello Somchai, your points are ready');
  await expect.poll(() => textsSentTo(request, malee), { timeout: 60_000 }).toContain('Hello Malee, your points are ready');
  await expect
    .poll(() => textsSentTo(request, stranger), { timeout: 60_000 })
    .toContain('Hello dear customer, your points are ready');
  // The balance on the form follows the send.
  await page.goto('/#/quick-send');
  await expect(page.locator('#main-content [data-credit-balance="97"]')).toBeVisible();
});

test('a file maps ชื่อ to {{firstName}} by itself, shown before Analyze, on a phone', async ({ page, request }) => {
  const business = await registerBusiness(request, 'Arthit');
  const senderName = await readyToSend(request, business, 'Qf');
  await page.setViewportSize(PHONE);
  await signIn(page, business.email, business.password);
  await page.goto('/#/quick-send');
  await page.getByRole('radio', { name: 'Import a file' }).check();
  await field(page, 'Message').fill('Hi {{firstName}}');
  const csv = `เบอร์โทร,ชื่อ,Note\n${freshMobile()},Somsak,a\n${freshMobile()},Ratana,b\n`;
  await page.locator('input[type=file]').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const mapping = page.getByRole('table', { name: 'Variables and their columns' });
  await expect(mapping.getByRole('row').filter({ hasText: '{{firstName}}' })).toContainText('ชื่อ');
  await expect(field(page, 'Column with the mobile numbers')).toContainText('เบอร์โทร');
  // A variable added later is mapped too, or said to need a column, before any Analyze.
  await field(page, 'Message').fill('Hi {{firstName}} {{nickname}}');
  await expect(mapping.getByRole('row').filter({ hasText: '{{nickname}}' })).toContainText('Not mapped: pick a column');
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('file-mapping-390.png'), fullPage: true });
  await field(page, 'Message').fill('Hi {{firstName}}');
  await pick(page, 'Sender', senderName);
  await pick(page, 'Kind', 'Transactional');
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page).toHaveURL(/#\/quick-send\/analyze/);
  await expect(page.getByText('Hi Somsak')).toBeVisible();
});

test.describe('quiet hours, from a browser whose clock and zone are elsewhere', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('says a marketing send now falls in the quiet hours, with the next allowed time and one click to schedule it', async ({
    page,
    request,
  }) => {
    const business = await registerBusiness(request, 'Nok');
    await signIn(page, business.email, business.password);
    // 15:30 UTC is 22:30 in Bangkok (07:30 in Los Angeles): quiet. The fixed clock keeps timers running.
    const night = new Date(Date.now() - 86_400_000);
    night.setUTCHours(15, 30, 0, 0);
    await page.clock.setFixedTime(night);
    const next = new Date(night.getTime() + 86_400_000);
    const nextDay = next.toISOString().slice(0, 10);
    await page.goto('/#/quick-send');
    const notice = page.getByTestId('quiet-hours');
    await expect(notice).toContainText('marketing messages are not sent between 21:00 and 09:00 Bangkok time');
    await expect(notice).toContainText('22:30');
    await expect(notice).toContainText('09:00');
    // Transactional sends have no quiet hours.
    await pick(page, 'Kind', 'Transactional');
    await expect(notice).toBeHidden();
    await pick(page, 'Kind', 'Marketing');
    await notice.getByRole('button', { name: 'Schedule for 09:00' }).click();
    await expect(page.getByRole('radio', { name: 'Schedule' })).toBeChecked();
    await expect(field(page, 'Send at')).toHaveValue(`${nextDay}T09:00`);
    await expect(notice).toBeHidden();
    // A scheduled time in the night is said too.
    await field(page, 'Send at').fill(`${nextDay}T23:15`);
    await expect(notice).toContainText('is in the quiet hours');
  });

  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`in Thai on a ${name}: the notice, the choice for missing values and the credit fit the screen`, async ({
      page,
      request,
    }) => {
      const business = await registerBusiness(request, 'Pim');
      await page.setViewportSize(size);
      await signIn(page, business.email, business.password);
      await preferThai(page);
      await page.reload();
      const night = new Date(Date.now() - 86_400_000);
      night.setUTCHours(23, 0, 0, 0); // 06:00 in Bangkok: quiet until 09:00 the same morning.
      await page.clock.setFixedTime(night);
      await page.goto('/#/quick-send');
      const notice = page.getByTestId('quiet-hours');
      await expect(notice).toContainText('ไม่สามารถส่งข้อความการตลาดระหว่าง 21:00 ถึง 09:00 น.');
      await expect(notice.getByRole('button', { name: 'ตั้งเวลาส่ง 09:00 น.' })).toBeVisible();
      await field(page, 'เบอร์มือถือ').fill(`${freshMobile()}\n${freshMobile()}`);
      await field(page, 'ข้อความ').fill('สวัสดี {{firstName}}');
      await page.getByRole('radio', { name: 'ส่งโดยใช้ค่าที่ฉันพิมพ์' }).check();
      await expect(field(page, 'ค่าสำหรับ {{firstName}}')).toBeVisible();
      await expect(page.locator('#main-content [data-credit-balance]')).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`quick-send-th-${size.width}.png`), fullPage: true });
      await notice.getByRole('button', { name: 'ตั้งเวลาส่ง 09:00 น.' }).click();
      const bangkokDay = new Date(night.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
      await expect(field(page, 'ส่งเวลา')).toHaveValue(`${bangkokDay}T09:00`);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  }
});
