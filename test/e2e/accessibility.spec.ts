// Accessibility. axe-core (@axe-core/playwright) over the site's pages and every state of a table, at
// 360x640: no violation of any impact, every rule on (a card in the hand is named by its picture, "queen
// of spades", so its name holds what it shows: label in name). Pages: home with the create form open,
// rules, My tables, fair, privacy, in English and Arabic; a table's lobby; for each game at a practice
// table: its first decision (the bidding, or All Fours' begging), a trick being played, the hand's
// result; a game's end; a finished game's replay. And the ARIA tree of each game's table mid-trick,
// matched against a template (ariaTable): the game's heading, the score, the menu, the table's region
// with the seats' card counts and the trick's cards, each saying who played it, the hint, and the hand's
// region with its cards by name. The template holds what every deal has, in order; the cards, the
// scores and the live regions' lines (keyboard.spec checks those) differ from run to run.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { GAME_IDS, MANIFESTS } from '../../shared/rules/manifests.js';
import { expect, SHOTS, test } from './fixtures.js';
import { playToEnd, stepUntil, stepUntilShown, wholeHands } from './drive.js';
import { animationsDone, createTable, noHorizontalScroll, sit, startWithBots } from './people.js';

/** axe's violations on the page as it is now, one line each (rule, impact, the first elements). */
const CARD = '(ace|king|queen|jack|ten|\\d+) of (spades|hearts|diamonds|clubs)';

/** The ARIA tree a game's table has mid-trick, on this player's turn to play a card. */
function ariaTable(game: string): string {
  return `
- main:
  - heading "${game}" [level=1]
  - group "Score"
  - button "Menu"
  - region "The table":
    - 'img /^Cards: \\d+$/'
    - 'img /^Bot \\d+: ${CARD}$/'
  - button "Hint"
  - region "Your hand":
    - button /^${CARD}$/
`;
}

