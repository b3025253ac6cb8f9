import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** How long one click may wait for its target to take it (visible, still, not covered). */
const CLICK_MS = 10_000;

/** The state version the table shows (`.game[data-version]`), or null off the table. */
async function versionOf(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector('.game')?.getAttribute('data-version') ?? null);
}

/**
 * Clicks the `index`th element matching `selector` as a person would (a trusted click: it must be
 * visible, still and not covered). When the page moved on between the look and the click (the element
 * went, no longer matches, or the table's version changed) nothing is clicked and that is fine: the
 * next step looks again. Any other failure fails the test at once, saying what it tried to click and
 * why, instead of ending in a timeout minutes later.
 */
async function press(page: Page, selector: string, index: number, position?: { x: number; y: number }): Promise<void> {
  const before = await versionOf(page);
  const handle = (await page.$$(selector))[index];
  if (!handle) return;
  const what = await handle.evaluate((el) => ((el as HTMLElement).dataset.card ? `the card ${(el as HTMLElement).dataset.card}` : `"${el.textContent?.trim()}"`));
  try {
    await handle.click({ timeout: CLICK_MS, position });
  } catch (error) {
    const still = await handle.evaluate((el, s) => el.isConnected && el.matches(s), selector).catch(() => false);
    if (still && (await versionOf(page)) === before) {
      throw new Error(`could not click ${what} (${selector} #${index}) at version ${before}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
    }
  } finally {
    await handle.dispose().catch(() => {});
  }
}

/**
 * Clicks the first element matching `selector` if the page shows one that may be clicked now (not
 * disabled), as `press` does: a page that moved on meanwhile is fine, any other failure fails the
 * test. Returns whether there was one. Never waits for one to come (a disabled "+" at the highest
 * bid, or a button gone, would otherwise hold a driver for a whole action timeout).
 */
export async function pressIf(page: Page, selector: string): Promise<boolean> {
  const enabled = await page.evaluate((s) => {
    const el = document.querySelector<HTMLButtonElement>(s);
    return el !== null && !el.disabled;
  }, selector);
  if (enabled) await press(page, selector, 0);
  return enabled;
}

/**
 * A practice page's query for a game played through whole hands by a driver that picks at random:
 * without Twenty-Eight's Thani and Twenty-Nine's single hand, which, called by chance and played alone,
 * may end the hand (and soon the game) before a trick is won. '' for the other games.
 */
export function wholeHands(game: string): string {
  const off: Record<string, object> = { 'twenty-eight': { thani: 'off' }, 'twenty-nine': { singleHand: 'off' } };
  return off[game] ? `&options=${encodeURIComponent(JSON.stringify(off[game]))}` : '';
}

/** What a player may act on now, in the order a step looks for it: a card, a decision's button, a bid. */
const CARDS = '.hand .slot.can';
// the accusation buttons (All Fours' renege, Baloot's Qayd) open a picker: a driven player never accuses
const BUTTONS = '.panel button.btn:not([data-testid$="-call"])';
const BOLD_BUTTONS = '.panel button.btn:not(.quiet):not([data-testid$="-call"])';
const BID = '.picker .go:not([disabled])';

/**
 * One step of a player driven through the UI: plays a card or takes a decision, if it may. It looks in
 * one go inside the page (one round trip, not one a selector), then clicks as a person would.
 */
export async function step(page: Page, random: () => number, stopAt: string | null = null): Promise<boolean> {
  const [pick, bolder, which] = [random(), random(), random()];
  const target = await page.evaluate(
    ([s, pick, bolder, which]) => {
      const count = (selector: string) => document.querySelectorAll(selector).length;
      if (s.stopAt && count(s.stopAt) > 0) return null;
      const cards = count(s.cards);
      if (cards > 0) return { selector: s.cards, index: Math.floor(pick * cards), card: true };
      if (count(s.buttons) > 0) {
        const bold = count(s.bold);
        return bold > 0 && bolder < 0.6 ? { selector: s.bold, index: Math.floor(which * bold), card: false } : { selector: s.buttons, index: 0, card: false };
      }
      return count(s.bid) > 0 ? { selector: s.bid, index: 0, card: false } : null;
    },
    [{ cards: CARDS, buttons: BUTTONS, bold: BOLD_BUTTONS, bid: BID, stopAt }, pick, bolder, which] as const,
  );
  if (!target) return false;
  // the top-left corner of a card is never under its neighbours in the fanned hand
  await press(page, target.selector, target.index, target.card ? { x: 6, y: 10 } : undefined);
  return true;
}

/**
 * Waits until one of the pages has something for its player to do (what `step` looks for) or shows the
 * game over, or `ms` pass: it watches each page's document for changes, so the wait ends as soon as
 * there is something to do. Returns at once if one already has. `ms` is short (the loops' bounds
 * count steps: a step that waits long makes a loop that never meets its condition take minutes,
 * as when a hand's result waits for Continue, which no step presses).
 */
export async function idle(pages: Page[], ms = 100): Promise<void> {
  const waits = pages.map((page) =>
    page
      .evaluate(
        ([actionable, ms]) =>
          new Promise<void>((resolve) => {
            // a game over already shown is no news: only one that comes ends the wait
            const over = document.querySelector('.over') ? null : '.over';
            const ready = () => document.querySelector(actionable) || (over && document.querySelector(over));
            if (ready()) return resolve();
            const done = () => (observer.disconnect(), clearTimeout(timer), resolve());
            const observer = new MutationObserver(() => ready() && done());
            const timer = setTimeout(done, ms);
            observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
          }),
        [[CARDS, BUTTONS, BID].join(', '), ms] as const,
      )
      // a page that navigated or closed meanwhile has nothing to wait for
      .catch(() => {}),
  );
  await Promise.race(waits);
}

/**
 * Waits until the page's player is asked something (a card to play, a decision, a bid): the table then
 * waits for them, so nothing at it moves until they act.
 */
export async function untilAsked(page: Page): Promise<void> {
  await expect(page.locator([CARDS, BUTTONS, BID].join(', ')).first()).toBeVisible();
}

/** True once the game-over dialog is shown. */
export async function isOver(page: Page): Promise<boolean> {
  return (await page.locator('.over').count()) > 0;
}

/** A seeded pseudo-random source, so a failing run can be repeated. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Steps one player until the page shows `selector` (the hand's result), looked for in the same look as
 * the step's: a check before the step would race the step, which could take the next hand's first
 * decision, and so close the result, the moment both came.
 */
export async function stepUntilShown(page: Page, seed: number, selector: string, maxSteps: number): Promise<void> {
  const random = seeded(seed);
  for (let i = 0; i < maxSteps; i++) {
    if (await page.locator(selector).count()) return;
    if (!(await step(page, random, selector))) await idle([page]);
  }
}

/** Steps one player until `done` holds or `maxSteps` steps pass, waiting a moment whenever it may not act. */
export async function stepUntil(page: Page, seed: number, done: () => Promise<boolean>, maxSteps: number): Promise<void> {
  const random = seeded(seed);
  for (let i = 0; i < maxSteps && !(await done()); i++) {
    if (!(await step(page, random))) await idle([page]);
  }
}

/**
 * Takes the player's decisions (bids and the like) until it is their turn to play a card, at most
 * `maxSteps` times; never plays a card. Each step looks and acts in one go inside the page: with a look
 * first and a click after, a card turn that came between them would meet a decision or a card meant for
 * the turn before (Baloot's project declaration comes with the first card turn).
 */
export async function untilCardTurn(page: Page, seed: number, maxSteps: number): Promise<void> {
  const random = seeded(seed);
  for (let i = 0; i < maxSteps; i++) {
    const now = await page.evaluate(([bolder, pick]) => {
      if (document.querySelector('.hand .slot.can')) return 'card';
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('.panel button.btn:not([data-testid$="-call"])')];
      const bold = buttons.filter((button) => !button.classList.contains('quiet'));
      const bid = document.querySelector<HTMLButtonElement>('.picker .go:not([disabled])');
      const target = bold.length > 0 && bolder < 0.6 ? bold[Math.floor(pick * bold.length)] : (buttons[0] ?? bid);
      target?.click();
      return target ? 'decided' : 'waiting';
    }, [random(), random()]);
    if (now === 'card') return;
    if (now === 'waiting') await idle([page]);
  }
}

/**
 * Drives the pages in turn, each a step at a time, until `done` holds (checked before every step) or
 * `maxRounds` rounds pass. Returns the number of moves made. `onRound` runs after each round
 * (screenshots mid-hand).
 */
export async function playUntil(pages: Page[], seed: number, done: () => Promise<boolean>, maxRounds = 3000, onRound?: (round: number) => Promise<void>): Promise<number> {
  const random = seeded(seed);
  let moves = 0;
  for (let round = 0; round < maxRounds; round++) {
    let acted = false;
    for (const page of pages) {
      if (await done()) return moves;
      if (await step(page, random)) (acted = true), moves++;
    }
    if (onRound) await onRound(round);
    if (!acted) await idle(pages, 60);
  }
  throw new Error(`still not done after ${maxRounds} rounds (${moves} moves)`);
}

/** Drives every page until each shows the game over (or `maxRounds` rounds pass). Returns the number of moves made. */
export async function playToEnd(pages: Page[], seed: number, maxRounds = 3000, onRound?: (round: number) => Promise<void>): Promise<number> {
  return playUntil(pages, seed, async () => (await Promise.all(pages.map(isOver))).every(Boolean), maxRounds, onRound);
}

/**
 * Opens the hand's result at its tricks (HandResult.svelte): it folds into one line once the next hand
 * asks this person something, so it is opened again first if it has (asking for the tricks keeps it open).
 */
export async function resultTricks(page: Page): Promise<void> {
  const result = page.getByTestId('hand-result');
  await expect(async () => {
    if ((await result.getAttribute('data-folded')) === 'true') await page.getByTestId('hand-result-open').click({ timeout: 2000 });
    await result.getByTestId('hand-tricks-toggle').click({ timeout: 2000 });
    await expect(result.getByTestId('hand-tricks')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** Closes the hand's result, whole (Continue) or folded (×). */
export async function closeResult(page: Page): Promise<void> {
  const result = page.getByTestId('hand-result');
  await expect(async () => {
    if ((await result.count()) === 0) return;
    const folded = (await result.getAttribute('data-folded')) === 'true';
    await (folded ? result.getByRole('button', { name: 'Close' }) : result.getByRole('button', { name: 'Continue' })).click({ timeout: 2000 });
    await expect(result).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
