import type { Page } from '@playwright/test';
import { expect, registerBusiness, signIn, test } from './support';

// Landing pages and coupon conditions are written in a rich-text editor, not as HTML; the API
// sanitises what is saved, and keeps what the editor makes.

/** A 2×2 PNG, as a photo from the device would come. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The editor of an input, by its source: Tiptap's editable area. */
const editor = (page: Page, source: string) => page.locator(`.ra-input-${source} .ProseMirror`);

/**
 * Presses a toolbar button, then waits for the editor to take the keyboard back: Tiptap returns
 * the focus on the next animation frame, and keys typed before it (a loaded CI machine) are lost.
 */
async function format(page: Page, content: ReturnType<typeof editor>, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(content).toBeFocused();
}

/** No sideways scroll, and the editor's toolbar within the screen (it wraps). */
async function fitsThePhone(page: Page, source: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const toolbar = page.locator(`.ra-input-${source} .RaRichTextInputToolbar-root`);
  const box = (await toolbar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  for (const button of await toolbar.getByRole('button').all()) {
    const { x, width } = (await button.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(390);
  }
}

test.use({ viewport: { width: 390, height: 844 } });

test('a landing page written with the editor on a phone: heading, bold, list, link and image on the public page', async ({
  page,
  request,
}) => {
  const owner = await registerBusiness(request);
  const created = await request.post('/api/landing-pages', {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
    data: { landingpage_name: 'Songkran sale', landingpage_detail: '<p>Old text</p>', status: 'active' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await signIn(page, owner.email, owner.password);
  await page.goto(`/#/landing-pages/${id}`);
  const content = editor(page, 'landingpage_detail');
  await expect(content).toContainText('Old text');
  await fitsThePhone(page, 'landingpage_detail');

  // Replace the text: a heading, a bold line, a bulleted list, a link, then an image.
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await format(page, content, 'Heading');
  await page.keyboard.type('Water festival');
  await page.keyboard.press('Enter');
  await format(page, content, 'Bold');
  await page.keyboard.type('Half price');
  await format(page, content, 'Bold');
  await page.keyboard.type(' on every drink');
  await page.keyboard.press('Enter');
  await format(page, content, 'Bulleted list');
  await page.keyboard.type('Siam branch');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Chiang Mai branch');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Our shop');
  await page.keyboard.press('Shift+Home');
  page.once('dialog', (dialog) => void dialog.accept('https://shop.example.com/'));
  await format(page, content, 'Add a link');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page
    .locator('input[type="file"][aria-label="Add an image"]')
    .setInputFiles({ name: 'drink.png', mimeType: 'image/png', buffer: PNG });
  // The picked file goes to the API, and the text points at where it is served.
  const uploaded = content.locator('img[src^="/i/"]');
  await expect(uploaded).toHaveCount(1);
  const src = (await uploaded.getAttribute('src'))!;
  expect(src).toMatch(/^\/i\/[0-9a-f-]{36}$/);
  await fitsThePhone(page, 'landingpage_detail');
  await page.getByRole('button', { name: 'Save' }).click();
  const auth = { Authorization: `Bearer ${owner.accessToken}` };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/landing-pages/${id}`, { headers: auth })).json()) as { landingpage_detail: string })
          .landingpage_detail,
    )
    .toContain('Water festival');

  // The customer's page shows what was written, as written.
  const visitor = await page.context().newPage();
  await visitor.goto(`/p/${id}`);
  const rich = visitor.locator('.rich');
  await expect(rich.locator('h2')).toHaveText('Water festival');
  await expect(rich.locator('strong')).toHaveText('Half price');
  await expect(rich.locator('ul li')).toHaveText(['Siam branch', 'Chiang Mai branch']);
  await expect(rich.locator('a[href="https://shop.example.com/"]')).toHaveText('Our shop');
  // The uploaded image, loaded through the page's own policy (img-src 'self').
  const image = rich.locator(`img[src="${src}"]`);
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  await expect(rich).not.toContainText('Old text');
});

test('a coupon condition written with the editor in Thai, shown formatted on the coupon', async ({ page, request }) => {
  const owner = await registerBusiness(request);
  const created = await request.post('/api/coupons', {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
    data: {
      couponName: 'ลด 50 บาท',
      startDate: new Date(Date.now() - 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      useMax: 5,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await signIn(page, owner.email, owner.password);
  await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('th')));
  await page.goto(`/#/coupons/${id}`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const condition = editor(page, 'condition');
  await condition.click();
  // The toolbar speaks Thai.
  await format(page, condition, 'ตัวหนา');
  await page.keyboard.type('ใช้ได้หนึ่งครั้ง');
  await format(page, condition, 'ตัวหนา');
  await page.keyboard.type(' ต่อลูกค้าหนึ่งคน');
  await page.keyboard.press('Enter');
  await format(page, condition, 'รายการแบบตัวเลข');
  await page.keyboard.type('แสดงคูปองที่เคาน์เตอร์');
  await fitsThePhone(page, 'condition');
  await page.getByRole('button', { name: 'บันทึก' }).click();

  // Saved as the editor made it (the API's sanitised copy), and shown formatted.
  const auth = { Authorization: `Bearer ${owner.accessToken}` };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/coupons/${id}`, { headers: auth })).json()) as { condition: string }).condition,
    )
    .toBe('<p><strong>ใช้ได้หนึ่งครั้ง</strong> ต่อลูกค้าหนึ่งคน</p><ol><li><p>แสดงคูปองที่เคาน์เตอร์</p></li></ol>');
  await page.goto(`/#/coupons/${id}/show`);
  await expect(page.locator('strong', { hasText: 'ใช้ได้หนึ่งครั้ง' })).toBeVisible();
  await expect(page.locator('ol li', { hasText: 'แสดงคูปองที่เคาน์เตอร์' })).toBeVisible();
});
