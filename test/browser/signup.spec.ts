import type { APIRequestContext, Page } from '@playwright/test';
import { codeSentTo, expect, field, preferThai, readyToSend, registerBusiness, test, uniqueId, type Business } from './support';

// Sign-up as a business owner meets it: the business's name is what its customers see, and an
// e-mail already in use is said before any code is sent to the phone.

const DAY = 86_400_000;
/** A date in Bangkok, `days` from today. */
const ictDate = (days: number) => new Date(Date.now() + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10);
const freshMobile = () => `08${10_000_000 + (parseInt(uniqueId(), 16) % 80_000_000)}`;
const inboxOf = (mobile: string) =>
  `http://127.0.0.1:${process.env.BROWSER_SMSC_HTTP_PORT ?? '2787'}/inbox?to=66${mobile.slice(1)}`;

const LABELS = {
  en: {
    businessName: 'Business name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    mobile: 'Mobile number',
    password: 'Password',
    terms: 'I accept the terms and conditions',
  },
  th: {
    businessName: 'ชื่อธุรกิจ',
    firstName: 'ชื่อ',
    lastName: 'นามสกุล',
    email: 'อีเมล',
    mobile: 'เบอร์มือถือ',
    password: 'รหัสผ่าน',
    terms: 'ฉันยอมรับข้อกำหนดและเงื่อนไข',
  },
};

async function fillDetails(
  page: Page,
  details: { businessName: string; email: string; mobile: string },
  language: 'en' | 'th' = 'en',
) {
  const label = LABELS[language];
  await field(page, label.businessName).fill(details.businessName);
  await field(page, label.firstName).fill('Kanya');
  await field(page, label.lastName).fill('Rattana');
  await field(page, label.email).fill(details.email);
  await field(page, label.mobile).fill(details.mobile);
  await field(page, label.password).fill('owner-password-1');
  await field(page, label.terms).check();
}

/** The newest message the simulator took for a Thai mobile that matches. */
async function lastMessageTo(request: APIRequestContext, mobile: string, matching: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(inboxOf(mobile))).json()) as { text: string }[];
        text = messages.find((message) => matching.test(message.text))?.text ?? '';
        return text;
      },
      { timeout: 60_000 },
    )
    .toMatch(matching);
  return text;
}

test('a business signs up under its business name, which its customers see on its coupon and landing pages', async ({
  browser,
  page,
  request,
}) => {
  const businessName = `Baan Noodles ${uniqueId()}`;
  const email = `owner-${uniqueId()}@example.com`;
  const mobile = freshMobile();
  await page.goto('/#/register');
  await expect(page.getByText('Your customers see this name on your coupons and pages')).toBeVisible();
  await fillDetails(page, { businessName, email, mobile });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await field(page, 'Code').fill(await codeSentTo(request, mobile));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page.getByText('Welcome, Kanya Rattana')).toBeVisible();

  // What staff and the owner set up before a send (their own tests walk those screens).
  const login = await request.post('/jwt/login', { data: { email, password: 'owner-password-1' } });
  const { accessToken, userData } = (await login.json()) as { accessToken: string; userData: { id: string; accountId: string } };
  const owner: Business = {
    email,
    password: 'owner-password-1',
    firstName: 'Kanya',
    lastName: 'Rattana',
    name: businessName,
    accessToken,
    ownerId: userData.id,
    accountId: userData.accountId,
  };
  const senderName = await readyToSend(request, owner, 'Bn', 10);
  const auth = { Authorization: `Bearer ${accessToken}` };
  const coupon = await request.post('/api/coupons', {
    headers: auth,
    data: {
      couponName: 'Free noodles',
      startDate: new Date(Date.now() - DAY).toISOString(),
      endDate: new Date(Date.now() + 30 * DAY).toISOString(),
      useMax: 5,
      couponCodePrefix: 'BN',
      status: 'active',
      senderName,
      message: 'Your coupon {{couponCode}}: {{couponLink}}',
    },
  });
  expect(coupon.status()).toBe(201);
  const customer = freshMobile();
  const campaign = await request.post('/api/campaigns', {
    headers: auth,
    data: {
      name: 'Opening',
      startDate: ictDate(0),
      timeStart: '00:00',
      endDate: ictDate(10),
      timeEnd: '23:59',
      recipients: [customer],
      couponIds: [((await coupon.json()) as { id: string }).id],
    },
  });
  expect(campaign.status()).toBe(201);
  const confirmed = await request.post(`/api/campaigns/${((await campaign.json()) as { id: string }).id}/confirm`, {
    headers: auth,
  });
  expect(confirmed.status()).toBe(200);

  // The customer's coupon page says whose coupon it is: the business, not the person who signed up.
  const link = /(https?:\/\/\S+\/c\/[A-Za-z0-9]{12})/.exec(await lastMessageTo(request, customer, /\/c\/[A-Za-z0-9]{12}/))![1];
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  await phone.goto(`${new URL(link).pathname}?lang=en`);
  await expect(phone.getByRole('heading', { name: 'Free noodles' })).toBeVisible();
  await expect(phone.getByText(`From ${businessName}`)).toBeVisible();
  await expect(phone.getByText('Kanya Rattana')).toHaveCount(0);

  // So does a landing page of the business.
  const landing = await request.post('/api/landing-pages', {
    headers: auth,
    data: { landingpage_name: 'Our menu', landingpage_detail: '<p>Noodles</p>', status: 'active' },
  });
  expect(landing.status()).toBe(201);
  await phone.goto(`/p/${((await landing.json()) as { id: string }).id}?lang=th`);
  await expect(phone.getByRole('heading', { name: 'Our menu' })).toBeVisible();
  await expect(phone.getByText(`จาก ${businessName}`)).toBeVisible();
  await phone.close();
});

test('an e-mail already in use is said on the details step, before a code is sent, in the reader’s language', async ({
  browser,
  page,
  request,
}) => {
  const existing = await registerBusiness(request);
  const mobile = freshMobile();
  await page.goto('/#/register');
  await fillDetails(page, { businessName: 'Second shop', email: existing.email.toUpperCase(), mobile });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This email is already in use.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  expect(await (await request.get(inboxOf(mobile))).json()).toEqual([]);

  // Another address goes on to the phone step.
  await field(page, 'Email').fill(`other-${uniqueId()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();

  // In Thai, the server's message in Thai.
  const thai = await browser.newPage();
  await preferThai(thai);
  await thai.goto('/#/register');
  await fillDetails(thai, { businessName: 'ร้านที่สอง', email: existing.email, mobile }, 'th');
  await thai.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(thai.getByText('อีเมลนี้ถูกใช้งานแล้ว')).toBeVisible();
  await expect(thai.getByRole('button', { name: 'ส่งรหัส' })).toHaveCount(0);
  await thai.close();
  expect(await (await request.get(inboxOf(mobile))).json()).toEqual([]);
});
