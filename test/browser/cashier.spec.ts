import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { encode } from 'uqr';
import config from './playwright.config';
import { expect, readyToSend, registerBusiness, signIn, test, type Business } from './support';

// The cashier's screen: key verification on a phone, by typing the code or scanning its QR.

const PHONE = { width: 390, height: 844 };

/** An active coupon of the business with a few codes, through the API; answers its codes. */
async function couponWithCodes(request: APIRequestContext, owner: Business): Promise<string[]> {
  const auth = { Authorization: `Bearer ${owner.accessToken}` };
  const senderName = await readyToSend(request, owner, 'CASH');
  const created = await request.post('/api/coupons', {
    headers: auth,
    data: {
      couponName: 'Counter 50 THB off',
      senderName,
      message: 'Your coupon {{couponCode}}: {{couponLink}}',
      startDate: new Date(Date.now() - 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      couponCodePrefix: 'KV',
      useMax: 3,
      useMaxRedeem: 1,
      oneTimeCoupon: true,
      verifyType: 'both',
      status: 'active',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const filter = encodeURIComponent(JSON.stringify({ couponId: id }));
  const codes = (await (await request.get(`/api/coupon-codes?filter=${filter}`, { headers: auth })).json()) as { code: string }[];
  expect(codes).toHaveLength(3);
  return codes.map((row) => row.code);
}

/** How far the page scrolls sideways: 0 when it fits the phone. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A button a thumb can hit: whole on the screen, at least 48 px high, its label on one line. */
async function expectTouchable(button: Locator) {
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.height).toBeGreaterThanOrEqual(48);
  // One line: the label's text (not its icon) spans a single line box.
  const lines = await button.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
  expect(lines).toBe(1);
}

const words = {
  en: {
    scan: 'Scan',
    lookUp: 'Look up',
    redeem: 'Redeem',
    branch: 'Branch',
    amount: 'Sale amount (THB)',
    confirm: 'Redeem the code',
    code: 'Coupon code',
    usable: 'Usable',
    used: 'Used',
  },
  th: {
    scan: 'สแกน',
    lookUp: 'ตรวจสอบ',
    redeem: 'ใช้สิทธิ์',
    branch: 'สาขา',
    amount: 'ยอดขาย (บาท)',
    confirm: 'ใช้สิทธิ์โค้ดนี้',
    code: 'โค้ดคูปอง',
    usable: 'ใช้ได้',
    used: 'ใช้แล้ว',
  },
};

/**
 * A camera that films a QR code: Chromium's fake capture device plays a Y4M file in a loop, read
 * when a page opens the camera. Two 640×480 frames (4:2:0) of the QR on white, drawn by uqr as the
 * coupon page draws it. The browser starts with the file's path; a test films its own code.
 */
function filmQr(file: string, text: string) {
  const width = 640;
  const height = 480;
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const scale = Math.floor(400 / size);
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size * scale; y++)
    for (let x = 0; x < size * scale; x++)
      if (data[Math.floor(y / scale)]![Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  // A new file in place of the old one: a camera still reading the old file goes on reading it whole.
  writeFileSync(
    `${file}.next`,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  renameSync(`${file}.next`, file);
}

const cameraFile = join(mkdtempSync(join(tmpdir(), 'qr-camera-')), 'camera.y4m');
filmQr(cameraFile, 'https://example.com/');

// Every test of this file runs in a browser with that camera (a launch option: for the whole file).
const launchOptions = config.use!.launchOptions!;
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
  },
});

test.describe('key verification on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const language of ['en', 'th'] as const) {
    test(`a cashier looks a code up and redeems it, nothing scrolls sideways (${language})`, async ({ page, request }) => {
      const said = words[language];
      const owner = await registerBusiness(request);
      const [code] = await couponWithCodes(request, owner);
      await signIn(page, owner.email, owner.password);
      if (language === 'th') {
        await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('th')));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      }
      await page.goto('/#/redemptions');
      const lookUp = page.getByRole('button', { name: said.lookUp, exact: true });
      await expect(lookUp).toBeVisible();
      await page.getByLabel(said.code).fill(code!.toLowerCase());
      await expectTouchable(page.getByRole('button', { name: said.scan }));
      await expectTouchable(lookUp);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      // The app bar's menus are on the screen, not pushed off it.
      const userMenu = page.getByRole('banner').getByRole('button').last();
      expect((await userMenu.boundingBox())!.x + (await userMenu.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);

      await lookUp.click();
      await expect(page.getByText(said.usable, { exact: true })).toBeVisible();
      const form = page.getByRole('form', { name: said.redeem });
      await form.getByRole('textbox', { name: said.branch }).fill('Siam Square');
      await form.getByRole('textbox', { name: said.amount }).fill('120.50');
      const redeem = form.getByRole('button', { name: said.redeem });
      await redeem.scrollIntoViewIfNeeded();
      await expectTouchable(redeem);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await redeem.click();
      await page.getByRole('dialog').getByRole('button', { name: said.confirm }).click();
      await expect(page.getByText(said.used, { exact: true })).toBeVisible();

      // The sale list: a phone's short list, no table, the sale at the top.
      await expect(page.getByRole('table')).toHaveCount(0);
      const sale = page.getByRole('listitem').filter({ hasText: code! });
      await expect(sale).toBeVisible();
      await expect(sale).toContainText('Siam Square');
      await expect(sale).toContainText('120.50');
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('scanning the coupon QR with the camera', () => {
  test.use({ viewport: PHONE, permissions: ['camera'] });

  test('Scan reads the QR on the camera, looks the code up, and the camera stops', async ({ page, request }) => {
    const owner = await registerBusiness(request);
    const [code] = await couponWithCodes(request, owner);
    // Every camera stream the page opens, so that the test can see it stopped.
    await page.addInitScript(() => {
      const streams: MediaStream[] = [];
      (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
    });
    const liveTracks = () =>
      page.evaluate(
        () =>
          (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
            .flatMap((stream) => stream.getTracks())
            .filter((track) => track.readyState === 'live').length,
      );
    await signIn(page, owner.email, owner.password);
    await page.goto('/#/redemptions');

    // A QR that holds no coupon code (a shop's link): the dialog says so and keeps the camera on.
    await page.getByRole('button', { name: 'Scan' }).click();
    await expect(page.getByRole('dialog', { name: "Scan the coupon's QR code" })).toBeVisible();
    await expect(page.getByText('This QR code holds no coupon code', { exact: false })).toBeVisible({ timeout: 30_000 });
    await expect.poll(liveTracks).toBe(1);
    // Closing the dialog stops the camera.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(liveTracks).toBe(0);

    // The customer's coupon QR in front of the camera: read, looked up, redeemed at the counter.
    filmQr(cameraFile, code!);
    await page.getByRole('button', { name: 'Scan' }).click();
    await expect(page.getByText('Usable', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Coupon code')).toHaveValue(code!);
    await expect.poll(liveTracks).toBe(0);
    const form = page.getByRole('form', { name: 'Redeem' });
    await form.getByRole('textbox', { name: 'Branch' }).fill('Scanner lane');
    await form.getByRole('button', { name: 'Redeem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Redeem the code' }).click();
    await expect(page.getByText('Used', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: code! })).toContainText('Scanner lane');
  });
});
