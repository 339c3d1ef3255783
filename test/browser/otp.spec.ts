import { codeSentTo, expect, field, registerBusiness, signIn, test } from './support';

// OTP as a new business meets it: a key for its own system (Config API), an OTP application,
// then Test OTP end to end with the code read off the simulator's inbox, and the request in the
// OTP list. Staff only top the business up.
test.setTimeout(120_000);

test('create an API key and an OTP application, run Test OTP with the code from the phone, see it in the OTP list', async ({
  page,
  request,
}) => {
  const business = await registerBusiness(request, 'Suda');
  const staff = await request.post('/jwt/login', { data: { email: 'staff@example.com', password: 'staff-password' } });
  const { accessToken: staffToken } = (await staff.json()) as { accessToken: string };
  const topUp = await request.post('/api/credit-purchases', {
    headers: { Authorization: `Bearer ${staffToken}` },
    data: { accountId: business.accountId, credits: 20, amount: 5, kind: 'standard' },
  });
  expect(topUp.status()).toBe(201);

  await signIn(page, business.email, business.password);

  // Config API: the secret is shown once, with a warning, then never again.
  await page.goto('/#/api-keys/create');
  await field(page, 'Name').fill('Web shop');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/shown only this once/)).toBeVisible();
  const secret = await dialog.getByTestId('api-secret').inputValue();
  expect(secret).toMatch(/^sk_/);
  await dialog.getByRole('button', { name: 'I have saved the secret' }).click();
  await expect(page).toHaveURL(/#\/api-keys$/);
  await expect(page.getByRole('cell', { name: 'Web shop' })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // OTP configuration: a rule checked on the field, then an application that sends as the trial's shared name.
  await page.goto('/#/otp-apps/create');
  await field(page, 'Application name').fill('Shop sign-in');
  await field(page, 'Sender').click();
  await page.getByRole('option', { name: 'Engage' }).click();
  await field(page, 'Content').fill('Your Shop code is ready');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The content must contain the OTP code placeholder {otp}')).toBeVisible();
  await field(page, 'Content').fill('Your Shop code is {otp} (ref {ref})');
  await field(page, 'Prefix').fill('SH');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/otp-apps$/);
  await expect(page.getByRole('cell', { name: 'Shop sign-in' })).toBeVisible();

  // Test OTP: the mobile is required, then the code arrives at the phone and verifies.
  await page.goto('/#/test-otp');
  await expect(field(page, 'OTP application')).toContainText('Shop sign-in');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('*Please input your mobile number!')).toBeVisible();
  const mobile = `08${String(Date.now()).slice(-8)}`;
  await field(page, 'Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/A code was sent\. Reference: SH-/)).toBeVisible();
  const code = await codeSentTo(request, mobile);
  expect(code).toMatch(/^\d{6}$/);
  await field(page, 'Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('otp-result')).toHaveText('Success!');

  // The OTP list: the request, its phone masked, verified; the totals count it.
  await page.goto('/#/otp-requests');
  const row = page.getByRole('row').filter({ hasText: 'Shop sign-in' });
  await expect(row).toContainText('Verified');
  await expect(row).toContainText(`+668`);
  await expect(row).not.toContainText(mobile.slice(1));
  await expect(page.getByTestId('otp-verified')).toHaveText('1');
  await expect(page.getByTestId('otp-conversionRate')).toHaveText('100%');
});
