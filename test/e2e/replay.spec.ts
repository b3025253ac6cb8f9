// The replay of a finished game (/t/<id>/games/<n>): opened from the game-over screen, stepped by move
// and by trick, with the keyboard, by a link to one position (?at=), and downloaded; checked against
// the game's log as the server gives it; before it, the game-over screen's shuffle check and the verify
// script on the same game (issue 15's whole record). Screenshots go to test-results/e2e.
import { readFileSync } from 'node:fs';
import { verifyLink } from '../../scripts/verify.js';
import type { Page } from '@playwright/test';
import { isOver, playToEnd, seeded, step } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, noHorizontalScroll, sit, startWithBots } from './people.js';

interface Logged {
  version: number;
  seat: number;
  action: { type: string; card?: string };
}

/** The cards each seat's row shows, in seat order. */
async function rows(page: Page): Promise<string[][]> {
  return page.locator('.hands .row').evaluateAll((els) => els.map((el) => [...el.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')!).sort()));
}

/** The position the replay shows (its state version) and the one in the address. */
async function at(page: Page): Promise<number> {
  const shown = Number(await page.locator('.replay').getAttribute('data-at'));
  await expect(page).toHaveURL(new RegExp(`[?&]at=${shown}$`));
  return shown;
}

test('a finished game: its shuffle verified (on the game-over screen and by the verify script), then replayed move by move and trick by trick, by link, and downloaded', { tag: '@desktop' }, async ({ dev, person }) => {
  const a = await person();
  const { width, height } = a.viewportSize()!;
  const table = await createTable(dev, 'baloot', 4, { target: 100 });
  await sit(a, table.hostLink, 'Amira');
  await startWithBots(a);
  await expect(a.locator('.game')).toBeVisible();
  // a hand's result: its tricks, from the server, to look through before going on
  const result = a.getByTestId('hand-result');
  const random = seeded(5);
  for (let round = 0; round < 2000 && !(await result.isVisible()) && !(await isOver(a)); round++) {
    if (!(await step(a, random))) await a.waitForTimeout(100);
  }
  let reviewed: string[] = [];
  // (a game won in its first hand, as by a Gahwa, shows no hand's result: then there is none to review)
  if (await isOver(a)) test.info().annotations.push({ type: 'note', description: 'the game ended in its first hand' });
  else {
    await expect(result).toBeVisible();
    await result.getByTestId('hand-tricks-toggle').click();
    const tricks = result.getByTestId('hand-tricks').locator('li');
    await expect(tricks).toHaveCount(8);
    const rows = await tricks.evaluateAll((els) => els.map((el) => ({ cards: [...el.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')!), won: el.querySelectorAll('.won').length })));
    for (const row of rows) expect(row.won).toBe(1);
    reviewed = rows.flatMap((row) => row.cards);
    expect(new Set(reviewed).size).toBe(32);
    await a.screenshot({ path: `${SHOTS}/replay-hand-tricks-${width}.png` });
    await result.getByRole('button', { name: 'Continue' }).click();
  }
  await playToEnd([a], 5, 4000);

  // the game's record, end to end: the game-over screen checked the shuffle, and the repository's
  // verify script confirms the same game from its public record (then the replay, below)
  await expect(a.getByTestId('shuffle-check')).toHaveAttribute('data-verdict', 'true', { timeout: 30_000 });
  await expect(a.getByTestId('shuffle-check')).toContainText('Shuffle verified');
  expect(await verifyLink(table.link, 1)).toMatchObject({ ok: true });

  // the game's log as anyone may fetch it once the game is over: the truth the replay is checked against
  const log = (await (await fetch(`${dev.url}/api/tables/${table.id}/games/1`)).json()) as { actions: Logged[] };
  const plays = log.actions.filter((entry) => entry.action.type === 'play');
  const last = log.actions.length;
  // the hand's tricks as reviewed were that hand's cards in the order played (a Baloot hand: 32 plays)
  if (reviewed.length) {
    const hands = Array.from({ length: Math.floor(plays.length / 32) }, (_, i) => plays.slice(i * 32, i * 32 + 32).map((entry) => entry.action.card));
    expect(hands.map((cards) => cards.join(' ')), 'a hand of the log played as reviewed').toContain(reviewed.join(' '));
  }

  // from the game-over screen; the address names the game by its number and the position shown
  await a.getByTestId('replay').click();
  await expect(a.locator('.replay')).toBeVisible();
  await expect(a).toHaveURL(new RegExp(`/t/${table.id}/games/1\\?at=0$`));
  expect(await at(a)).toBe(0);
  await expect(a.getByTestId('move')).toContainText(`${last}`);
  // the deal: every hand face up, five cards each (Baloot deals five, then three after the bidding)
  const dealt = await rows(a);
  expect(dealt.map((cards) => cards.length)).toEqual([5, 5, 5, 5]);
  expect(new Set(dealt.flat()).size).toBe(20);

  // four tricks on: the fourth trick complete on the felt, the hands without its cards
  for (let i = 0; i < 4; i++) await a.getByTestId('next-trick').click();
  const fourth = plays[15].version + 1;
  expect(await at(a)).toBe(fourth);
  await expect(a.locator('.felt .played')).toHaveCount(4);
  const held = await rows(a);
  expect(held.map((cards) => cards.length)).toEqual([4, 4, 4, 4]);
  for (const entry of plays.slice(0, 16)) expect(held.flat()).not.toContain(entry.action.card);
  await a.screenshot({ path: `${SHOTS}/replay-trick-${width}.png` });

  // a move on: the fifth trick's lead alone on the felt (the move after a won trick is its first card)
  await a.getByTestId('next').click();
  expect(await at(a)).toBe(fourth + 1);
  await expect(a.locator('.felt .played')).toHaveCount(1);
  await expect(a.locator(`.hands [data-card="${plays[16].action.card}"]`)).toHaveCount(0);
  // and back: the same position as before, every card where it was
  await a.getByTestId('prev').click();
  expect(await at(a)).toBe(fourth);
  expect(await rows(a)).toEqual(held);
  await expect(a.locator('.felt .played')).toHaveCount(4);
  // a trick back, then the keyboard: right steps on, left steps back, down goes a trick on
  await a.getByTestId('prev-trick').click();
  expect(await at(a)).toBe(plays[11].version + 1);
  await a.keyboard.press('ArrowRight');
  expect(await at(a)).toBe(plays[11].version + 2);
  await a.keyboard.press('ArrowLeft');
  await a.keyboard.press('ArrowDown');
  expect(await at(a)).toBe(fourth);

  // the controls fit the screen, with nothing to scroll sideways
  await noHorizontalScroll(a, 'the replay');
  const box = (await a.getByTestId('next-trick').boundingBox())!;
  expect(box.y + box.height, 'the controls in view').toBeLessThanOrEqual(height);

  // My tables links the finished game's replay
  await a.goto('/tables');
  await expect(a.getByTestId('my-table').getByTestId('replay')).toBeVisible();
  await a.screenshot({ path: `${SHOTS}/replay-my-tables-${width}.png` });
  await a.getByTestId('my-table').getByTestId('replay').click();
  await expect(a).toHaveURL(new RegExp(`/t/${table.id}/games/1\\?at=0$`));
  await expect(a.locator('.replay')).toBeVisible();

  // a link to this position opens it, in a fresh page
  const b = await person();
  await b.goto(`/t/${table.id}/games/1?at=${fourth}`);
  expect(await at(b)).toBe(fourth);
  expect(await rows(b)).toEqual(held);
  // the end: who won, and the whole score sheet
  await b.keyboard.press('End');
  expect(await at(b)).toBe(last);
  await expect(b.getByTestId('replay-winner')).toBeVisible();
  await b.screenshot({ path: `${SHOTS}/replay-end-${width}.png` });

  // the log downloads as the server sent it
  const [download] = await Promise.all([b.waitForEvent('download'), b.getByTestId('download').click()]);
  expect(JSON.parse(readFileSync((await download.path())!, 'utf8'))).toEqual(log);

  // a position the game does not have, and a game the table does not have: said, not a crash
  await b.goto(`/t/${table.id}/games/1?at=99999`);
  await expect(b.getByTestId('replay-bad-at')).toBeVisible();
  expect(await at(b)).toBe(0);
  await b.goto(`/t/${table.id}/games/2`);
  await expect(b.getByTestId('replay-error')).toBeVisible();
  await expect(b.locator('.replay')).toHaveCount(0);
  await b.goto(`/t/nosuchtable0000000000/games/1`);
  await expect(b.getByTestId('replay-error')).toBeVisible();
});
