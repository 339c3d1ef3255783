import { addUser, expect, field, menu, preferThai, registerBusiness, signIn, test } from './support';

// What a person notices on the first day: language, links, titles, small screens.

test('the Thai console says so to the browser and validates in Thai, never with Chromium bubbles', async ({ page }) => {
  await preferThai(page);
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // Every form leaves validation to the console's translated messages.
  await expect(page.locator('form:not([novalidate])')).toHaveCount(0);
  await field(page, 'อีเมล').fill('not-an-email');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  // A native bubble would have blocked the submit before these could show.
  await expect(page.getByText('กรุณากรอกอีเมลที่ถูกต้อง')).toBeVisible();
  await expect(page.getByText('จำเป็นต้องกรอก')).toBeVisible();
  expect(await field(page, 'อีเมล').evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true);
});

test('the language of <html> follows a switch to Thai and back', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  await signIn(page, owner.email, owner.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // Thai titles carry no space between Thai words and the resource's name.
  await menu(page).getByText('จัดการผู้ใช้งาน').click();
  await expect(page.locator('#react-admin-title')).toHaveText('จัดการผู้ใช้งาน');
  await page.getByRole('link', { name: 'สร้าง' }).click();
  await expect(page.locator('#react-admin-title')).toHaveText('สร้างผู้ใช้งาน');
  await page.goto('/#/account-settings');
  await expect(page.getByText('ทดลองใช้').first()).toBeVisible();
});

test('a deep link opened while signed out leads there after sign-in', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  await page.goto('/#/profile');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page, owner.email, owner.password, { navigate: false });
  await expect(page).toHaveURL(/#\/profile$/);
  await expect(page.getByText('Personal details')).toBeVisible();
});

test('page titles match the menu, the sidebar shows its entries whole, save messages say what was saved', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  await signIn(page, owner.email, owner.password);
  const title = page.locator('#react-admin-title');

  await menu(page).getByText('User & Management').click();
  await expect(title).toHaveText('User & Management');
  await menu(page).getByText('Account Management').click();
  await expect(title).toHaveText('Account Management');
  const entry = menu(page).getByRole('menuitem', { name: 'Account Management' });
  // Cut means an element holding the label clips it (the click's ripple clips too: not the label).
  const labelCut = () =>
    entry.evaluate((item) =>
      [item, ...item.querySelectorAll('*')].some(
        (node) =>
          node.textContent?.includes('Account Management') &&
          node.scrollWidth > node.clientWidth + 1 &&
          getComputedStyle(node).overflow === 'hidden',
      ),
    );
  await expect.poll(labelCut).toBe(false);

  await page.goto('/#/profile');
  await field(page, 'Phone').fill('0898765432');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  await page.goto('/#/account-settings');
  await field(page, 'Business name').fill(`${owner.name} Co.`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account settings saved')).toBeVisible();

  await page.goto('/#/no-such-page');
  await expect(title).toHaveText('Not Found');
});

test('the time zone offers Bangkok first and finds a zone by what one types', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  await signIn(page, owner.email, owner.password);
  await page.goto('/#/account-settings');
  const zone = page.getByRole('combobox', { name: /Time zone/ });
  await expect(zone).toHaveValue(/Bangkok/);
  await zone.fill('');
  await expect(page.getByRole('option').first()).toHaveText('Asia/Bangkok (GMT+7)');
  await zone.fill('Tokyo');
  await expect(page.getByRole('option')).toHaveText(['Asia/Tokyo (GMT+9)']);
});

test('staff change the plan of a business they act in', async ({ page, request }) => {
  const business = await registerBusiness(request, 'Somsri');
  await signIn(page, 'staff@example.com', 'staff-password');
  await page.getByLabel('Acting account').click();
  await page.getByRole('option', { name: business.name }).click();
  await page.goto('/#/account-settings');
  await expect(field(page, 'Business name')).toHaveValue(business.name);
  await field(page, 'Plan').click();
  await page.getByRole('option', { name: 'Enterprise' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account settings saved')).toBeVisible();

  // The owner sees the new plan.
  const response = await request.get('/account-setting/data', { headers: { Authorization: `Bearer ${business.accessToken}` } });
  expect(((await response.json()) as { plan: string }).plan).toBe('enterprise');
});

test('an account admin sees the plan but cannot change it', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  await signIn(page, owner.email, owner.password);
  await page.goto('/#/account-settings');
  await expect(page.getByText('The plan is changed by the platform team.')).toBeVisible();
  await expect(field(page, 'Plan')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the users list fits the screen', async ({ page, request }) => {
    const owner = await registerBusiness(request);
    const operator = await addUser(request, owner, 'operator');
    await signIn(page, owner.email, owner.password);
    await page.goto('/#/users');
    await expect(page.getByText(operator.email)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the profile shows the credit, Home the balance, and the menu ends with Log Out, all within the screen', async ({ page, request }) => {
    const owner = await registerBusiness(request);
    await signIn(page, owner.email, owner.password);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // Home's credit card (the app bar's chip keeps only its figure on a phone).
    await expect(page.getByText('Credit balance', { exact: true })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/#/profile');
    await expect(page.getByText('Credits bought')).toBeVisible();
    await expect(page.getByText('No top-up yet')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/#/channels');
    await expect(page.getByText(/No Channels? yet/i)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu(page).getByRole('menuitem', { name: 'Channel List' })).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  });

  test('the Dashboard and the consent ledger fit the screen', async ({ page, request }) => {
    const owner = await registerBusiness(request);
    await signIn(page, owner.email, owner.password);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto('/#/dashboard');
    await expect(page.getByText('SMS this month')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/#/consents');
    await expect(page.getByText('No consent recorded yet')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test('changing the profile e-mail asks for the current password and shows a wrong one on its field', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  await page.goto('/#/profile');
  await signIn(page, owner.email, owner.password, { navigate: false });
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  const passwordForEmail = field(page, 'Current password (needed to change the e-mail)');
  await expect(passwordForEmail).toHaveCount(0);
  const newEmail = `moved-${owner.email}`;
  await field(page, 'Email').fill(newEmail);
  await expect(passwordForEmail).toBeVisible();
  await passwordForEmail.fill('not-the-password');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await passwordForEmail.fill(owner.password);
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const check = await request.post('/jwt/login', { data: { email: newEmail, password: owner.password } });
  expect(check.status()).toBe(200);
});
