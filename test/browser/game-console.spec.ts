import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, field, menu, preferThai, registerBusiness, signIn, test, type Business } from './support';

// A new business sets up its first reward game in the console: the game's form with the live
// preview of its wheel, two rewards in the rewards modal, players through the API, then the
// game's dashboard, whose figures must be the plays just made; on a 390 px phone in English
// and Thai nothing scrolls sideways.
test.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };
const PLAYS = 6;

/** How far the page scrolls sideways: 0 when it fits the screen. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A Thai mobile of its own, so that no other test's plays meet this one's. */
const newMobile = () => `08${String(parseInt(randomBytes(4).toString('hex'), 16) % 100_000_000).padStart(8, '0')}`;

/** `YYYY-MM-DDTHH:mm` in Bangkok, `days` from now. */
const bangkokAt = (days: number) => new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 16);

async function pick(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The wheel's rim in the preview, drawn in the wheel's colour. */
const previewRim = (page: Page) => page.locator('[data-testid="game-preview-board"] .wheel-rotor > circle').first();

async function addReward(page: Page, name: string, quantity: string, chance: string) {
  await page.getByRole('button', { name: 'Add a reward' }).click();
  const form = page.getByRole('dialog', { name: 'Add a reward' });
  await form.getByLabel(/^Reward name/).fill(name);
  await form.getByLabel(/^Quantity/).fill(quantity);
  await form.getByLabel(/^Reward type/).click();
  await page.getByRole('option', { name: 'Prize without a code', exact: true }).click();
  await form.getByLabel(/^Chance \(%\)/).fill(chance);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

/** The game as the API lists it: its id and its player page's code. */
async function gameNamed(request: APIRequestContext, owner: Business, name: string) {
  const response = await request.get('/api/games', { headers: { Authorization: `Bearer ${owner.accessToken}` } });
  const games = (await response.json()) as { id: string; gameName: string; gameCode: string }[];
  return games.find((game) => game.gameName === name)!;
}

test('a wheel game configured in the console, played, and its dashboard’s figures', async ({ page, request }) => {
  const owner = await registerBusiness(request, 'Pim');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner.email, owner.password);

  // The game's form, from the menu's Game Configuration.
  await menu(page).getByRole('menuitem', { name: 'Game Configuration', exact: true }).click();
  await page.getByRole('link', { name: 'Create' }).and(page.locator('[href="#/games/create"]')).click();
  await field(page, 'Game name').fill('Year-end wheel');
  await field(page, 'Start date').fill(bangkokAt(-1));
  await field(page, 'End date').fill(bangkokAt(30));
  await pick(page, 'Status', 'Active');
  await pick(page, 'Player verification', 'Phone only, no OTP');
  await expect(previewRim(page)).toHaveAttribute('stroke', '#FFC107');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/games$/);

  // Its rewards, in the rewards modal of its edit page.
  // The list's row, not the form's preview that shows the name until the list replaces it.
  await page.getByRole('table').getByText('Year-end wheel').click();
  await expect(page).toHaveURL(/#\/games\/[0-9a-f-]+$/);
  await page.getByRole('button', { name: 'Rewards', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Rewards of Year-end wheel' });
  await expect(modal.getByText('No rewards yet: add the first one')).toBeVisible();
  await addReward(page, 'Free coffee', '10', '40');
  await addReward(page, 'Tote bag', '10', '35.5');
  await expect(modal.getByRole('row')).toHaveCount(3);
  await expect(modal.getByTestId('no-prize-chance')).toHaveText('Chance of no prize: 24.5%');
  await modal.getByRole('button', { name: 'Close' }).click();

  // The preview: the player page's wheel with both rewards, following a colour as it is typed.
  const board = page.getByTestId('game-preview-board');
  await expect(board.locator('[data-reward]')).toHaveCount(4);
  await field(page, 'Wheel colour').fill('#123456');
  await expect(previewRim(page)).toHaveAttribute('stroke', '#123456');
  await field(page, 'Background colour').fill('#fff3e0');
  await expect(page.getByTestId('game-preview')).toHaveCSS('background-color', 'rgb(255, 243, 224)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/games$/);

  // Players, through the player page's API.
  const game = await gameNamed(request, owner, 'Year-end wheel');
  let prizes = 0;
  const mobiles = Array.from({ length: PLAYS }, newMobile);
  for (const phone of mobiles) {
    const response = await request.post(`/api/public/games/${game.gameCode}/play`, { data: { phone } });
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as { result: string };
    expect(['won', 'no_prize']).toContain(answer.result);
    if (answer.result === 'won') prizes++;
  }

  // The dashboards: the list's totals, then the game's own figures and report table.
  await menu(page).getByRole('menuitem', { name: 'Games', exact: true }).click();
  await expect(page).toHaveURL(/#\/game-dashboard$/);
  await expect(page.locator('[data-figure="totalGame"]')).toHaveText('1');
  await expect(page.locator('[data-figure="totalPlay"]')).toHaveText(String(PLAYS));
  await expect(page.locator('[data-figure="totalPlayer"]')).toHaveText(String(PLAYS));
  await expect(page.locator('[data-figure="totalReward"]')).toHaveText(String(prizes));
  await page.getByRole('table').getByText('Year-end wheel').click();
  await expect(page).toHaveURL(new RegExp(`#/game-dashboard/${game.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Game dashboard: Year-end wheel' })).toBeVisible();
  await expect(page.locator('[data-figure="plays"]')).toHaveText(String(PLAYS));
  await expect(page.locator('[data-figure="prizes"]')).toHaveText(String(prizes));
  await expect(page.locator('[data-figure="reward_qty_out"]')).toHaveText(`${prizes} of 20`);
  await expect(page.getByRole('figure', { name: 'Plays and prizes per day (Bangkok time)' })).toBeVisible();
  const report = page.getByRole('table').last();
  await expect(report.locator('tbody tr')).toHaveCount(PLAYS);
  // A player found by the number as it is written in Thailand.
  await field(page, 'Phone number').fill(mobiles[2]!);
  await expect(report.locator('tbody tr')).toHaveCount(1);
  await expect(report.locator('tbody tr')).toContainText(
    `${mobiles[2]!.slice(0, 3)} ${mobiles[2]!.slice(3, 6)} ${mobiles[2]!.slice(6)}`,
  );
  await field(page, 'Phone number').fill('');
  await expect(report.locator('tbody tr')).toHaveCount(PLAYS);

  // On a phone, in English then Thai: the dashboards and the form fit its width.
  await page.setViewportSize(PHONE);
  for (const language of ['en', 'th'] as const) {
    if (language === 'th') {
      await preferThai(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'แดชบอร์ดเกม: Year-end wheel' })).toBeVisible();
    }
    await expect(page.locator('[data-figure="plays"]')).toHaveText(String(PLAYS));
    await expect(page.locator('.RaSimpleList-root, [class*="RaSimpleList"]').first()).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.goto('/#/game-dashboard');
    await expect(page.locator('[data-figure="totalPlay"]')).toHaveText(String(PLAYS));
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.goto(`/#/games/${game.id}`);
    await expect(page.getByTestId('game-preview-board').locator('[data-reward]')).toHaveCount(4);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.goto(`/#/game-dashboard/${game.id}`);
  }
});
