// The table plays moves back as at a real table (web/src/lib/table/playback.ts): bots' cards one at a
// time, a completed trick in view before it gathers, each hand ending on its result. Practice tables:
// the bots play at once in the browser, so the spacing seen is the page's own. The page runs on
// Playwright's fake clock (timers, animation frames and performance.now), moved on by the test: the
// spacing is exact whatever the machine's load, and a hand at the normal speed takes no real minute.
import type { Page } from '@playwright/test';
import { seeded, step, resultTricks } from './drive.js';
import { expect, SHOTS, SIZES, test } from './fixtures.js';

const GAMES = [['all-fours', 2], ['baloot', 4], ['fifty-six', 4]] as const;

interface Seen {
  /** Each card that came onto the felt: when (ms) and whose. */
  arrivals: { t: number; seat: string }[];
  /** When the felt last became a whole trick, and when the hand's result appeared. */
  full: number | null;
  result: number | null;
}

/** Watches the felt from now on: cards coming in, whole tricks, the hand result. */
async function watch(page: Page, seats: number) {
  await page.locator('.felt .middle').waitFor();
  await page.evaluate((seats) => {
    const seen: Seen = { arrivals: [], full: null, result: null };
    let wasWhole = false;
    (window as unknown as { seen: Seen }).seen = seen;
    new MutationObserver((mutations) => {
      const t = performance.now();
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.classList.contains('played')) seen.arrivals.push({ t, seat: node.dataset.seat! });
          if (node.querySelector?.('[data-testid="hand-result"]') || node.dataset?.testid === 'hand-result') seen.result ??= t;
        }
      }
      // when the felt last became whole (not its last change while whole: a clock or a bubble may change later)
      const whole = document.querySelectorAll('.felt .played').length === seats;
      if (whole && !wasWhole && seen.result === null) seen.full = t;
      wasWhole = whole;
    }).observe(document.querySelector('.game')!, { childList: true, subtree: true });
  }, seats);
  return () => page.evaluate(() => (window as unknown as { seen: Seen }).seen);
}

// both sizes here (the phone project runs this file; playwright.config.ts)
for (const [size, device] of Object.entries(SIZES)) test.describe(size, () => {
  test.use(device);
  for (const [game, seats] of GAMES) {
    // the playback's spacing is one code at every size: the desktop plays one game (the shortest) for
    // its layout, and the others only when screenshots are wanted to look at (LOOK_SHOTS, fixtures.ts)
    if (size === 'desktop' && game !== 'all-fours' && !process.env.LOOK_SHOTS) continue;
    test(`${game}: bots' cards come one at a time, the last trick stays in view, then the hand's result`, async ({ person }) => {
      const a = await person({ pace: 'normal' });
      const width = a.viewportSize()!.width;
      await a.clock.install();
      await a.goto(`/practice/${game}?seats=${seats}&seed=pace-${game}`);
      const seen = await watch(a, seats);
      // from here the page's time moves only when the test moves it
      await a.clock.pauseAt((await a.evaluate(() => Date.now())) + 1000);
      const random = seeded(seats + 1);
      const result = a.getByTestId('hand-result');
      // this browser plays seat 0 whenever it may, and its clock goes on 500 ms after every look (the
      // practice table's own messages wait on timers too); the rounds bound a hang
      const over = a.locator('.over');
      for (let round = 0; round < 5000 && !(await result.isVisible()); round++) {
        // a whole game without a hand's result on the screen fails at once, saying whether one was ever drawn
        if (await over.isVisible()) throw new Error(`the game ended and no hand's result was seen; the felt's watcher saw one drawn at ${(await seen()).result ?? 'no time'}`);
        await step(a, random);
        await a.clock.runFor(500);
      }
      await expect(result).toBeVisible();
      await a.screenshot({ path: `${SHOTS}/${game}-hand-result-${width}.png`, animations: 'disabled' });
      const { arrivals, full, result: resultAt } = await seen();
      // every card of another seat came at least 700 ms (the normal speed) after the card before it
      const gaps = arrivals.slice(1).map((card, i) => ({ seat: card.seat, gap: card.t - arrivals[i].t })).filter((card) => card.seat !== '0');
      expect(gaps.length, 'cards of other seats seen').toBeGreaterThan(seats);
      for (const { seat, gap } of gaps) expect(gap, `the gap before a card of seat ${seat}`).toBeGreaterThanOrEqual(700);
      // the hand's last trick was whole on the felt for a second before the result came
      expect(full, 'a whole trick on the felt').not.toBeNull();
      expect(resultAt! - full!, 'the last trick in view before the result').toBeGreaterThanOrEqual(1000);
      await expect(result).toContainText(/\d/);
      // the hand's tricks, read from the practice table's log in this browser: every trick of the hand,
      // a card from each seat, the winner marked once; then back to the summary
      await resultTricks(a);
      const tricks = result.getByTestId('hand-tricks').locator('li');
      await expect(tricks.first()).toBeVisible();
      const rows = await tricks.evaluateAll((els) => els.map((el) => ({ cards: el.querySelectorAll('[data-card]').length, won: el.querySelectorAll('.won').length })));
      expect(rows.length, 'tricks of the hand').toBeGreaterThan(0);
      for (const row of rows) expect(row).toEqual({ cards: seats, won: 1 });
      await a.screenshot({ path: `${SHOTS}/${game}-hand-tricks-${width}.png`, animations: 'disabled' });
      await result.getByTestId('hand-tricks-toggle').click();
      await expect(result.getByTestId('hand-tricks')).toHaveCount(0);
      // closing it leaves the table as it is
      await result.getByRole('button', { name: 'Continue' }).click();
      await expect(result).toHaveCount(0);
    });
  }
});
