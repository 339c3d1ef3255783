import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

/** A fresh suffix, so that every test creates its own business and never depends on another. */
export const uniqueId = () => randomBytes(4).toString('hex');

export interface Business {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The account's name: the owner's full name. */
  name: string;
  accessToken: string;
  /** The owner's user id. */
  ownerId: string;
  accountId: string;
}

/**
 * Console tests that also fail on what a person would notice without asserting it: a key shown
 * instead of its message, or a request the screen should not have made (403, 5xx).
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Missing translation for key')) problems.push(message.text());
      });
      page.on('response', (response) => {
        if (response.status() === 403 || response.status() >= 500) {
          problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
        }
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * A business registered through the API, its owner signed in there (the account's admin). Its
 * phone is checked as the registration page checks it: a code sent to a number of its own (a
 * number takes a few codes an hour), read off the simulator's inbox.
 */
export async function registerBusiness(request: APIRequestContext, firstName = 'Kanya'): Promise<Business> {
  const id = uniqueId();
  const business = { email: `owner-${id}@example.com`, password: 'owner-password-1', firstName, lastName: `Rattana${id}` };
  const phone = `08${String(parseInt(randomBytes(4).toString('hex'), 16) % 100_000_000).padStart(8, '0')}`;
  const check = await request.post('/jwt/register/otp', { data: { phone } });
  expect(check.status()).toBe(200);
  const { token } = (await check.json()) as { token: string };
  const verified = await request.post('/jwt/register/otp/verify', { data: { token, code: await codeSentTo(request, phone) } });
  expect(((await verified.json()) as { result: string }).result).toBe('Success!');
  const response = await request.post('/jwt/register', {
    data: { ...business, phone, termsConditions: true, otpToken: token },
  });
  expect(response.status()).toBe(200);
  const { accessToken, userData } = (await response.json()) as {
    accessToken: string;
    userData: { id: string; accountId: string };
  };
  return {
    ...business,
    name: `${business.firstName} ${business.lastName}`,
    accessToken,
    ownerId: userData.id,
    accountId: userData.accountId,
  };
}

/**
 * What staff set up before a business can send, through the API: a sender name requested by the
 * owner and approved by staff, and a credit top-up. Answers the sender name.
 */
export async function readyToSend(
  request: APIRequestContext,
  business: Business,
  senderPrefix: string,
  credits = 100,
): Promise<string> {
  const senderName = `${senderPrefix}${uniqueId().slice(0, 6)}`;
  const auth = { Authorization: `Bearer ${business.accessToken}` };
  const sender = (await (await request.post('/api/senders', { headers: auth, data: { name: senderName } })).json()) as {
    id: string;
  };
  const login = await request.post('/jwt/login', { data: { email: 'staff@example.com', password: 'staff-password' } });
  const staff = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  expect((await request.post(`/api/senders/${sender.id}/approve`, { headers: staff })).status()).toBe(200);
  const topUp = await request.post('/api/credit-purchases', {
    headers: staff,
    data: { accountId: business.accountId, credits, amount: credits / 4, kind: 'standard' },
  });
  expect(topUp.status()).toBe(201);
  return senderName;
}

/** A user of the business with the given role, created by its owner through the API. */
export async function addUser(request: APIRequestContext, owner: Business, role: 'admin' | 'operator' | 'viewer' | 'client') {
  const id = uniqueId();
  const user = {
    username: `${role}${id}`,
    email: `${role}-${id}@example.com`,
    password: `${role}-password-1`,
    firstName: 'Malee',
    lastName: `Srisuk${id}`,
  };
  const response = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
    data: { ...user, role },
  });
  expect(response.status()).toBe(201);
  return user;
}

/** A sub-account of the business, created by its owner through the API. */
export async function addSubAccount(request: APIRequestContext, owner: Business) {
  const id = uniqueId();
  const subAccount = {
    name: `Branch ${id}`,
    plan: 'trials',
    adminFirstName: 'Anan',
    adminLastName: 'Wongsa',
    adminEmail: `branch-${id}@example.com`,
    adminPassword: 'branch-password-1',
  };
  const response = await request.post('/api/sub-accounts', {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
    data: subAccount,
  });
  expect(response.status()).toBe(201);
  return subAccount;
}

/** An input by its label, whether or not the label carries the required-field asterisk. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\u2009*]*$`));

export const menu = (page: Page) => page.locator('.RaSidebar-fixed, .RaSidebar-paper, nav').first();

/**
 * A list's Create link, by where it leads. Just after a menu click the address is already the
 * new list's while the previous list, its own Create link included, stays on screen until the
 * new screen's code has loaded: a link found by its name alone may be the old one.
 */
export const createLink = (page: Page, resource: string) =>
  page.getByRole('link', { name: 'Create' }).and(page.locator(`[href="#/${resource}/create"]`));

/**
 * Fills and submits the login form (going there first unless told not to) and, unless a refusal
 * is expected, waits until the console has left the login page.
 */
export async function signIn(page: Page, email: string, password: string, { navigate = true, refused = false } = {}) {
  if (navigate) await page.goto('/#/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!refused) await expect(page).not.toHaveURL(/#\/login/);
}

/** The console in Thai from the first page on, as a device that chose Thai before. */
export async function preferThai(page: Page) {
  await page.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('th')));
}

/** The texts the simulator took for a Thai mobile, newest first (its inbox, as a phone shows it). */
export async function textsSentTo(request: APIRequestContext, mobile: string): Promise<string[]> {
  const inbox = `http://127.0.0.1:${process.env.BROWSER_SMSC_HTTP_PORT ?? '2787'}/inbox?to=66${mobile.slice(1)}`;
  return ((await (await request.get(inbox)).json()) as { text: string }[]).map((message) => message.text);
}

/** The newest text the simulator took for a Thai mobile that matches, once it has arrived. */
export async function textSentTo(request: APIRequestContext, mobile: string, matching: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = (await textsSentTo(request, mobile)).find((message) => matching.test(message)) ?? '';
        return text;
      },
      { timeout: 60_000 },
    )
    .toMatch(matching);
  return text;
}

/** The digits of the last code the simulator took for a Thai mobile. */
export async function codeSentTo(request: APIRequestContext, mobile: string): Promise<string> {
  return /\b(\d{4,8})\b/.exec(await textSentTo(request, mobile, /\b\d{4,8}\b/))![1];
}
