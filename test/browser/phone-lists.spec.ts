import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  addSubAccount,
  addUser,
  expect,
  field,
  preferThai,
  readyToSend,
  registerBusiness,
  signIn,
  test,
  uniqueId,
  type Business,
} from './support';

// Every list page of the console on a 390 px phone, in English and in Thai, as a business owner
// and as staff (whose menu holds the staff-only lists): none scrolls sideways. The lists are
// the menu's entries that open a resource folder with a list screen (admin/src/resources/<name>/
// *List.tsx, the folders registry.ts reads), so a new resource's list is checked by itself.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const RESOURCES = fileURLToPath(new URL('../../admin/src/resources/', import.meta.url));

/** Resource folders with a list screen of their own. */
const listResources = new Set(
  readdirSync(RESOURCES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(RESOURCES, entry.name, 'meta.ts')))
    .filter((entry) => readdirSync(join(RESOURCES, entry.name)).some((file) => /List\.tsx$/.test(file)))
    .map((entry) => entry.name),
);

/** The list routes the signed-in user's menu offers, read off the sidebar on a wide screen. */
async function listRoutesOfMenu(page: Page): Promise<string[]> {
  await page.setViewportSize(DESKTOP);
  await expect(page.locator('[role="menuitem"][href="#/"]').first()).toBeVisible();
  const hrefs = await page
    .locator('a[role="menuitem"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const names = hrefs.map((href) => /^#\/([^/?]+)$/.exec(href)?.[1] ?? '').filter((name) => listResources.has(name));
  return [...new Set(names)];
}

/** The console in Thai from here on (signed in through the English form, which support.ts fills). */
async function inThai(page: Page) {
  await preferThai(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
}

/** The page's width beyond the window: what a person would scroll sideways to see. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens a list and waits until its rows (or its empty state) are on screen. */
async function openList(page: Page, name: string) {
  await page.goto(`/#/${name}`);
  // The list's screen (its code loads on the first visit), then its rows or its empty state, and
  // no request left under way (the app bar's spinner).
  await expect(page.locator('.RaList-main, .RaList-noResults').first(), name).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.MuiSkeleton-root, .MuiCircularProgress-root'), name).toHaveCount(0);
}

/** Rows of every kind a business has, made through the API; answers a text shown on each list. */
async function seedBusiness(request: APIRequestContext, owner: Business): Promise<Record<string, string>> {
  const auth = { Authorization: `Bearer ${owner.accessToken}` };
  const id = uniqueId();
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/${path}`, { headers: auth, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
  const senderName = await readyToSend(request, owner, 'List', 500);
  const mobile = `089${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const description = `Songkran promotion for every member ${id}`;
  await post('broadcasts', {
    senderName,
    message: 'Our shop opens at 10 today',
    recipients: [mobile],
    kind: 'transactional',
    description,
  });
  const user = await addUser(request, owner, 'operator');
  const branch = await addSubAccount(request, owner);
  const tag = await post('tags', { name: `Members ${id}` });
  await post('groups', { name: `Club ${id}` });
  await post('people', {
    mobile: `086${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    firstName: 'Anong',
    tagIds: [tag.id],
  });
  await post('people-fields', { label: `Member level ${id}`, key: `level${id}`, type: 'text' });
  await post('blacklist', { mobile: `085${String(Date.now() % 10_000_000).padStart(7, '0')}` });
  await post('templates', { name: `Order ready ${id}`, senderName, message: 'Hello {{firstName}}, your order is ready.' });
  await post('api-keys', { name: `Shop system ${id}` });
  const app = await post('otp-apps', { name: `Sign-in ${id}`, sender: senderName, content: 'Code {otp} ref {ref}' });
  await post('otp-requests', { appId: app.id, mobile: `084${String(Date.now() % 10_000_000).padStart(7, '0')}` });
  const day = 24 * 60 * 60 * 1000;
  await post('coupon-books', {
    name: `New Year ${id}`,
    startDate: new Date(Date.now() - day).toISOString(),
    endDate: new Date(Date.now() + 60 * day).toISOString(),
  });
  await post('coupons', {
    couponName: `Coupon 50 ${id}`,
    startDate: new Date(Date.now() - day).toISOString(),
    endDate: new Date(Date.now() + 60 * day).toISOString(),
    useMax: 20,
  });
  await post('landing-pages', {
    landingpage_name: `Songkran sale ${id}`,
    landingpage_detail: '<p>50% off</p>',
    status: 'active',
  });
  await post('reports', {
    name: `SMS March ${id}`,
    type: 'sms-summary',
    recurrence: 'once',
    format: 'csv',
    from: '2026-03-01',
    to: '2026-03-31',
  });
  return {
    broadcasts: description.slice(0, 20),
    // Logs show the number as the operator took it.
    messages: `+66${mobile.slice(1)}`,
    users: user.email,
    'sub-accounts': branch.name,
    tags: `Members ${id}`,
    templates: `Order ready ${id}`,
    'api-keys': `Shop system ${id}`,
    'otp-apps': `Sign-in ${id}`,
    coupons: `Coupon 50 ${id}`,
    'landing-pages': `Songkran sale ${id}`,
  };
}

/** Every list of the menu on a phone: within 390 px, the seeded rows shown one per line, a screenshot each. */
async function checkEveryList(page: Page, testInfo: TestInfo, label: string, shown: Record<string, string>) {
  const routes = await listRoutesOfMenu(page);
  expect(routes.length, routes.join(', ')).toBeGreaterThan(5);
  await page.setViewportSize(PHONE);
  for (const name of routes) {
    await openList(page, name);
    if (shown[name]) {
      await expect(page.getByText(shown[name]).first(), `${name} shows its rows`).toBeVisible();
      // Fewer columns on a phone: a line per row, not the Datagrid's table.
      await expect(page.locator('.RaDatagrid-table'), `${name} on a phone`).toHaveCount(0);
    }
    await page.screenshot({ path: testInfo.outputPath(`${label}-${name}.png`), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} (${label}) is wider than the phone`,
    ).toBeLessThanOrEqual(PHONE.width);
    expect(await overflow(page), name).toBeLessThanOrEqual(0);
  }
  return routes;
}

test.describe('every list on a 390 px phone', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const language of ['en', 'th'] as const) {
    test(`fits the screen for a business owner (${language})`, async ({ page, request }, testInfo) => {
      const owner = await registerBusiness(request);
      const shown = await seedBusiness(request, owner);
      await signIn(page, owner.email, owner.password);
      if (language === 'th') await inThai(page);
      const routes = await checkEveryList(page, testInfo, `owner-${language}`, shown);
      for (const name of ['broadcasts', 'messages', 'credit-transactions', 'users', 'templates']) expect(routes).toContain(name);
    });

    test(`fits the screen for staff, the staff-only lists included (${language})`, async ({ page, request }, testInfo) => {
      // A top-up and a sender name waiting for approval, so staff's lists have rows.
      const owner = await registerBusiness(request);
      await readyToSend(request, owner, 'Staff', 100);
      const pending = `Wait${uniqueId().slice(0, 6)}`;
      const asked = await request.post('/api/senders', {
        headers: { Authorization: `Bearer ${owner.accessToken}` },
        data: { name: pending },
      });
      expect(asked.status()).toBe(201);
      await signIn(page, 'staff@example.com', 'staff-password');
      if (language === 'th') await inThai(page);
      const routes = await checkEveryList(page, testInfo, `staff-${language}`, {
        senders: pending,
        'credit-purchases': owner.name,
      });
      expect(routes).toContain('credit-purchases');
    });
  }
});

test('on a 1366 px screen the lists keep their full Datagrid', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await registerBusiness(request);
  const shown = await seedBusiness(request, owner);
  await signIn(page, owner.email, owner.password);
  await page.setViewportSize(DESKTOP);
  for (const name of Object.keys(shown)) {
    await openList(page, name);
    await expect(page.getByText(shown[name]).first(), name).toBeVisible();
    await expect(page.locator('.RaDatagrid-table'), name).toBeVisible();
    expect(await page.locator('.RaDatagrid-table thead th').count(), name).toBeGreaterThan(2);
  }
  // The transaction history links each entry to what it refers to: the send, by its description.
  await openList(page, 'credit-transactions');
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await page.getByRole('link', { name: shown.broadcasts, exact: false }).first().click();
  await expect(page).toHaveURL(/#\/broadcasts\/[0-9a-f-]+\/show$/);
});

test('staff see account names, not ids, and a saved top-up says what was added to which account', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  await signIn(page, 'staff@example.com', 'staff-password');
  await page.goto('/#/credit-purchases/create');
  await field(page, 'Account').fill(owner.name);
  await page.getByRole('option', { name: owner.name }).click();
  await page.getByLabel(/^Credits/).fill('1000');
  await page.getByLabel(/^Amount/).fill('250');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Added 1,000 credits to ${owner.name}`)).toBeVisible();
  await expect(page).toHaveURL(/#\/credit-purchases$/);
  const row = page.locator('.RaDatagrid-table tbody tr').filter({ hasText: owner.name }).first();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText(owner.accountId);
});
