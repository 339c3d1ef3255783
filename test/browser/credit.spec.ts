import type { APIRequestContext, Page } from '@playwright/test';
import {
  addSubAccount,
  codeSentTo,
  expect,
  field,
  preferThai,
  registerBusiness,
  signIn,
  test,
  uniqueId,
  type Business,
} from './support';

// Credit in sight, as a new business meets it: Home lists the first steps and ticks them as the
// business gets there, and the balance in the app bar follows every send without a reload, at
// 1366 px and on a 390 px phone, in English and in Thai.
test.setTimeout(180_000);

const balanceChip = (page: Page) => page.locator('header [data-credit-balance]');
const step = (page: Page, name: string) => page.locator(`[data-first-steps] [data-step="${name}"]`);
/** Another screen of the console without loading the page again (the hash route changes). */
const openRoute = (page: Page, route: string) => page.evaluate((hash) => (window.location.hash = hash), route);
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function staffAuth(request: APIRequestContext) {
  const login = await request.post('/jwt/login', { data: { email: 'staff@example.com', password: 'staff-password' } });
  return { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

async function approveAndTopUp(request: APIRequestContext, business: Business, senderName: string, credits: number) {
  const staff = await staffAuth(request);
  const owner = { Authorization: `Bearer ${business.accessToken}` };
  const senders = (await (await request.get('/api/senders', { headers: owner })).json()) as { id: string; name: string }[];
  const sender = senders.find((each) => each.name === senderName)!;
  expect((await request.post(`/api/senders/${sender.id}/approve`, { headers: staff })).status()).toBe(200);
  const topUp = await request.post('/api/credit-purchases', {
    headers: staff,
    data: { accountId: business.accountId, credits, amount: credits / 4, kind: 'standard' },
  });
  expect(topUp.status()).toBe(201);
}

test('Home ticks the first steps off, and the app bar balance follows a send and a code without a reload', async ({
  page,
  request,
}) => {
  const business = await registerBusiness(request, 'Wanida');
  const senderName = `Crd${uniqueId().slice(0, 6)}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, business.email, business.password);
  // Set once: gone if the page were loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // A new account: nothing done, no credit (the error colour), each step with its way to it.
  for (const name of ['senderRequested', 'senderApproved', 'credits', 'firstSend'])
    await expect(step(page, name)).toHaveAttribute('data-done', 'false');
  await expect(page.getByText('First steps to your first send')).toBeVisible();
  await expect(balanceChip(page)).toHaveAttribute('data-credit-balance', '0');
  await expect(balanceChip(page)).toHaveAttribute('data-credit-level', 'empty');
  await expect(balanceChip(page)).toContainText('Credit balance: 0');

  // The first step's link leads to the request form; back on Home it is ticked.
  await step(page, 'senderRequested').getByRole('link', { name: 'Ask for one' }).click();
  await expect(page).toHaveURL(/#\/senders\/create$/);
  await field(page, 'Sender name').fill(senderName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sender name requested: staff will review it')).toBeVisible();
  await openRoute(page, '#/');
  await expect(step(page, 'senderRequested')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'senderApproved')).toHaveAttribute('data-done', 'false');

  // Staff approve the name and top the account up to just above the warning line.
  await approveAndTopUp(request, business, senderName, 102);
  await openRoute(page, '#/profile');
  await expect(page.getByText('Credits bought')).toBeVisible();
  await openRoute(page, '#/');
  await expect(step(page, 'senderApproved')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'credits')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'firstSend')).toHaveAttribute('data-done', 'false');
  await expect(balanceChip(page)).toHaveAttribute('data-credit-balance', '102');
  await expect(balanceChip(page)).toHaveAttribute('data-credit-level', 'enough');

  // The last step's link opens Quick Send; the send takes 3 credits and the app bar shows it.
  await step(page, 'firstSend').getByRole('link', { name: 'Quick send' }).click();
  await expect(page).toHaveURL(/#\/quick-send$/);
  await field(page, 'Mobile numbers').fill('0812345678\n0812345679\n0812345680');
  await field(page, 'Sender').click();
  await page.getByRole('option', { name: senderName }).click();
  await field(page, 'Message').fill('Your order has shipped');
  await field(page, 'Kind').click();
  await page.getByRole('option', { name: 'Transactional' }).click();
  await page.getByRole('button', { name: 'Analyze' }).click();
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page).toHaveURL(/#\/broadcasts\/[0-9a-f-]+\/show/);
  await expect(balanceChip(page)).toHaveAttribute('data-credit-balance', '99');
  // Under 100 credits: the warning colour, and its reason said.
  await expect(balanceChip(page)).toHaveAttribute('data-credit-level', 'low');
  await expect(balanceChip(page)).toHaveAttribute('aria-label', /Low credit/);

  // A code from Test OTP moves it too, on the same screen.
  const apps = await request.post('/api/otp-apps', {
    headers: { Authorization: `Bearer ${business.accessToken}` },
    data: { name: 'Shop sign-in', sender: senderName, content: 'Your code is {otp} (ref {ref})' },
  });
  expect(apps.status()).toBe(201);
  await openRoute(page, '#/test-otp');
  await expect(field(page, 'OTP application')).toContainText('Shop sign-in');
  const mobile = `08${String(Date.now()).slice(-8)}`;
  await field(page, 'Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/A code was sent/)).toBeVisible();
  await expect(balanceChip(page)).toHaveAttribute('data-credit-balance', '98');
  expect(await codeSentTo(request, mobile)).toMatch(/^\d{4,8}$/);

  // All steps done: Home no longer lists them; its credit card says the balance is low.
  await openRoute(page, '#/');
  await expect(page.getByText(/^Welcome/)).toBeVisible();
  await expect(page.locator('[data-first-steps]')).toHaveCount(0);
  await expect(page.getByText('Low credit: ask for a top-up before your next send').first()).toBeVisible();

  // The profile shows the three credit figures under their labels.
  await openRoute(page, '#/profile');
  const card = page.locator('.MuiCard-root', { hasText: 'Credits bought' });
  await expect(card).toContainText('98');
  await expect(card).toContainText('102');
  await expect(card.getByText('Last top-up')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

for (const language of ['en', 'th'] as const) {
  test(`the balance and the first steps fit a 390 px phone and a 1366 px screen (${language})`, async ({ page, request }) => {
    const business = await registerBusiness(request, 'Orn');
    // A branch of its own: the account switcher shares the bar too.
    await addSubAccount(request, business);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, business.email, business.password);
    if (language === 'th') {
      await preferThai(page);
      await page.reload();
    }
    const texts =
      language === 'en'
        ? { title: 'First steps to your first send', label: 'Credit balance', ask: 'Ask for one' }
        : { title: 'ขั้นตอนสู่การส่งครั้งแรก', label: 'เครดิตคงเหลือ', ask: 'ขอชื่อผู้ส่ง' };
    await expect(page.getByText(texts.title)).toBeVisible();
    await expect(step(page, 'senderRequested').getByRole('link', { name: texts.ask })).toBeVisible();

    // On the phone: the figure stays, its label hides, and the language and user menus stay on screen.
    const chip = balanceChip(page);
    await expect(chip).toBeVisible();
    await expect(chip).toHaveText('0', { useInnerText: true });
    await expect(chip).toHaveAttribute('aria-label', new RegExp(texts.label));
    const controls = page.locator('header button');
    expect(await controls.count()).toBeGreaterThanOrEqual(3);
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    for (const shown of [chip, page.locator('header .MuiTextField-root')]) {
      await expect(shown).toBeVisible();
      const box = (await shown.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // On a large screen the label shows with the figure.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(chip).toContainText(`${texts.label}: 0`);
    await expect(page.getByText(texts.title)).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}

test('staff in the platform’s own account have no balance to watch and no first steps', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'staff@example.com', 'staff-password');
  await expect(page.getByText(/^Welcome/)).toBeVisible();
  // Home's own credit card has read the profile and every request has settled: a chip would be there by now.
  await expect(page.getByText('Credit balance')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('header [data-credit-balance]')).toHaveCount(0);
  await expect(page.locator('[data-first-steps]')).toHaveCount(0);
});
