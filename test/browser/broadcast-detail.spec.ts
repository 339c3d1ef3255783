import { expect, readyToSend, registerBusiness, signIn, test, uniqueId } from './support';

// The broadcast detail opened before its send starts follows it without a reload: the heading,
// the counts and the rows move together until every receipt is in.
test.setTimeout(120_000);

test('the broadcast detail follows a scheduled send to delivered rows without a reload', async ({ browser, request }) => {
  const business = await registerBusiness(request, 'Pim');
  const auth = { Authorization: `Bearer ${business.accessToken}` };
  const senderName = await readyToSend(request, business, 'Live');
  const base = 10_000_000 + (parseInt(uniqueId(), 16) % 80_000_000);
  const mobiles = [0, 1, 2].map((at) => `08${base + at}`);
  const sent = await request.post('/api/broadcasts', {
    headers: auth,
    data: {
      senderName,
      message: 'Your table is ready',
      recipients: mobiles,
      kind: 'transactional',
      // Far enough ahead for the page to open while the send still waits.
      scheduledAt: new Date(Date.now() + 8_000).toISOString(),
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };

  const page = await browser.newPage();
  await signIn(page, business.email, business.password);
  await page.goto(`/#/broadcasts/${id}/show`);
  const status = page.locator('.MuiChip-root');
  await expect(status.getByText('Scheduled', { exact: true })).toBeVisible();
  let reloads = 0;
  page.on('load', () => (reloads += 1));

  // No reload: the rows reach Delivered as the receipts come in, under a heading that says Completed.
  const rows = page.getByRole('row');
  for (const mobile of mobiles) {
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: mobile.slice(1) })
        .getByText('Delivered'),
    ).toBeVisible({
      timeout: 60_000,
    });
  }
  await expect(status.getByText('Completed', { exact: true })).toBeVisible();
  await expect(rows.getByText('Send to operator')).toHaveCount(0);
  await expect(rows.getByText('Pending')).toHaveCount(0);
  expect(reloads).toBe(0);

  // On a phone the rows are lines of a list, and nothing scrolls sideways.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(phone, business.email, business.password);
  await phone.goto(`/#/broadcasts/${id}/show`);
  await expect(phone.locator('li', { hasText: 'Delivered' })).toHaveCount(3);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
