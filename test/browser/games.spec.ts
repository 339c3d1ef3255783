import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { codeSentTo, expect, readyToSend, registerBusiness, test, textSentTo, type Business } from './support';

// A game's player page (/g/<gameCode>) on a phone, in Thai: the server decides each play, the
// page only animates its answer, and it must animate that answer and no other.

const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;

/** How far the page scrolls sideways: 0 when it fits the phone. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A Thai mobile of its own, so that no other test's plays or codes meet this one's. */
const newMobile = () => `08${String(parseInt(randomBytes(4).toString('hex'), 16) % 100_000_000).padStart(8, '0')}`;

interface PlayAnswer {
  result: string;
  reward: { reId: string; reName: string } | null;
}

const REWARDS = [
  { reName: 'กาแฟฟรี', reQty: 50, reType: 2, reChanceRate: 45, backgroundColor: '#ff7043' },
  { reName: 'ส่วนลด 20 บาท', reQty: 50, reType: 2, reChanceRate: 45 },
];

/** An active game with two rewards, made through the API as the console's form would. */
async function activeGame(request: APIRequestContext, owner: Business, fields: Record<string, unknown>) {
  const auth = { Authorization: `Bearer ${owner.accessToken}` };
  const created = await request.post('/api/games', {
    headers: auth,
    data: {
      gameStartDate: new Date(Date.now() - DAY).toISOString(),
      gameEndDate: new Date(Date.now() + 30 * DAY).toISOString(),
      condition: '<p>เล่นได้วันละ <strong>1 ครั้ง</strong></p>',
      ...fields,
    },
  });
  expect(created.status()).toBe(201);
  const game = (await created.json()) as { id: string; gameCode: string; gameName: string };
  const rewards: { id: string; reName: string }[] = [];
  for (const reward of REWARDS) {
    const added = await request.post(`/api/games/${game.id}/rewards`, { headers: auth, data: reward });
    expect(added.status()).toBe(201);
    rewards.push((await added.json()) as { id: string; reName: string });
  }
  const activated = await request.put(`/api/games/${game.id}`, { headers: auth, data: { gameStatus: 'active' } });
  expect(activated.status()).toBe(200);
  return { ...game, rewards };
}

/** The play's answer, as the page received it, for the button press given. */
async function playBy(page: Page, gameCode: string, press: () => Promise<void>): Promise<PlayAnswer> {
  const [response] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === `/api/public/games/${gameCode}/play`),
    press(),
  ]);
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as PlayAnswer;
  expect(['won', 'no_prize']).toContain(answer.result);
  return answer;
}

const resultText = (answer: PlayAnswer) =>
  answer.result === 'won' ? `ยินดีด้วย! คุณได้รับ ${answer.reward!.reName}` : 'เสียใจด้วย รอบนี้ไม่ได้รับรางวัล ขอบคุณที่ร่วมสนุก';

