// Whole games through the UI: people at one table by its link play to the end (the rest of the seats
// bots), and All Fours' exposed cards. Screenshots of each game mid-hand go to test-results/e2e/.
import { DESKTOP } from './browser.js';
import { playToEnd } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, sit, startWithBots } from './people.js';

test('four browsers play a Baloot table to the end by its link', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, { target: 40 });
  const pages = await Promise.all([0, 1, 2, 3].map(() => person()));
  await sit(pages[0], table.hostLink, 'Aisha');
  for (const [i, name] of ['Badr', 'Chandni', 'Dev'].entries()) await sit(pages[i + 1], table.link, name);
  await pages[0].getByTestId('start').click();
  for (const page of pages) await expect(page.locator('.game')).toBeVisible();
  let shot = false;
  await playToEnd(pages, 7, 4000, async () => {
    if (!shot && (await pages[0].locator('.played').count()) >= 2) {
      shot = true;
      await pages[0].screenshot({ path: `${SHOTS}/baloot-mid-hand-phone.png` });
    }
  });
  await pages[0].screenshot({ path: `${SHOTS}/baloot-game-over.png` });
  // the score sheet (sent once, then hand by hand) has a row per hand, and the same rows after a reload
  const sheetRows = (page: (typeof pages)[number]) => page.locator('.over table.sheet').last().locator('tbody tr');
  const played = await sheetRows(pages[0]).allTextContents();
  expect(played.length, 'rows of the score sheet at the end').toBeGreaterThan(0);
  await pages[1].reload();
  await expect(sheetRows(pages[1])).toHaveText(played);
});

test('a six-seat Fifty-Six table with two people and four bots', async ({ dev, person }) => {
  const table = await createTable(dev, 'fifty-six', 6, { tables: 1 });
  const a = await person();
  const b = await person({ device: DESKTOP });
  await sit(a, table.hostLink, 'Anand');
  await sit(b, table.link, 'Bina');
  await startWithBots(a);
  for (const page of [a, b]) await expect(page.locator('.game')).toBeVisible();
  let shot = false;
  await playToEnd([a, b], 11, 4000, async () => {
    if (!shot && (await b.locator('.played').count()) >= 3) {
      shot = true;
      await b.screenshot({ path: `${SHOTS}/fifty-six-mid-hand-desktop.png` });
      await a.screenshot({ path: `${SHOTS}/fifty-six-mid-hand-phone.png` });
    }
  });
});

test('a two-player All Fours game', async ({ dev, person }) => {
  const table = await createTable(dev, 'all-fours', 2, { target: 5 });
  const a = await person();
  const b = await person();
  await sit(a, table.hostLink, 'Kern');
  await sit(b, table.link, 'Lisa');
  await a.getByTestId('start').click();
  for (const page of [a, b]) await expect(page.locator('.game')).toBeVisible();
  let shot = false;
  await playToEnd([a, b], 3, 4000, async () => {
    if (!shot && (await a.locator('.played').count()) >= 1) {
      shot = true;
      await a.screenshot({ path: `${SHOTS}/all-fours-mid-hand-phone.png` });
    }
  });
});

test('All Fours exposed cards: a card played out of turn is exposed after a warning, face up for everyone, and may be called', async ({ dev, person }) => {
  const table = await createTable(dev, 'all-fours', 2, { exposedCards: true });
  const a = await person();
  const b = await person();
  await sit(a, table.hostLink, 'Kern');
  await sit(b, table.link, 'Lisa');
  await a.getByTestId('start').click();
  const deal = `.panel button[data-action='{"type":"deal"}']`;
  const stand = `.panel button[data-action='{"type":"stand"}']`;
  // the table deals by itself (no choice, no button): the other player is to stand or beg at once
  await Promise.any([a.locator(stand).waitFor(), b.locator(stand).waitFor()]);
  const [stander, dealer] = (await a.locator(stand).count()) > 0 ? [a, b] : [b, a];
  await expect(dealer.locator('.hand [data-card]')).toHaveCount(6);
  for (const page of [a, b]) await expect(page.locator(deal)).toHaveCount(0);
  // the dealer taps a card while the other player is to stand: asked first, then the card is exposed
  const first = dealer.locator('.hand [data-card]').first();
  const card = (await first.getAttribute('data-card'))!;
  await first.click();
  await expect(dealer.getByTestId('off-turn')).toBeVisible();
  await dealer.screenshot({ path: `${SHOTS}/all-fours-expose-warning-phone.png` });
  await dealer.getByTestId('off-turn-ok').click();
  await expect(stander.locator(`.felt .seat .shown [data-card="${card}"]`)).toBeVisible();
  await expect(dealer.locator(`.hand [data-card="${card}"] .mark`)).toBeVisible();
  await stander.screenshot({ path: `${SHOTS}/all-fours-exposed-phone.png` });
  // play starts; if the stander's lead makes the exposed card playable, the stander may call it
  await stander.locator(stand).click();
  await stander.locator('.hand .slot.can').first().click();
  await expect(dealer.locator('.hand .slot.can').first()).toBeVisible();
  const call = stander.locator(`.panel button[data-action='{"type":"call","card":"${card}"}']`);
  if ((await call.count()) > 0) {
    await call.click();
    const playable = () => dealer.locator('.hand .slot.can').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')));
    await expect.poll(playable).toEqual([card]);
  }
});
