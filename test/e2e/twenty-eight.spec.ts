// Twenty-Eight through the page at a practice table, bots in the other seats: a whole game on a phone
// (and its end at 1280x800), a whole game on a desktop in Malayalam, and 3- and 6-player tables to the
// end of their first hand. The player's own decisions are taken through the panel (the bid picker, the
// trump card from the hand, Thani, double, ask for trumps...); screenshots go to test-results/e2e/ mid-hand
// with the face-down trump card beside its bidder, at each kind of decision met, and at the game over.
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from './browser.js';
import { idle, isOver, pressIf, seeded, step } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { noHorizontalScroll } from './people.js';

const url = (seats: number, seed: string, options: Record<string, unknown>) =>
  `/practice/twenty-eight?seats=${seats}&seed=${seed}&options=${encodeURIComponent(JSON.stringify(options))}`;

/** The kinds of decision the panel may show, by the action its button sends (the bid picker apart). */
const KINDS = ['redeal', 'trump', 'keep', 'retake', 'thani', 'double', 'redouble', 'ask', 'expose'];

/**
 * Plays the page's seat until `done`: like drive.ts's `step`, but it also bids now and then (the bid
 * picker's button) and asks for trumps when it may, so that more decisions come its way. Each kind of
 * decision met is screenshot once (`<prefix>-<kind>.png`), and the felt once mid-hand with the trump card
 * lying face down beside its bidder. Returns the kinds met.
 */
async function play(page: Page, prefix: string, done: () => Promise<boolean>, seed: number, untilResult = false, maxSteps = 4000): Promise<Set<string>> {
  const random = seeded(seed);
  const met = new Set<string>();
  for (let i = 0; i < maxSteps && !(await done()); i++) {
    const now = await page.evaluate((kinds) => {
      const found = kinds.filter((k) => document.querySelector(`.panel [data-action*='"type":"${k}"']`));
      if (document.querySelector('.panel .picker .go')) found.push('bid');
      const played = document.querySelectorAll('.played').length > 0;
      const asides = [...document.querySelectorAll('[data-testid="aside-card"]')];
      // the trump card's back beside another seat; its face at another seat once exposed
      if (played && asides.length > 0) found.push('mid-hand');
      if (played && asides.some((a) => a.getAttribute('data-card') === '')) found.push('face-down');
      if (asides.some((a) => a.getAttribute('data-card') !== '' && a.closest('.seat'))) found.push('exposed');
      if (asides.length > 0) found.push('aside');
      if (document.querySelector('[data-testid="hand-result"]')) found.push('result');
      return found;
    }, KINDS);
    for (const kind of now.filter((k) => !met.has(k) && k !== 'result')) {
      met.add(kind);
      await page.screenshot({ path: `${SHOTS}/${prefix}-${kind}.png` });
    }
    // a hand's result, looked for before any move (the next move would close it)
    if (untilResult && now.includes('result')) break;
    const r = random();
    // Thani now and then only: a failed one ends the hand at its first trick
    if (now.includes('thani') && r < 0.85) {
      await pressIf(page, `.panel [data-action*='"type":"pass"']`);
      continue;
    }
    if (now.includes('ask') && r < 0.7) {
      await pressIf(page, `.panel [data-action*='"type":"ask"']`);
      continue;
    }
    if (now.includes('bid') && r < 0.35) {
      // a bid a step over the lowest (the "+" is disabled at the highest bid)
      if (r < 0.15) await pressIf(page, '.panel .picker button.step:last-of-type');
      await pressIf(page, '.panel .picker .go');
      continue;
    }
    if (!(await step(page, random))) await idle([page]);
  }
  return met;
}

/** The score bar and the felt fit the screen, nothing scrolls sideways, and no message key shows raw. */
async function fits(page: Page, where: string) {
  await noHorizontalScroll(page, where);
  const hand = page.locator('.hand');
  if ((await hand.count()) > 0) {
    const box = (await hand.boundingBox())!;
    expect(box.y + box.height, `${where}: the hand in view`).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
  }
}

