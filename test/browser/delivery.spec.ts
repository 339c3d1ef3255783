import { expect, test } from './support';

// How the API hands the admin to browsers: compressed, cached for good when hashed, fresh otherwise.

test('hashed assets are compressed and immutable, index.html is revalidated, the icon exists', async ({ request }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();

  const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['content-type']).toMatch(/javascript/);
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['vary']).toMatch(/Accept-Encoding/);

  const gzip = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Decoded, every variant is the same script.
  expect((await brotli.body()).equals(await plain.body())).toBe(true);
  expect((await gzip.body()).equals(await plain.body())).toBe(true);

  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
});

test('the login page loads a small share of the admin, compressed', async ({ page }) => {
  const scripts: string[] = [];
  const bodySizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/assets/')) return;
    scripts.push(response.url());
    bodySizes.push(response.finished().then(async () => (await response.request().sizes()).responseBodySize));
  });
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const transferred = (await Promise.all(bodySizes)).reduce((sum, size) => sum + size, 0);
  expect(transferred).toBeGreaterThan(0);
  // Screens behind the sign-in load on first visit, not here.
  expect(scripts.filter((url) => /Dashboard|UserList|SubAccountList|AccountSettings|ProfilePage/.test(url))).toEqual([]);
  // Most of it is react-admin, MUI and the messages of both languages (about 55 kB compressed,
  // growing with every screen); loading Thai only when chosen is the next saving.
  expect(transferred).toBeLessThan(320_000);
});
