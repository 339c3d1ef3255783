import { expect, readyToSend, registerBusiness, signIn, test } from './support';

// The Dashboard (the entry after Home) as a business sees it after its first send: the month's
// figures, three charts, and another month that is empty until the user comes back to this one.
test.setTimeout(120_000);

test('the dashboard shows this month’s sends in figures and charts, and follows the month chosen', async ({
  browser,
  request,
}) => {
  const business = await registerBusiness(request, 'Dara');
  const auth = { Authorization: `Bearer ${business.accessToken}` };
  const senderName = await readyToSend(request, business, 'Dsh');
  const sent = await request.post('/api/broadcasts', {
    headers: auth,
    data: {
      senderName,
      message: 'Your order is ready',
      recipients: ['0812000001', '0812000002', '0812000003'],
      kind: 'transactional',
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = await sent.json();
  await expect
    .poll(async () => (await (await request.get(`/api/broadcasts/${id}`, { headers: auth })).json()).status, { timeout: 60_000 })
    .toBe('completed');

  const page = await browser.newPage();
  await signIn(page, business.email, business.password);
  await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard$|\/dashboard$/);
  const card = page.locator('.MuiCard-root', { hasText: 'SMS this month' });
  await expect(card.locator('[data-figure="smsSub"]')).toHaveText('3');
  await expect(
    card.getByRole('figure', { name: 'Sends per day by status' }).locator('svg.recharts-surface[role="application"]'),
  ).toBeVisible();
  await expect(card.getByRole('figure', { name: 'Credits used per day' })).toBeVisible();

  const month = card.getByLabel('Month');
  const current = await month.inputValue();
  await month.fill('2020-01');
  await expect(card.getByText('No SMS were sent in this month.')).toBeVisible();
  await expect(card.locator('[data-figure="smsSub"]')).toHaveText('0');
  await expect(card.getByRole('figure', { name: 'Sends per day by status' })).toHaveCount(0);

  await month.fill(current);
  await expect(card.locator('[data-figure="smsSub"]')).toHaveText('3');
  await expect(
    card.getByRole('figure', { name: 'Delivery rate over time (%)' }).locator('svg.recharts-surface[role="application"]'),
  ).toBeVisible();
});
