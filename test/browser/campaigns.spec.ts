import type { Page } from '@playwright/test';
import { createLink, expect, field, menu, readyToSend, registerBusiness, signIn, test, textSentTo, uniqueId } from './support';

// Campaigns with coupons as a new business runs its first one: a coupon book, a coupon in its four
// sections, the campaign wizard to a tag of people with its confirm figures, a recipient opening
// their coupon from the SMS, checking their phone by OTP and redeeming; a key-verification user
// redeeming another recipient's code at a branch; the counts moving on the dashboards; the
// screens in Thai too.
test.setTimeout(240_000);

/** Two distinct numbers no other test uses (the simulator's inbox is shared). */
const freshMobiles = () => {
  const base = 10_000_000 + (parseInt(uniqueId(), 16) % 80_000_000);
  return [`08${base}`, `08${base + 1}`];
};

/** `YYYY-MM-DDTHH:mm` in Bangkok, `days` from now, at `hour`:00. */
const bangkokAt = (days: number, hour: number) =>
  `${new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

async function pick(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a coupon campaign to a tag, redeemed by a customer after an OTP and by key verification at a branch', async ({
  browser,
  request,
}) => {
  const business = await registerBusiness(request, 'Ratree');
  const senderName = await readyToSend(request, business, 'Cpn', 100);
  const auth = { Authorization: `Bearer ${business.accessToken}` };
  // The audience as the people issue builds it (its own test walks those screens): two tagged people.
  const tag = (await (await request.post('/api/tags', { headers: auth, data: { name: 'Members' } })).json()) as { id: string };
  const [first, second] = freshMobiles();
  for (const [mobile, firstName] of [
    [first, 'Anong'],
    [second, 'Boon'],
  ]) {
    const person = await request.post('/api/people', { headers: auth, data: { mobile, firstName, tagIds: [tag.id] } });
    expect(person.status()).toBe(201);
  }

  const page = await browser.newPage();
  await signIn(page, business.email, business.password);

  // A coupon book.
  await menu(page).getByText('Coupon book', { exact: true }).click();
  await createLink(page, 'coupon-books').click();
  await field(page, 'Name').fill('Year-end book');
  await field(page, 'Valid from').fill(bangkokAt(-1, 0));
  await field(page, 'Valid until').fill(bangkokAt(60, 23));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Year-end book').first()).toBeVisible();

  // A coupon in its four sections.
  await page.goto('/#/coupons/create');
  await expect(page.getByRole('heading', { name: 'Information', exact: true })).toBeVisible();
  await field(page, 'Coupon name').fill('Year-end 100 THB off');
  await expect(field(page, 'Button text')).toHaveValue('REDEEM');
  await expect(field(page, 'Button colour')).toHaveValue('#01A9F4');
  // The condition in the rich-text editor: bold from the toolbar.
  const condition = page.locator('.ra-input-condition .ProseMirror');
  await condition.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  // Tiptap gives the editor the keyboard back on the next frame: keys typed before it are lost.
  await expect(condition).toBeFocused();
  await page.keyboard.type('One per customer');
  await expect(page.getByRole('heading', { name: 'SMS setting', exact: true })).toBeVisible();
  await pick(page, 'Sender name', senderName);
  await field(page, 'Message').fill('Your coupon {{couponCode}}: {{couponLink}}');
  await expect(page.getByRole('heading', { name: 'Setting', exact: true })).toBeVisible();
  await field(page, 'Start date').fill(bangkokAt(-1, 0));
  await field(page, 'End date').fill(bangkokAt(30, 23));
  await pick(page, 'Coupon book', 'Year-end book');
  await field(page, 'Code prefix').fill('YE');
  await field(page, 'Number of codes').fill('10');
  await pick(page, 'Status', 'Active');
  await expect(page.getByRole('heading', { name: 'Reference', exact: true })).toBeVisible();
  await field(page, 'Reference').fill('PROMO-YE');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/coupons\/[0-9a-f-]+\/show$/);
  await expect(page.getByText('Year-end 100 THB off').first()).toBeVisible();

  // The campaign wizard: basic setting, coupons, confirm.
  await menu(page).getByText('Campaign', { exact: true }).click();
  await createLink(page, 'campaigns').click();
  // A step is checked before the next: nothing filled, nothing moves.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Basic setting')).toBeVisible();
  await field(page, 'Name').fill('Year-end campaign');
  await field(page, 'Start date').fill(bangkokAt(0, 0).slice(0, 10));
  await field(page, 'Start time').fill('00:00');
  await field(page, 'End date').fill(bangkokAt(20, 0).slice(0, 10));
  await field(page, 'End time').fill('23:59');
  await page.getByLabel("Ask for the customer's phone").check();
  await page.getByRole('radio', { name: /people/i }).check();
  await field(page, 'Tags').click();
  await page.getByRole('option', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'Coupons').click();
  await page.getByRole('option', { name: 'Year-end 100 THB off' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // The confirm step: the send's analysis figures for the coupon.
  await expect(page.getByRole('heading', { name: /^Coupon Year-end 100 THB off from .* Codes left: 10$/ })).toBeVisible({
    timeout: 30_000,
  });
  const figure = (name: string) => page.getByRole('group', { name, exact: true }).getByRole('heading');
  await expect(figure('Valid')).toHaveText('2');
  await expect(figure('Blacklisted')).toHaveText('0');
  await expect(figure('Encoding')).toHaveText('GSM-7');
  await expect(figure('Credits needed')).toHaveText('2');
  await expect(figure('Balance after')).toHaveText('98');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send the campaign' }).click();
  await expect(page.getByText('The campaign is confirmed')).toBeVisible();
  await expect(page).toHaveURL(/#\/campaigns\/[0-9a-f-]+\/show$/);

  // The first recipient's SMS carries their own code and link.
  const sms = await textSentTo(request, first, /\/c\/[A-Za-z0-9]{12}/);
  const link = /(https?:\/\/\S+\/c\/[A-Za-z0-9]{12})/.exec(sms)![1];
  const code = /coupon (YE[A-Z2-9]+)/.exec(sms)![1];
  const otherSms = await textSentTo(request, second, /\/c\/[A-Za-z0-9]{12}/);
  const otherCode = /coupon (YE[A-Z2-9]+)/.exec(otherSms)![1];
  expect(otherCode).not.toBe(code);

  // The customer opens it on a phone: the design, the code, then the phone check by OTP, then redeem.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  await phone.goto(`${new URL(link).pathname}?lang=en`);
  await expect(phone.getByText('Year-end 100 THB off')).toBeVisible();
  await expect(phone.getByTestId('coupon-code')).toHaveText(code);
  await expect(phone.locator('strong', { hasText: 'One per customer' })).toBeVisible();
  await phone.getByLabel('Mobile number').fill(first);
  await phone.getByRole('button', { name: 'Send code' }).click();
  const otp = /verification code for the coupon is (\d+)/.exec(
    await textSentTo(request, first, /verification code for the coupon is \d+/),
  )![1];
  await phone.getByLabel('Code from the SMS').fill(otp);
  await phone.getByRole('button', { name: 'Verify' }).click();
  await phone.getByRole('button', { name: 'REDEEM' }).click();
  await phone.getByRole('button', { name: 'Use now' }).click();
  await expect(phone.getByText('Redeemed')).toBeVisible();

  // A key-verification user of the business redeems the other recipient's code at a branch.
  const id = uniqueId();
  const verifier = { email: `verifier-${id}@example.com`, password: 'verifier-password-1' };
  const created = await request.post('/api/users', {
    headers: auth,
    data: { ...verifier, username: `verifier${id}`, firstName: 'Kasem', lastName: `Counter${id}`, role: 'verifier' },
  });
  expect(created.status()).toBe(201);
  const counter = await browser.newPage();
  await signIn(counter, verifier.email, verifier.password);
  await menu(counter).getByText('Key verification', { exact: true }).click();
  await field(counter, 'Coupon code').fill(otherCode);
  await counter.getByRole('button', { name: 'Look up' }).click();
  await expect(counter.getByText('Usable')).toBeVisible();
  const redeemForm = counter.getByRole('form', { name: 'Redeem' });
  await redeemForm.getByRole('textbox', { name: 'Branch' }).fill('Siam Square');
  await redeemForm.getByRole('textbox', { name: 'Sale amount (THB)' }).fill('450.50');
  await redeemForm.getByRole('textbox', { name: 'Reference' }).fill('POS-991');
  await redeemForm.getByRole('button', { name: 'Redeem' }).click();
  await counter.getByRole('dialog').getByRole('button', { name: 'Redeem the code' }).click();
  await expect(counter.getByText('Redeemed').first()).toBeVisible();
  const sale = counter.getByRole('row').filter({ hasText: otherCode });
  await expect(sale.getByText('Siam Square')).toBeVisible();
  // A verifier sees key verification and nothing of the campaigns.
  await expect(menu(counter).getByText('Campaign', { exact: true })).toHaveCount(0);

  // The owner's dashboards count two coupons sent, one opened, two redeemed.
  await page.goto('/#/coupon-dashboard');
  const counted = (name: string) => page.locator(`[data-figure="${name}"]`);
  await expect(counted('issued')).toHaveText('2', { timeout: 30_000 });
  await expect(counted('opened')).toHaveText('1');
  await expect(counted('redeemed')).toHaveText('2');
  await expect(page.getByRole('figure', { name: 'Coupons per day' })).toBeVisible();

  // The campaign's funnel, in Thai.
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await page.goto('/#/campaigns');
  const row = page.getByRole('row').filter({ hasText: 'Year-end campaign' });
  await expect(row).toBeVisible();
  await expect(page.getByText('แคมเปญ').first()).toBeVisible();
  await page.goto('/#/redemptions');
  await expect(page.getByRole('row').filter({ hasText: otherCode })).toBeVisible();

  // The second recipient's page, in Thai: used at the counter.
  const otherLink = /(https?:\/\/\S+\/c\/[A-Za-z0-9]{12})/.exec(otherSms)![1];
  await phone.goto(`${new URL(otherLink).pathname}?lang=th`);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'th');
  await expect(phone.getByText('คูปองนี้ถูกใช้แล้ว')).toBeVisible();
});

test('the campaign wizard left on any step or at its confirm dialog stores no draft; a draft is kept only when saved', async ({
  browser,
  request,
}) => {
  const business = await registerBusiness(request, 'Sunee');
  const senderName = await readyToSend(request, business, 'Wiz', 100);
  const auth = { Authorization: `Bearer ${business.accessToken}` };
  const coupon = await request.post('/api/coupons', {
    headers: auth,
    data: {
      couponName: 'Rainy day 20 off',
      startDate: new Date(Date.now() - 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      useMax: 10,
      couponCodePrefix: 'RD',
      status: 'active',
      senderName,
      message: 'Rainy day code {{couponCode}} {{couponLink}}',
    },
  });
  expect(coupon.status()).toBe(201);
  const campaigns = async () =>
    ((await (await request.get('/api/campaigns', { headers: auth })).json()) as { name: string; status: string }[]).map(
      (row) => `${row.name}:${row.status}`,
    );
  const [mobile] = freshMobiles();

  const page = await browser.newPage();
  await signIn(page, business.email, business.password);
  const basic = async (name: string) => {
    await page.goto('/#/campaigns/create');
    await field(page, 'Name').fill(name);
    await field(page, 'Start date').fill(bangkokAt(0, 0).slice(0, 10));
    await field(page, 'Start time').fill('00:00');
    await field(page, 'End date').fill(bangkokAt(20, 0).slice(0, 10));
    await field(page, 'End time').fill('23:59');
    await field(page, 'Mobile numbers').fill(mobile);
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'Coupons').click();
    await page.getByRole('option', { name: 'Rainy day 20 off' }).click();
  };

  // Left on the coupons step: back on the list, nothing stored.
  await basic('Rainy left early');
  await page.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/#\/campaigns$/);
  await expect(page.getByRole('button', { name: 'Leave without saving' })).toHaveCount(0);
  expect(await campaigns()).toEqual([]);

  // The confirm step with its figures, a sample code in the preview, the dialog left with "Keep editing",
  // then the wizard left: still nothing stored.
  await basic('Rainy never sent');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /^Coupon Rainy day 20 off from / })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Rainy day code [A-Z0-9]{4,} http\S+\/c\/[A-Z0-9]{12}/)).toBeVisible();
  await expect(page.getByText('¤')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Send the campaign' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await campaigns()).toEqual([]);
  await page.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/#\/campaigns$/);
  await expect(page.getByRole('button', { name: 'Leave without saving' })).toHaveCount(0);
  await expect(page.getByText('Rainy never sent')).toHaveCount(0);
  expect(await campaigns()).toEqual([]);

  // Saved on purpose: one draft, shown on the list.
  await basic('Rainy kept as draft');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The draft is saved')).toBeVisible();
  await expect(page).toHaveURL(/#\/campaigns\/[0-9a-f-]+\/show$/);
  expect(await campaigns()).toEqual(['Rainy kept as draft:draft']);

  // The list on a phone, in Thai: rows as lines, Bangkok dates in the product's format, nothing sideways.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'America/New_York' });
  await signIn(phone, business.email, business.password);
  await phone.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('th')));
  await phone.goto('/#/campaigns');
  await phone.reload();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'th');
  await expect(phone.getByText('Rainy kept as draft')).toBeVisible();
  await expect(phone.getByText('ฉบับร่าง')).toBeVisible();
  // Its start, midnight in Bangkok with a Buddhist-era year, whatever the browser's own zone (New York here).
  const start = phone.locator('time').first();
  await expect(start).toContainText(String(Number(bangkokAt(0, 0).slice(0, 4)) + 543));
  await expect(start).toContainText('00:00');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Its page too: the coupon's figures as a line, not a table wider than the phone.
  await phone.getByText('Rainy kept as draft').click();
  await expect(phone).toHaveURL(/#\/campaigns\/[0-9a-f-]+\/show$/);
  await expect(phone.getByText(/โค้ดที่แจก 0 · SMS ที่ส่ง 0/)).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
