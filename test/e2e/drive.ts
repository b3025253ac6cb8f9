import type { Page } from '@playwright/test';

/** One step of a player driven through the UI: plays a card or takes a decision, if it may. */
export async function step(page: Page, random: () => number): Promise<boolean> {
  const cards = page.locator('.hand .slot.can');
  const count = await cards.count();
  if (count > 0) {
    // the top-left corner of a card is never under its neighbours in the fanned hand
    await cards.nth(Math.floor(random() * count)).click({ timeout: 2000, position: { x: 6, y: 10 } }).catch(() => {});
    return true;
  }
  const buttons = page.locator('.panel button.btn');
  const n = await buttons.count();
  if (n > 0) {
    const bold = page.locator('.panel button.btn:not(.quiet)');
    const b = await bold.count();
    const target = b > 0 && random() < 0.6 ? bold.nth(Math.floor(random() * b)) : buttons.first();
    await target.click({ timeout: 2000 }).catch(() => {});
    return true;
  }
  const bid = page.locator('.picker .go:not([disabled])');
  if ((await bid.count()) > 0) {
    await bid.click({ timeout: 2000 }).catch(() => {});
    return true;
  }
  return false;
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

/** Steps one player until `done` holds or `maxSteps` steps pass, waiting a moment whenever it may not act. */
export async function stepUntil(page: Page, seed: number, done: () => Promise<boolean>, maxSteps: number): Promise<void> {
  const random = seeded(seed);
  for (let i = 0; i < maxSteps && !(await done()); i++) {
    if (!(await step(page, random))) await page.waitForTimeout(100);
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
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('.panel button.btn')];
      const bold = buttons.filter((button) => !button.classList.contains('quiet'));
      const bid = document.querySelector<HTMLButtonElement>('.picker .go:not([disabled])');
      const target = bold.length > 0 && bolder < 0.6 ? bold[Math.floor(pick * bold.length)] : (buttons[0] ?? bid);
      target?.click();
      return target ? 'decided' : 'waiting';
    }, [random(), random()]);
    if (now === 'card') return;
    if (now === 'waiting') await page.waitForTimeout(100);
  }
}

/**
 * Drives every page until each shows the game over (or `maxRounds` rounds pass). Returns the number of
 * moves made. `onRound` runs after each round (screenshots mid-hand).
 */
export async function playToEnd(pages: Page[], seed: number, maxRounds = 3000, onRound?: (round: number) => Promise<void>): Promise<number> {
  const random = seeded(seed);
  let moves = 0;
  for (let round = 0; round < maxRounds; round++) {
    let acted = false;
    for (const page of pages) if (await step(page, random)) (acted = true), moves++;
    if (onRound) await onRound(round);
    if ((await Promise.all(pages.map(isOver))).every(Boolean)) return moves;
    if (!acted) await pages[0].waitForTimeout(60);
  }
  throw new Error(`the game did not end in ${maxRounds} rounds (${moves} moves)`);
}
