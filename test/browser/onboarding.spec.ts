import { addUser, codeSentTo, createLink, expect, field, menu, registerBusiness, signIn, test, uniqueId } from './support';

// A new business, as a person would meet the console. Every test makes its own business, so
// any one of them runs alone or in any order.

test('a new business registers, its phone checked by a code, and lands on its home page', async ({ page, request }) => {
  const email = `owner-${uniqueId()}@example.com`;
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await field(page, 'Business name').fill('Kanya Noodles');
  await field(page, 'First name').fill('Kanya');
  await field(page, 'Last name').fill('Rattana');
  await field(page, 'Email').fill(email);
  const mobile = `08${String(Date.now()).slice(-8)}`;
  await field(page, 'Mobile number').fill(`${mobile.slice(0, 3)}-${mobile.slice(3, 6)}-${mobile.slice(6)}`);
  await field(page, 'Password').fill('owner-password-1');
  await expect(field(page, 'Send me news and special offers')).not.toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The terms must be accepted first.
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await field(page, 'I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The phone is checked with a code sent to it, read here off the simulator's inbox.
  await expect(page.getByText(`We send a code to ${mobile} to check that it is yours.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/A code was sent\. Reference:/)).toBeVisible();
  const code = await codeSentTo(request, mobile);
  await field(page, 'Code').fill(code);
  await page.getByRole('button', { name: 'Verify and create account' }).click();

  await expect(page.getByText('Welcome, Kanya Rattana')).toBeVisible();
  await expect(page.getByText('Trials').first()).toBeVisible();
  await expect(menu(page).getByText('User & Management')).toBeVisible();
  await expect(menu(page).getByText('Account Management')).toBeVisible();
});

test('the owner switches to Thai, creates a sub-account and a user, and logs out', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  const id = uniqueId();
  const operator = { username: `op${id}`, email: `operator-${id}@example.com`, password: 'operator-password-1' };
  const branch = { name: `Branch ${id}`, adminEmail: `branch-${id}@example.com` };
  await signIn(page, owner.email, owner.password);
  await expect(page.getByText(`Welcome, ${owner.name}`)).toBeVisible();

  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: 'ไทย' }).click();
  await expect(menu(page).getByText('จัดการผู้ใช้งาน')).toBeVisible();
  await expect(menu(page).getByText('จัดการบัญชี')).toBeVisible();
  await page.screenshot({ path: 'test-results/home-thai.png' });
  // The choice is remembered.
  await page.reload();
  await expect(menu(page).getByText('จัดการผู้ใช้งาน')).toBeVisible();
  // Back to English for the rest of the walk.
  await page.getByRole('button', { name: /ไทย/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(menu(page).getByText('User & Management')).toBeVisible();

  await menu(page).getByText('Account Management').click();
  await createLink(page, 'sub-accounts').click();
  await field(page, 'Name').fill(branch.name);
  await field(page, 'Administrator first name').fill('Anan');
  await field(page, 'Administrator last name').fill('Wongsa');
  await field(page, 'Administrator email').fill(branch.adminEmail);
  await field(page, 'Administrator password').fill('branch-password-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sub-account created')).toBeVisible();
  await menu(page).getByText('Account Management').click();
  await expect(page.getByText(branch.name)).toBeVisible();
  await expect(page.getByText(branch.adminEmail)).toBeVisible();
  // Suspend it from its edit page.
  await page.getByText(branch.name).click();
  await field(page, 'Status').click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sub-account saved')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(branch.name) })).toContainText('Suspended');

  await menu(page).getByText('User & Management').click();
  await createLink(page, 'users').click();
  await field(page, 'Username').fill(operator.username);
  await field(page, 'First name').fill('Malee');
  await field(page, 'Last name').fill('Srisuk');
  await field(page, 'Email').fill(operator.email);
  await field(page, 'Role').click();
  await page.getByRole('option', { name: 'Operator' }).click();
  await field(page, 'Password').fill(operator.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created')).toBeVisible();
  await menu(page).getByText('User & Management').click();
  await expect(page.getByText(operator.email)).toBeVisible();

  await page
    .getByRole('button', { name: /profile|user menu|Kanya/i })
    .first()
    .click();
  // The user menu's (the navigation ends with its own Log Out too).
  await page.locator('.MuiPopover-root').getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem('accessToken'),
    localStorage.getItem('refreshToken'),
    localStorage.getItem('userData'),
  ]);
  expect(stored).toEqual([null, null, null]);

  // The new user signs in with what the owner gave.
  await signIn(page, operator.email, operator.password);
  await expect(page.getByText('Welcome, Malee Srisuk')).toBeVisible();
});

test('an operator sees only what its role allows, and asks for nothing it may not have', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  const operator = await addUser(request, owner, 'operator');
  await signIn(page, operator.email, operator.password);
  await expect(page.getByText(`Welcome, Malee ${operator.lastName}`)).toBeVisible();
  await expect(menu(page).getByText('User & Management')).toBeVisible();
  await expect(menu(page).getByText('Account Settings')).toBeVisible();
  await expect(menu(page).getByText('Account Management')).toHaveCount(0);

  await menu(page).getByText('User & Management').click();
  const ownerRow = page.getByRole('row', { name: new RegExp(owner.email) });
  await expect(ownerRow).toBeVisible();
  // Nothing to pick, nothing to open: an operator can neither delete nor edit users.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await ownerRow.click();
  await expect(page).toHaveURL(/#\/users$/);
  await expect(page.getByText(/access denied|not authorized/i)).toHaveCount(0);

  await menu(page).getByText('Account Settings').click();
  await expect(page.getByText('You can view these settings; only an administrator can change them.')).toBeVisible();

  // What the menu hides, the address bar does not reach either, and asks the API nothing
  // (the test's `problems` fixture fails on any 403 answer).
  await page.goto('/#/sub-accounts');
  await expect(page.getByText(/not authorized|access denied|authorization/i).first()).toBeVisible();
});

test('a wrong password shows the specification message', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  await signIn(page, owner.email, 'not-the-password', { refused: true });
  await expect(page.getByText('Email or Password is Invalid')).toBeVisible();
});