test.describe('a game on a 390 px phone, in Thai', () => {
  test.use({ viewport: PHONE, locale: 'th-TH' });

  test('a wheel: the phone checked by OTP, then the wheel stops on the segment of the reward the server named', async ({
    page,
    request,
  }) => {
    const owner = await registerBusiness(request);
    const game = await activeGame(request, owner, { gameName: 'วงล้อนำโชค', gameType: 'wheel', verifyType: 'phone' });
    const mobile = newMobile();

    await page.goto(`/g/${game.gameCode}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { name: 'วงล้อนำโชค' })).toBeVisible();
    // The rewards and their odds, shown to the player, and the condition.
    await expect(page.locator('.rewards li')).toHaveText([/^กาแฟฟรี\s*45%$/, /^ส่วนลด 20 บาท\s*45%$/, /^ไม่ได้รางวัล\s*10%$/]);
    await expect(page.locator('.condition strong')).toHaveText('1 ครั้ง');
    const segments = page.locator('.wheel-rotor [data-reward]');
    await expect(segments).toHaveCount(4);

    await page.getByLabel('หมายเลขโทรศัพท์มือถือ').fill(mobile);
    await page.getByRole('button', { name: 'ส่งรหัส', exact: true }).click();
    await expect(page.getByText(/^ส่งรหัสทาง SMS แล้ว รหัสอ้างอิง: \w+$/)).toBeVisible();
    await page.getByLabel('รหัสจาก SMS').fill(await codeSentTo(request, mobile));
    await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
    await expect(page.getByText('ยืนยันหมายเลขแล้ว')).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    const answer = await playBy(page, game.gameCode, () => page.getByRole('button', { name: 'เล่นเลย' }).click());
    const expected = answer.reward?.reId ?? 'none';
    if (answer.reward) expect(game.rewards.map((reward) => reward.id)).toContain(expected);
    const wheel = page.locator('.wheel');
    await expect(wheel).toHaveAttribute('data-stopped-reward', expected, { timeout: 15_000 });
    await expect(page.getByRole('status')).toHaveText(resultText(answer));

    // What the player sees under the pointer, by hit-testing the turned wheel just below its tip.
    await wheel.scrollIntoViewIfNeeded();
    const underPointer = await wheel.evaluate((element) => {
      const box = element.getBoundingClientRect();
      // The viewBox is 216 units wide, centred; the pointer's tip is 84 units above the centre.
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + (box.height * (108 - 80)) / 216);
      return hit?.closest('[data-reward]')?.getAttribute('data-reward');
    });
    expect(underPointer).toBe(expected);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test('a scratch card without a phone check: it reveals the answer once scratched past its percentage with the mouse', async ({
    page,
    request,
  }) => {
    const owner = await registerBusiness(request);
    const game = await activeGame(request, owner, {
      gameName: 'ขูดลุ้นโชค',
      gameType: 'scratch',
      verifyType: 'none',
      scratchPercentage: 30,
    });

    await page.goto(`/g/${game.gameCode}`);
    await expect(page.getByRole('heading', { name: 'ขูดลุ้นโชค' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ส่งรหัส' })).toHaveCount(0);
    await page.getByLabel('หมายเลขโทรศัพท์มือถือ').fill(newMobile());
    const answer = await playBy(page, game.gameCode, () => page.getByRole('button', { name: 'เล่นเลย' }).click());
    await expect(page.getByText('ขูดบัตรเพื่อดูรางวัลของคุณ')).toBeVisible();

    const card = page.locator('.scratch-card');
    const cover = page.locator('canvas.scratch-cover');
    await cover.scrollIntoViewIfNeeded();
    const box = (await cover.boundingBox())!;
    const drag = async (share: number) => {
      const y = box.y + box.height * share;
      await page.mouse.move(box.x + 4, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 4, y, { steps: 12 });
      await page.mouse.up();
    };
    // One stroke is not enough for 30 %: the answer stays hidden.
    await drag(0.5);
    await expect(card).toHaveAttribute('data-revealed', 'false');
    expect(Number(await card.getAttribute('data-scratched'))).toBeGreaterThan(0);
    await expect(page.getByRole('status')).toHaveText('ขูดบัตรเพื่อดูรางวัลของคุณ');
    for (const share of [0.2, 0.8, 0.35, 0.65, 0.1, 0.9]) {
      if ((await card.getAttribute('data-revealed')) === 'true') break;
      await drag(share);
    }
    await expect(card).toHaveAttribute('data-revealed', 'true');
    expect(Number(await card.getAttribute('data-scratched'))).toBeGreaterThanOrEqual(30);

    const prize = page.locator('.scratch-prize .prize-name');
    if (answer.reward) {
      await expect(prize).toHaveText(answer.reward.reName);
      await expect(prize).toHaveAttribute('data-reward', answer.reward.reId);
    } else {
      await expect(prize).toHaveText('ไม่ได้รางวัล');
    }
    await expect(page.getByRole('status')).toHaveText(resultText(answer));
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test('a coupon prize: the wheel stops on it, the page opens the coupon with its code, and the SMS brings the same code', async ({
    page,
    request,
  }) => {
    const owner = await registerBusiness(request);
    const senderName = await readyToSend(request, owner, 'Wheel');
    const auth = { Authorization: `Bearer ${owner.accessToken}` };
    const coupon = await request.post('/api/coupons', {
      headers: auth,
      data: {
        couponName: 'ส่วนลดจากวงล้อ',
        startDate: new Date(Date.now() - DAY).toISOString(),
        endDate: new Date(Date.now() + 30 * DAY).toISOString(),
        useMax: 5,
        status: 'active',
        senderName,
        message: 'คุณได้รับคูปอง {{couponCode}} {{couponLink}}',
      },
    });
    expect(coupon.status()).toBe(201);
    const couponId = ((await coupon.json()) as { id: string }).id;
    const created = await request.post('/api/games', {
      headers: auth,
      data: {
        gameName: 'วงล้อคูปอง',
        gameType: 'wheel',
        verifyType: 'none',
        gameStatus: 'active',
        gameStartDate: new Date(Date.now() - DAY).toISOString(),
        gameEndDate: new Date(Date.now() + 30 * DAY).toISOString(),
      },
    });
    const game = (await created.json()) as { id: string; gameCode: string };
    const reward = await request.post(`/api/games/${game.id}/rewards`, {
      headers: auth,
      data: { reName: 'คูปอง 50 บาท', reQty: 3, reType: 1, reCampaignId: couponId, reChanceRate: 100 },
    });
    expect(reward.status()).toBe(201);
    const mobile = newMobile();

    await page.goto(`/g/${game.gameCode}`);
    await page.getByLabel('หมายเลขโทรศัพท์มือถือ').fill(mobile);
    const answer = await playBy(page, game.gameCode, () => page.getByRole('button', { name: 'เล่นเลย' }).click());
    expect(answer).toMatchObject({ result: 'won', reward: { reName: 'คูปอง 50 บาท' } });
    await expect(page.locator('.wheel')).toHaveAttribute('data-stopped-reward', answer.reward!.reId, { timeout: 15_000 });
    // The SMS brings the code and the coupon's page.
    const sms = await textSentTo(request, mobile, /คุณได้รับคูปอง/);
    const [, code, link] = /คุณได้รับคูปอง (\S+) (\S+)/.exec(sms)!;
    expect(new URL(link).pathname).toMatch(/^\/c\/[A-Za-z0-9]{12}$/);
    // The page opens the same coupon at once, showing its code.
    await page.getByRole('link', { name: 'เปิดคูปองของคุณ' }).click();
    await expect(page).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});