async function violations(page: Page): Promise<string[]> {
  // once what fades or flies in has come (a colour's contrast measured mid-fade is not the page's)
  await animationsDone(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('the drawn pages pass axe: home with the create form open, rules, My tables, fair, privacy, in English and Arabic', async ({ person }) => {
  const page = await person();
  for (const path of ['/', '/rules/baloot', '/tables', '/fair', '/privacy', '/ar/privacy', '/ar', '/ar/rules/fifty-six', '/ta/rules/all-fours']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  // the create form, its settings open
  await page.goto('/');
  await page.locator('details.options summary').click();
  await expect(page.getByTestId('preset')).toBeVisible();
  expect(await violations(page), 'create').toEqual([]);
});

test('a table passes axe in its lobby', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const host = await person();
  await sit(host, table.hostLink, 'Hala');
  await expect(host.locator('.lobby')).toBeVisible();
  expect(await violations(host), 'lobby').toEqual([]);
});

for (const game of GAME_IDS) {
  test(`${game}: the first decision, a trick being played and the hand's result pass axe; the table's ARIA tree mid-trick`, async ({ person }) => {
    const page = await person();
    await page.goto(`/practice/${game}?seats=${MANIFESTS[game].practiceSeats}&seed=axe-${game}${wholeHands(game)}`);
    const asked = page.locator('.hand .slot.can, .panel button.btn, .picker .go');
    await expect(asked.first()).toBeVisible();
    expect(await violations(page), `${game}: the first decision`).toEqual([]);
    // on until a card lies on the felt and the hand is this player's to play
    await stepUntil(page, 1, async () => (await page.locator('.felt .played').count()) > 0 && (await page.locator('.hand .slot.can').count()) > 0, 300);
    await expect(page.locator('.hand .slot.can').first()).toBeVisible();
    expect(await violations(page), `${game}: mid-trick`).toEqual([]);
    await expect(page.locator('main')).toMatchAriaSnapshot(ariaTable(MANIFESTS[game].name));
    await stepUntilShown(page, 2, '[data-testid=hand-result]', 400);
    await expect(page.getByTestId('hand-result')).toBeVisible();
    expect(await violations(page), `${game}: the hand's result`).toEqual([]);
  });
}

test("a game's end and its replay pass axe", async ({ dev, person }) => {
  // All Fours to 1 point: the first point scored ends the game
  const table = await createTable(dev, 'all-fours', 2, { target: 1 });
  const host = await person();
  await sit(host, table.hostLink, 'Hala');
  await startWithBots(host);
  await playToEnd([host], 3, 400);
  await expect(host.locator('.over')).toBeVisible();
  expect(await violations(host), 'game over').toEqual([]);
  await host.goto(`/t/${table.id}/games/1?at=3`);
  await expect(host.locator('h1').first()).toBeVisible();
  await expect(host.locator('.felt, .replay').first()).toBeVisible();
  expect(await violations(host), 'replay').toEqual([]);
});

test('the four-colour deck is offered once, at the first lobby; the answer is kept', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const page = await person();
  await sit(page, table.hostLink, 'Hala');
  const offer = page.getByTestId('deck-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('four-colour deck');
  await page.getByTestId('deck-offer-yes').click();
  await expect(offer).toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(/\bfour-colour\b/);
  await page.reload();
  await expect(page.locator('.lobby')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bfour-colour\b/);
  await expect(offer).toHaveCount(0);
});

test('high contrast: on by itself when the system asks for more, a choice on the home page that is kept; a table passes axe in it', async ({ person }) => {
  const page = await person();
  await page.emulateMedia({ contrast: 'more' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bhigh-contrast\b/);
  const box = page.getByTestId('high-contrast');
  await expect(box).toBeChecked();
  expect(await violations(page), 'home, high contrast').toEqual([]);
  await page.goto('/practice/fifty-six');
  await expect(page.locator('.hand .slot').first()).toBeVisible();
  await expect(html).toHaveClass(/\bhigh-contrast\b/);
  expect(await violations(page), 'practice, high contrast').toEqual([]);
  // turned off here, it stays off though the system still asks
  await page.goto('/');
  await box.uncheck();
  await expect(html).not.toHaveClass(/\bhigh-contrast\b/);
  await page.reload();
  await expect(html).not.toHaveClass(/\bhigh-contrast\b/);
  await expect(box).not.toBeChecked();
  // and on again by choice, without the system asking
  await page.emulateMedia({ contrast: 'no-preference' });
  await box.check();
  await page.reload();
  await expect(html).toHaveClass(/\bhigh-contrast\b/);
});

for (const game of ['baloot', 'fifty-six', 'twenty-nine'] as const) {
  test(`${game}: text at 200% on a phone (as a phone's text size setting makes it): every decision of a hand can still be taken`, async ({ person }) => {
    const page = await person();
    // the page's base size doubled, as a phone's larger text does (every rem and em follows it)
    await page.addInitScript(() => {
      addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = 'html { font-size: 200% !important; }';
        document.head.append(style);
      });
    });
    await page.goto(`/practice/${game}?seats=4&seed=big-text-${game}${wholeHands(game)}`);
    await expect(page.locator('.hand .slot').first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    // the driver clicks as a person would: a decision out of reach or covered fails the test at once
    await stepUntilShown(page, 7, '[data-testid=hand-result]', 400);
    await expect(page.getByTestId('hand-result')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/big-text-${game}-360.png` });
    await noHorizontalScroll(page, `${game} at 200%`);
  });
}

test('less motion asked for: the hand and the trick do not move, and the game plays on at its pace', async ({ person }) => {
  const page = await person();
  const motion = () =>
    page.evaluate(() => {
      const slot = getComputedStyle(document.querySelector('.hand .slot')!);
      const fly = document.querySelector('.felt .fly');
      return { deal: slot.animationName, slide: slot.transitionProperty, fly: fly ? getComputedStyle(fly).animationName : null };
    });
  await page.goto('/practice/baloot');
  await expect(page.locator('.hand .slot').first()).toBeVisible();
  // as a person who did not ask: cards rise in and slide
  const moving = await motion();
  expect(moving.deal).toMatch(/deal$/); // the keyframes' name, scoped by Svelte
  expect(moving.slide).toContain('translate');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await motion()).toMatchObject({ deal: 'none', slide: 'filter' });
  // played on until a card is on the felt (a bot's, or the player's own): it comes without a flight
  // (its animation read in the same look that finds it: the element goes once the card has landed)
  let fly: string | null = null;
  await stepUntil(page, 35, async () => (fly = (await motion()).fly) !== null, 200);
  expect(fly).toBe('none');
});
