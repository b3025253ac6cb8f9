// A whole hand of each game played by keyboard alone at 1280x800 (Tab to the hand or the decision,
// arrows and a suit's letter in the hand, Enter), at a practice table (this browser is seat 0, the bots
// play the others), with what a screen reader hears: each trick as one sentence in the polite live
// region, "Your turn" in the assertive one, the reading keys and the list of keys (`?`). In English
// for every game, and in Arabic for Baloot.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DESKTOP } from './browser.js';
import { wholeHands } from './drive.js';
import { expect, test } from './fixtures.js';

test.use(DESKTOP);

/** What a player may act on now: a card of the hand, a decision's button, a bid (the games played with `wholeHands`). */
const CARDS = '.hand .slot.can';
const DECISIONS = '.panel button.btn:not([disabled]), .picker .go:not([disabled])';

const focused = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses `key` until the focused element matches `selector` (at most `max` times); false if it never does. */
async function pressUntil(page: Page, key: string, selector: string, max: number): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await focused(page, selector)) return true;
    await page.keyboard.press(key);
  }
  return focused(page, selector);
}

/**
 * One move by keyboard alone, if the page asks for one: a card (Tab into the hand, where one card is in
 * the tab order, then the arrows to a card that may be played, Enter), or a decision (Tab to it, Enter).
 * Returns whether it made one.
 */
async function keyStep(page: Page): Promise<boolean> {
  const asked = await page.evaluate(([cards, decisions]) => (document.querySelector(cards) ? 'card' : document.querySelector(decisions) ? 'decision' : null), [CARDS, DECISIONS] as const);
  if (asked === 'card') {
    if (!(await pressUntil(page, 'Tab', '.hand .slot', 80))) return false;
    if (!(await pressUntil(page, 'ArrowRight', CARDS, 30))) return false;
  } else if (asked === 'decision') {
    if (!(await pressUntil(page, 'Tab', DECISIONS, 80))) return false;
  } else return false;
  const version = await page.locator('.game').getAttribute('data-version');
  await page.keyboard.press('Enter');
  // the move reached the table (a new version), or the page moved on by itself meanwhile
  await expect(page.locator('.game')).not.toHaveAttribute('data-version', version ?? '', { timeout: 10_000 }).catch(() => {});
  return true;
}

/** Plays by keyboard until the first hand's result is shown. */
async function playHand(page: Page): Promise<void> {
  for (let moves = 0; moves < 300; moves++) {
    if (await page.getByTestId('hand-result').isVisible()) return;
    if (!(await keyStep(page))) await page.waitForTimeout(50);
  }
  throw new Error('the hand did not end');
}

