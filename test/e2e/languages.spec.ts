// Every language whole, at a phone's size (360x640): the rules open in a sheet over the table and close
// back to the game, and a practice table played for a few hands in Tamil and in Arabic shows its words
// in that language and never scrolls. Screenshots of each go to test-results/e2e.
import type { Page, Route } from '@playwright/test';
import { isOver, seeded, step } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, noHorizontalScroll, sit, startWithBots } from './people.js';

/** Opens a tool of the table's bar (on a phone, through its menu first). */
async function openTool(page: Page, testid: string) {
  const menu = page.getByTestId('menu');
  if (await menu.isVisible()) await menu.click();
  await page.getByTestId(testid).click();
}

/** Fails if the page scrolls either way. */
async function noScroll(page: Page, where: string) {
  const [height, inner] = await page.evaluate(() => [document.scrollingElement!.scrollHeight, innerHeight]);
  expect(height, `${where}: vertical scrolling`).toBeLessThanOrEqual(inner);
  await noHorizontalScroll(page, where);
}

/** The words of the table the person reads (bar, headline, decisions, notices), without names or cards. */
async function tableWords(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.bar .headline, .bar button, .panel button, .panel h2, .panel p, .notice')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => el.innerText.trim())
      .filter(Boolean),
  );
}

test('the rules open in a sheet from the table, in its language, and close back to the game', async ({ dev, person }) => {
  const a = await person({ locale: 'ar' });
  const table = await createTable(dev, 'baloot', 4, {});
  await sit(a, table.hostLink, 'سارة');
  await startWithBots(a);
  await expect(a.locator('.game')).toBeVisible();
  const url = a.url();
  await openTool(a, 'rules');
  const rules = a.locator('.drawer [data-testid="rules-text"]');
  await expect(rules).toBeVisible();
  await expect(rules).toHaveAttribute('dir', 'rtl');
  await expect(rules.locator('h2.title')).toHaveText(/[\u0600-\u06FF]/);
  // every section, the card tables with the engine's points, and the options in Arabic
  await expect(rules.locator('section')).toHaveCount(9);
  await expect(rules.locator('table[data-table="bal-hokum"] tbody tr').first()).toHaveText(/J\s*20/);
  await expect(rules.locator('section[data-section="options"] dt').first()).toHaveText(/[\u0600-\u06FF]/);
  // the sheet scrolls inside itself, the page does not
  const sheet = await a.locator('.drawer').boundingBox();
  expect(sheet!.height).toBeLessThanOrEqual(640);
  await noHorizontalScroll(a, 'rules sheet');
  await a.screenshot({ path: `${SHOTS}/rules-sheet-arabic-phone.png`, animations: 'disabled' });
  await a.locator('.drawer .close').click();
  await expect(a.locator('.drawer')).toHaveCount(0);
  await expect(a.locator('.game')).toBeVisible();
  expect(a.url(), 'still at the table').toBe(url);
});

for (const [locale, script] of [['ta', /[\u0B80-\u0BFF]/], ['ar', /[\u0600-\u06FF]/]] as const) {
  test(`a table played in ${locale} at 360x640: its words are ${locale}, nothing scrolls`, async ({ person }) => {
    const a = await person({ locale });
    if (locale === 'ar') {
      // the person chooses Eastern Arabic digits on the home page (the page shows them at once)
      await a.goto('/');
      await a.getByTestId('eastern-digits').check();
      await expect(a.getByTestId('eastern-digits')).toBeChecked();
    }
    await a.goto(`/practice/baloot?seats=4&seed=words-${locale}`);
    await expect(a.locator('.felt .seat').first()).toBeVisible();
    await expect(a.locator('html')).toHaveAttribute('lang', locale);
    const random = seeded(locale === 'ta' ? 17 : 29);
    let shots = 0;
    const chips = new Set<string>();
    // the person's moves (bids and cards) until a hand is scored and the table's words were read at two
    // moments (every 12 moves), or the game ends
    for (let moves = 0; moves < 400 && !(await isOver(a)); ) {
      if (!(await step(a, random))) {
        await a.waitForTimeout(100);
        continue;
      }
      moves++;
      if (moves % 12 === 1) {
        const words = await tableWords(a);
        expect(words.length, 'the table shows words').toBeGreaterThan(0);
        for (const text of words) {
          // a word of three Latin letters or more is English: the table's words must all be in the language
          expect(text, `"${text}" in ${locale}`).not.toMatch(/[A-Za-z]{3,}/);
        }
        expect(words.some((text) => script.test(text)), `${words.join(' | ')} in ${locale}'s script`).toBe(true);
        for (const chip of await a.locator('.dealer').allInnerTexts()) chips.add(chip);
        await noScroll(a, `${locale} table, move ${moves}`);
        await a.screenshot({ path: `${SHOTS}/table-${locale}-phone-${++shots}.png`, animations: 'disabled' });
      }
      const scores = await a.locator('.bar .score b').allInnerTexts();
      const digits = (s: string) => Number(s.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))));
      if (moves > 16 && scores.map(digits).reduce((x, y) => x + y, 0) > 0 && shots >= 2) break;
    }
    const scores = await a.locator('.bar .score b').allInnerTexts();
    expect(scores.some((s) => s !== '0' && s !== '٠'), 'a hand was scored').toBe(true);
    // the scores in the digits of the person's choice: Eastern Arabic in Arabic, as chosen
    for (const score of scores) expect(score).toMatch(locale === 'ar' ? /^[٠-٩]+$/ : /^[0-9]+$/);
    await noScroll(a, `${locale} table at the end`);
    // the dealer's chip at a seat is a letter of the language, not a Latin D
    expect([...chips]).toEqual([locale === 'ta' ? 'போ' : 'م']);
  });
}

test('a language picked from the list stays while the page loads more of itself, and after a reload', async ({ dev, person }) => {
  const a = await person();
  const table = await createTable(dev, 'baloot', 4, {});
  await a.goto(table.hostLink);
  await expect(a.locator('.lobby')).toBeVisible();
  // the page's scripts are held back from here: Malayalam's words are still on their way when the
  // person takes a seat, which loads the seat's parts (the rejoin link) and their words
  const held: Route[] = [];
  let release = false;
  await a.context().route('**/_app/immutable/**', (route) => (release ? route.continue() : void held.push(route)));
  await a.getByTestId('language').selectOption('ml');
  await expect.poll(() => held.length, 'the new language is asked for').toBeGreaterThan(0);
  await a.getByTestId('name').fill('Anu');
  await a.getByTestId('sit').first().click();
  await expect(a.locator('.lobby .seat.mine')).toContainText('Anu');
  release = true;
  for (const route of held.splice(0)) await route.continue();
  await a.context().unroute('**/_app/immutable/**');
  await expect(a.getByTestId('rejoin')).toBeAttached();
  await expect(a.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(a.locator('.lobby h2').first()).toHaveText(/[\u0D00-\u0D7F]/);
  await expect(a.getByTestId('language')).toHaveValue('ml');
  await a.reload();
  await expect(a.locator('.lobby h2').first()).toHaveText(/[\u0D00-\u0D7F]/);
});