test('Twenty-Eight, 4 players at a practice table on a phone: a whole game through every decision met, the game over at both sizes', async ({ person }) => {
  const a = await person();
  // no Thani here (a failed one ends its hand at the first trick): every hand is played out
  await a.goto(url(4, 'whole-28', { target: 3, doubling: true, thani: 'off' }));
  await expect(a.locator('.game')).toBeVisible();
  // the trump card's back lies beside the bidder once the first auction is won
  const met = await play(a, 'twenty-eight-phone', () => isOver(a), 7);
  console.log(`  decisions met on the phone: ${[...met].join(', ')}`);
  expect(met.has('bid')).toBe(true);
  expect(met.has('mid-hand'), 'the trump card lay beside its bidder mid-hand').toBe(true);
  await expect(a.getByTestId('winner')).toBeVisible();
  await a.screenshot({ path: `${SHOTS}/twenty-eight-game-over-360.png` });
  await a.setViewportSize(DESKTOP.viewport);
  await expect(a.getByTestId('winner')).toBeVisible();
  await a.screenshot({ path: `${SHOTS}/twenty-eight-game-over-1280.png` });
});

test('Twenty-Eight, 4 players on a desktop in Malayalam: a whole game, the trump card beside its bidder', async ({ person }) => {
  const a = await person({ device: DESKTOP, locale: 'ml' });
  await a.goto(url(4, 'desk-28', { target: 4 }));
  await expect(a.locator('.game')).toBeVisible();
  // the first hand's result: the sheet's last hand (its contract, the bidders' card points, each side's change)
  const result = a.getByTestId('hand-result');
  const first = await play(a, 'twenty-eight-desktop-ml', () => isOver(a), 11, true);
  if ((await result.count()) > 0) {
    if ((await result.getAttribute('data-folded')) === 'true') await a.getByTestId('hand-result-open').click();
    await a.waitForTimeout(700);
    await a.screenshot({ path: `${SHOTS}/twenty-eight-desktop-ml-hand-result.png` });
  }
  const met = new Set([...first, ...(await play(a, 'twenty-eight-desktop-ml', () => isOver(a), 12))]);
  console.log(`  decisions met on the desktop: ${[...met].join(', ')}`);
  await expect(a.getByTestId('winner')).toBeVisible();
  await a.screenshot({ path: `${SHOTS}/twenty-eight-desktop-ml-game-over.png` });
});

for (const seats of [3, 6]) {
  test(`Twenty-Eight, ${seats} players on a phone: to the end of the first hand`, async ({ person }) => {
    const a = await person();
    await a.goto(url(seats, `first-${seats}`, { doubling: true }));
    await expect(a.locator('.game')).toBeVisible();
    await expect(a.locator('.felt [data-seat]')).toHaveCount(seats - 1);
    const result = a.getByTestId('hand-result');
    const met = await play(a, `twenty-eight-${seats}p`, () => isOver(a), 5 + seats, true);
    console.log(`  decisions met at ${seats} players: ${[...met].join(', ')}`);
    await expect(result.or(a.locator('.over')).first()).toBeVisible();
    // the result folds into a line once the next hand asks something: opened again to be seen whole
    // (asked only of a result that is there: getAttribute would wait for one for a whole action timeout)
    if ((await result.count()) > 0 && (await result.getAttribute('data-folded')) === 'true') await a.getByTestId('hand-result-open').click();
    await a.waitForTimeout(700); // its opening's animation
    expect(met.has('aside'), 'a trump card lay beside its bidder').toBe(true);
    await a.screenshot({ path: `${SHOTS}/twenty-eight-${seats}p-hand-result.png` });
    await fits(a, `${seats} players`);
  });
}

test('Twenty-Eight on a phone in Malayalam: the bid picker and the felt fit, words in Malayalam', async ({ person }) => {
  const a = await person({ device: PHONE, locale: 'ml' });
  await a.goto(url(4, 'ml-28', {}));
  await expect(a.locator('.game')).toBeVisible();
  const met = await play(a, 'twenty-eight-phone-ml', () => isOver(a), 3, true);
  console.log(`  decisions met in Malayalam: ${[...met].join(', ')}`);
  await fits(a, 'Malayalam phone');
});

test('Twenty-Eight on a phone: a first batch without points may be thrown in (seed found with the engine)', async ({ person }) => {
  const a = await person();
  // the engine deals this seed's first batch to seat 0, the dealer's right, without a J, 9, A or 10
  await a.goto(url(4, 'redeal-67', { target: 2, doubling: true }));
  const redeal = a.locator(`.panel [data-action*='"type":"redeal"']`);
  await expect(redeal).toBeVisible();
  await expect(a.locator('.panel')).toContainText('No points in your first four cards');
  await a.screenshot({ path: `${SHOTS}/twenty-eight-phone-redeal.png` });
  const before = await a.locator('.hand [data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')).join());
  await redeal.click();
  // the same dealer deals again: new cards, and the bidding (or the question again) follows
  await expect.poll(() => a.locator('.hand [data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')).join())).not.toBe(before);
});