/** A message of one language as a pattern: its placeholders match anything. */
function pattern(locale: string, key: string): RegExp {
  const text = JSON.parse(readFileSync(`web/messages/${locale}.json`, 'utf8'))[key] as string;
  return new RegExp(text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+'));
}

const GAMES = [
  ['baloot', 4],
  ['fifty-six', 6],
  ['all-fours', 4],
  ['twenty-eight', 4],
  ['twenty-nine', 4],
] as const;

for (const [game, seats] of GAMES) {
  test(`${game}: a whole hand by keyboard alone, each trick told as one sentence`, async ({ person }) => {
    const page = await person();
    await page.goto(`/practice/${game}?seats=${seats}&seed=keys-${game}${wholeHands(game)}`);
    await expect(page.locator('.hand .slot').first()).toBeVisible();
    await playHand(page);
    const told = page.getByTestId('announcements');
    // one sentence per trick: every seat's card in it, then who took it (the region keeps the latest lines)
    const trick = new RegExp(`^Trick \\d+: [^,:]+: [^,]+(, [^,:]+: [^,]+){${seats - 1}} — .*wins? the trick`);
    await expect.poll(() => told.locator('p').allTextContents()).toContainEqual(expect.stringMatching(trick));
    expect(await told.textContent(), 'suit symbols').not.toMatch(/[♠♥♦♣]/);
    await expect(page.getByTestId('turn-announcements')).toContainText('Your turn');
  });
}

test('the reading keys and the list of keys: `?` opens it, Esc closes it and the focus goes back', async ({ person }) => {
  const page = await person();
  await page.goto('/practice/baloot?seats=4&seed=keys-read');
  await expect(page.locator('.hand .slot').first()).toBeVisible();
  const readout = page.getByTestId('readout');
  await page.keyboard.press('m');
  await expect(readout).toHaveText(/^Your hand: (spades|hearts|diamonds|clubs): /);
  await page.keyboard.press('i');
  await expect(readout).toContainText(/Score: Us \d+, Them \d+ \(to \d+\)/);
  await page.keyboard.press('w');
  await expect(readout).toHaveText(/Your turn|Waiting for/);
  await page.keyboard.press('t');
  await expect(readout).toHaveText(/On the table|Nothing on the table/);
  // in the hand, a suit's letter goes to that suit
  await pressUntil(page, 'Tab', '.hand .slot', 80);
  const suit = (await page.evaluate(() => (document.activeElement as HTMLElement).dataset.card))!.at(-1)!;
  const suits = await page.locator('.hand [data-card]').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.card!.at(-1)!));
  const other = suits.find((s) => s !== suit)!;
  await page.keyboard.press(other.toLowerCase());
  expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.card?.at(-1))).toBe(other);
  const card = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.card);
  await page.keyboard.press('Shift+Slash');
  const sheet = page.getByTestId('keys-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading')).toHaveText('Keyboard keys');
  await expect(page.getByTestId('keys-close')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.card)).toBe(card);
  // a drawer of the bar by keyboard: Enter on Log, the focus goes to its Close; Esc closes it, the focus is back on Log
  const log = page.getByTestId('log');
  await log.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('drawer-close')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.drawer')).toHaveCount(0);
  await expect(log).toBeFocused();
});

test.describe('in Arabic', () => {
  test('baloot: a whole hand by keyboard alone, told in Arabic', async ({ person }) => {
    const page = await person({ locale: 'ar' });
    await page.goto('/practice/baloot?seats=4&seed=keys-ar');
    await expect(page.locator('.hand .slot').first()).toBeVisible();
    await playHand(page);
    const told = page.getByTestId('announcements');
    await expect(told).toContainText(pattern('ar', 'log_trick'));
    await expect(told).toHaveText(/[\u0600-\u06FF]/);
    await expect(page.getByTestId('turn-announcements')).toContainText(JSON.parse(readFileSync('web/messages/ar.json', 'utf8')).your_turn);
    await page.keyboard.press('m');
    await expect(page.getByTestId('readout')).toContainText(pattern('ar', 'read_hand'));
  });
});

for (const game of ['fifty-six', 'twenty-nine'] as const) {
  test(`${game}: a bid by keys alone: ↑ ↓ step the number, digits type it, Enter bids`, async ({ person }) => {
    const page = await person();
    await page.goto(`/practice/${game}?seats=${game === 'fifty-six' ? 6 : 4}&seed=keys-bid`);
    const go = page.locator('.picker .go');
    await expect(page.locator('.hand .slot').first()).toBeVisible();
    // the decisions before the auction (Twenty-Nine asks whether to call off the deal), by keys too
    for (let step = 0; step < 20 && !(await go.isVisible()); step++) if (!(await keyStep(page))) await page.waitForTimeout(100);
    await expect(go).toBeVisible();
    expect(await pressUntil(page, 'Tab', '.picker .go', 80), 'Tab reaches the bid').toBe(true);
    const number = page.locator('.picker output');
    const lowest = Number(await number.textContent());
    await page.keyboard.press('ArrowUp');
    await expect(number).toHaveText(String(lowest + 1));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(number).toHaveText(String(lowest));
    const typed = String(lowest + 2);
    for (const digit of typed) await page.keyboard.press(digit);
    await expect(number).toHaveText(typed);
    await expect(go).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('announcements')).toContainText(new RegExp(`You: [^.]*${typed}`));
  });
}
