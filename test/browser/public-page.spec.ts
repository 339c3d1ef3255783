import { expect, registerBusiness, test } from './support';

// The customer's pages, from the small public bundle the API answers on /p/<id> and /c/<token>.

test('a landing page opens at /p/<id>: its content without its scripts, no admin code, Thai on request', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  const created = await request.post('/api/landing-pages', {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
    data: {
      landingpage_name: 'Songkran sale',
      landingpage_detail: '<p>Up to <strong>50%</strong> off</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
      status: 'active',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  const assets: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/')) assets.push(new URL(response.url()).pathname);
  });

  await page.goto(`/p/${id}`);
  await expect(page.getByRole('heading', { name: 'Songkran sale' })).toBeVisible();
  await expect(page.locator('.rich strong')).toHaveText('50%');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  // Only the public entry and what it imports: never the admin's chunks.
  expect(assets.some((path) => /public-page-[\w-]+\.js$/.test(path))).toBe(true);
  expect(assets.filter((path) => /\/assets\/(admin|TextField|Typography)-/.test(path))).toEqual([]);

  await page.getByRole('button', { name: 'ไทย' }).click();
  await expect(page).toHaveURL(/[?&]lang=th/);
  await expect(page.getByRole('button', { name: 'ไทย' })).toHaveAttribute('aria-pressed', 'true');
  expect(policyViolations).toEqual([]);
});

test('an unknown coupon link or page shows a friendly page, Thai with ?lang=th', async ({ page }) => {
  await page.goto('/c/Unknown1Tok3?lang=th');
  await expect(page.getByRole('heading', { name: 'ไม่พบหน้านี้' })).toBeVisible();
  await expect(page.getByText('ลิงก์คูปองนี้ไม่ถูกต้อง', { exact: false })).toBeVisible();

  await page.goto('/p/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
