// Small cards in a big hand (a 12-card Fifty-Six hand leaves each card 25 px on a phone): by default
// a tap lifts a card and a second tap plays it there; elsewhere, and by keyboard, a card plays at once.
import type { Page } from '@playwright/test';
import { DESKTOP } from './browser.js';
import { expect, SHOTS, test } from './fixtures.js';

/** Opens a 4-player Fifty-Six practice table and waits for a card to play (the others pass the auction). */
async function atCardTurn(page: Page) {
  await page.goto('/practice/fifty-six?seats=4&seed=lift1&fast');
  const can = page.locator('.hand .slot.can');
  await expect(async () => {
    const pass = page.locator(`.panel button[data-action='{"type":"pass"}']`);
    if ((await pass.count()) > 0) await pass.first().click({ timeout: 1000 });
    expect(await can.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });
  return can;
}

test('a phone: a tap lifts a card of a big hand and says so, a second tap plays it', async ({ person }) => {
  const phone = await person({ lift: 'auto' });
  const can = await atCardTurn(phone);
  const cards = await phone.locator('.hand .slot').count();
  expect(cards).toBeGreaterThan(8);
  const first = can.first();
  const card = (await first.getAttribute('data-card'))!;
  await first.click({ position: { x: 6, y: 10 } });
  await expect(phone.getByTestId('lifted')).toHaveText('Tap again to play');
  await expect(first).toHaveAccessibleName(/, Tap again to play$/);
  await expect(phone.locator('.hand .slot')).toHaveCount(cards); // not played yet
  await phone.screenshot({ path: `${SHOTS}/lifted-card-phone.png` });
  await phone.locator(`.hand .slot[data-card="${card}"]`).click();
  await expect(phone.locator(`.hand .slot[data-card="${card}"]`)).toHaveCount(0);
  await expect(phone.getByTestId('lifted')).toHaveCount(0);
});

test('a desktop plays a card at the first click; "always lift" on the home page lifts it there too', async ({ person }) => {
  const desk = await person({ device: DESKTOP, lift: 'auto' });
  let can = await atCardTurn(desk);
  const cards = await desk.locator('.hand .slot').count();
  await can.first().click({ position: { x: 6, y: 10 } });
  await expect(desk.locator('.hand .slot')).toHaveCount(cards - 1);

  // the choice is this browser's, made on the home page
  await desk.goto('/');
  await desk.getByTestId('lift-setting').getByText('Always lifts it first').click();
  can = await atCardTurn(desk);
  const now = await desk.locator('.hand .slot').count();
  await can.first().click({ position: { x: 6, y: 10 } });
  await expect(desk.getByTestId('lifted')).toBeVisible();
  await expect(desk.locator('.hand .slot')).toHaveCount(now);
  // a key plays the card in focus at once
  await desk.keyboard.press('Enter');
  await expect(desk.locator('.hand .slot')).toHaveCount(now - 1);
});
