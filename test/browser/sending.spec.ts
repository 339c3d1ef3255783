import { expect, field, registerBusiness, signIn, test, uniqueId } from './support';

// The heart of the product, as a new business meets it: a sender name requested and approved,
// credits bought, a quick send to pasted numbers analysed, confirmed, delivered through the
// SMSC simulator, then the numbers found again in the logs.
test.setTimeout(180_000);

test('request a sender, get it approved and credits, quick send, watch it complete, find it in Logs', async ({ browser, request }) => {
  const business = await registerBusiness(request, 'Pranee');
  const senderName = `Shop${uniqueId().slice(0, 6)}`;
  const owner = await browser.newPage();
  const staff = await browser.newPage();

  // The owner asks for a sender name.
  await signIn(owner, business.email, business.password);
  await owner.goto('/#/senders/create');
  await field(owner, 'Sender name').fill(senderName);
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Sender name requested: staff will review it')).toBeVisible();

  // Staff approve it from the queue, then top the business up.
  await signIn(staff, 'staff@example.com', 'staff-password');
  await staff.goto('/#/senders');
  const row = staff.getByRole('row').filter({ hasText: senderName });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('Sender name approved')).toBeVisible();
  await staff.goto('/#/credit-purchases/create');
  await field(staff, 'Account').fill(business.name);
  await staff.getByRole('option', { name: business.name }).click();
  await field(staff, 'Credits').fill('100');
  await field(staff, 'Amount (THB)').fill('25');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText(/INV-\d{4}-\d{6}/).first()).toBeVisible();

  // Quick send to pasted numbers, in every usual writing.
  await owner.goto('/#/quick-send');
  await field(owner, 'Mobile numbers').fill('0812345678\n+66 81-234-5679\n66812345680\n0812345678\nnot-a-number');
  await expect(owner.getByText('5 numbers')).toBeVisible();
  await field(owner, 'Sender').click();
  await owner.getByRole('option', { name: senderName }).click();
  await field(owner, 'Message').fill('Your order has shipped');
  await field(owner, 'Kind').click();
  await owner.getByRole('option', { name: 'Transactional' }).click();
  await owner.getByRole('button', { name: 'Analyze' }).click();

  // The analyze page: counts, encoding, credits, balance after.
  await expect(owner).toHaveURL(/#\/quick-send\/analyze/);
  const figure = (label: string) => owner.getByRole('group', { name: label, exact: true });
  await expect(figure('Valid')).toContainText('3');
  await expect(figure('Duplicate')).toContainText('1');
  await expect(figure('Invalid')).toContainText('1');
  await expect(figure('Credits needed')).toContainText('3');
  await expect(figure('Balance after')).toContainText('97');
  await owner.getByRole('button', { name: 'Confirm and send' }).click();

  // The detail page: the progress bar reaches the end, the messages are final.
  await expect(owner).toHaveURL(/#\/broadcasts\/[0-9a-f-]+\/show/);
  await expect(owner.getByText('Completed').first()).toBeVisible({ timeout: 60_000 });
  await expect(owner.getByText('100%')).toBeVisible();
  await expect(owner.getByRole('cell', { name: '+66812345678' })).toBeVisible();
  await expect(owner.getByText('Delivered').first()).toBeVisible();
  // The detail's own filters: one number, typed the local way, and only its row stays.
  await owner.getByTestId('detail-mobile-filter').fill('0812345678');
  await expect(owner.getByRole('cell', { name: '+66812345678' })).toBeVisible();
  await expect(owner.getByRole('cell', { name: '+66812345679' })).toHaveCount(0);

  // Logs find a number by its search box, part of it typed the local way.
  await owner.goto('/#/messages');
  await field(owner, 'Search number or text').fill('081-234-5679');
  await expect(owner.getByRole('cell', { name: '+66812345679' })).toBeVisible();
});
