// Whole games through the UI, one of each game (the rules themselves are covered by the node and
// workerd suites and the soak): Baloot and Fifty-Six at a table by its link, a phone and a desktop with
// bots in the other seats; All Fours at a practice table. Each is played to the end, and then all that
// the end of a game shows is checked on it: the winner with Play again and Leave in view at both sizes,
// the score sheet, the running score and the game's figures, the shuffle verified (and by the verify
// script), the replay, My tables; and All Fours' exposed cards. Screenshots go to test-results/e2e/.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { verifyLink } from '../../scripts/verify.js';
import { DESKTOP, PHONE } from './browser.js';
import { isOver, playToEnd, playUntil, resultTricks, closeResult } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, noHorizontalScroll, sit, startWithBots } from './people.js';

interface Logged {
  version: number;
  seat: number;
  action: { type: string; card?: string };
}

const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

/** Two people at a new table by its link, the host on a phone and a guest on a desktop, bots in the other seats, started. */
async function phoneAndDesktop(table: { link: string; hostLink: string }, person: (o?: object) => Promise<Page>, names: [string, string], guestLocale?: string) {
  const phone = await person();
  const desktop = await person({ device: DESKTOP, locale: guestLocale });
  await sit(phone, table.hostLink, names[0]);
  await sit(desktop, table.link, names[1]);
  await startWithBots(phone);
  for (const page of [phone, desktop]) await expect(page.locator('.game')).toBeVisible();
  return [phone, desktop] as const;
}

/** Takes a screenshot of `page` once, when the felt first holds `cards` played cards. */
function midHandShot(page: Page, cards: number, path: string) {
  let shot = false;
  return async () => {
    if (!shot && (await page.locator('.played').count()) >= cards) {
      shot = true;
      await page.screenshot({ path });
    }
  };
}

/** The game-over screen names the winner, and it and its ways on are all on the screen, nothing below the fold. */
async function overInView(page: Page, where: string) {
  const over = page.locator('.over');
  await expect(page.getByTestId('winner')).toBeVisible();
  const { height } = page.viewportSize()!;
  const parts = [page.getByTestId('winner'), over.locator('a.leave[href="/"]'), over.locator('button.cta, p.wait').first()];
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    expect(box.y, `${where}: top in view`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${where}: bottom in view`).toBeLessThanOrEqual(height);
  }
}

/** A row of the figures' first table (per team) by its label, as numbers. */
async function teamRow(page: Page, label: string): Promise<number[]> {
  const rows = page.getByTestId('game-stats').locator('table').first().locator('tbody tr');
  return (await rows.filter({ has: page.locator(`th:text-is("${label}")`) }).locator('td').allTextContents()).map(Number);
}

/**
 * The running-score chart and the figures at the end of a game: a line per team, the words of each
 * hand, a row per player; with one player per team, one table with a column per player.
 */
async function figures(page: Page, seats: number, teams: number) {
  const stats = page.locator('.over').getByTestId('game-stats');
  const chart = stats.getByTestId('score-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('polyline.line')).toHaveCount(teams);
  // the numbers are text too: the picture's description gives the score after each hand
  await expect(chart.locator('desc')).toContainText(/Hand 1: \S+ \d+/);
  await expect(chart.locator('svg')).toHaveAttribute('role', 'img');
  if (seats === teams) {
    await expect(stats.locator('table')).toHaveCount(1);
    await expect(stats.locator('table thead th:not(:first-child)')).toHaveCount(seats);
    // each figure once: a player's own rows do not repeat the team's
    const labels = await stats.locator('table tbody th').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels).size, labels.join(', ')).toBe(labels.length);
  } else await expect(stats.locator('table').nth(1).locator('tbody tr')).toHaveCount(seats);
  // "Team 1 0 · Us 0 · Team 3 3": each team's score is the last number of its part
  return (await page.locator('.over .final b').textContent())!.split('·').map((part) => numbers(part).at(-1)!);
}

/** Every contract was made or failed, and there was at least one. */
async function contractsAddUp(page: Page) {
  const [contracts, made, failed] = [await teamRow(page, 'Contracts'), await teamRow(page, 'Made'), await teamRow(page, 'Failed')];
  expect(contracts.map((c, t) => c - made[t] - failed[t]).every((n) => n === 0), `contracts ${contracts}, made ${made}, failed ${failed}`).toBe(true);
  expect(contracts.reduce((x, y) => x + y)).toBeGreaterThan(0);
}

/** The cards each seat's row of the replay shows, in seat order. */
async function rows(page: Page): Promise<string[][]> {
  return page.locator('.hands .row').evaluateAll((els) => els.map((el) => [...el.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')!).sort()));
}

/** The position the replay shows (its state version), checked against the one in the address. */
async function at(page: Page): Promise<number> {
  const shown = Number(await page.locator('.replay').getAttribute('data-at'));
  await expect(page).toHaveURL(new RegExp(`[?&]at=${shown}$`));
  return shown;
}

test('Baloot by its link to the end: the score sheet, the figures, the shuffle verified, the replay and My tables', async ({ dev, person }) => {
  // a short game (two or three hands): the rules are the node suites'; this is the UI's whole game
  const table = await createTable(dev, 'baloot', 4, { target: 40 });
  const [phone, desktop] = await phoneAndDesktop(table, person, ['Aisha', 'Badr'], 'ar');
  // both browsers were asked for a nonce and sent one before the deal
  const info = (await (await fetch(`${dev.url}/api/tables/${table.id}`)).json()) as { shuffle: { gameNo: number; awaiting: number[] } };
  expect(info.shuffle).toMatchObject({ gameNo: 1, awaiting: [] });

  // the first hand's result: its tricks, from the server, to look through before going on
  const result = phone.getByTestId('hand-result');
  await playUntil([phone, desktop], 7, async () => (await result.isVisible()) || (await isOver(phone)), 2000, midHandShot(phone, 2, `${SHOTS}/baloot-mid-hand-phone.png`));
  let reviewed: string[] = [];
  // (a game won in its first hand, as by a Gahwa, shows no hand's result: then there is none to review)
  if (await isOver(phone)) test.info().annotations.push({ type: 'note', description: 'the game ended in its first hand' });
  else {
    await resultTricks(phone);
    const tricks = result.getByTestId('hand-tricks').locator('li');
    await expect(tricks).toHaveCount(8);
    const shown = await tricks.evaluateAll((els) => els.map((el) => ({ cards: [...el.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')!), won: el.querySelectorAll('.won').length })));
    for (const trick of shown) expect(trick.won).toBe(1);
    reviewed = shown.flatMap((trick) => trick.cards);
    expect(new Set(reviewed).size).toBe(32);
    await phone.screenshot({ path: `${SHOTS}/replay-hand-tricks-360.png` });
    await closeResult(phone);
  }
  await playToEnd([phone, desktop], 7, 4000);
  await phone.screenshot({ path: `${SHOTS}/baloot-game-over.png` });
  await overInView(phone, 'Baloot, phone');
  await overInView(desktop, 'Baloot, desktop in Arabic');

  // the shuffle, checked by each browser on the game-over screen and by the repository's script
  for (const [page, words] of [
    [phone, 'Shuffle verified'],
    [desktop, 'تم التحقق من الخلط'],
  ] as const) {
    const check = page.getByTestId('shuffle-check');
    await expect(check).toHaveAttribute('data-verdict', 'true', { timeout: 30_000 });
    await expect(check).toContainText(words);
  }
  await phone.screenshot({ path: `${SHOTS}/shuffle-game-over-phone.png` });
  await desktop.screenshot({ path: `${SHOTS}/shuffle-game-over-desktop-ar.png` });
  expect(await verifyLink(table.link, 1)).toEqual({ ok: true, contributed: [0, 1] });

  // the score sheet (sent once, then hand by hand) has a row per hand, and the same rows after a reload
  const sheetRows = (page: Page) => page.locator('.over table.sheet').last().locator('tbody tr');
  const played = await sheetRows(desktop).allTextContents();
  expect(played.length, 'rows of the score sheet at the end').toBeGreaterThan(0);
  await desktop.reload();
  await expect(sheetRows(desktop)).toHaveText(played);

  // the figures: the final score is each team's points; in Arabic they read right to left around a
  // chart that runs left to right
  const final = await figures(phone, 4, 2);
  expect(await teamRow(phone, 'Points')).toEqual(final);
  await contractsAddUp(phone);
  await phone.screenshot({ path: `${SHOTS}/baloot-stats-360.png` });
  await phone.getByTestId('game-stats').getByTestId('score-chart').screenshot({ path: `${SHOTS}/baloot-chart-360.png` });
  const chartAr = desktop.locator('.over').getByTestId('score-chart');
  await expect(chartAr.locator('figcaption')).toHaveText('النتيجة صكة بصكة');
  await expect(chartAr.locator('svg')).toHaveAttribute('direction', 'ltr');
  await expect(desktop.getByTestId('game-stats').locator('caption').first()).toHaveText('الفرق');
  await desktop.screenshot({ path: `${SHOTS}/baloot-stats-ar-1280.png` });
  // what My tables will show for Aisha's team
  const kaboots = (await teamRow(phone, 'Kaboots'))[0];
  const mine = phone.getByTestId('game-stats').locator('table').nth(1).locator('tbody tr').first().locator('td');
  const [contracts, made] = [await mine.nth(0).textContent(), await mine.nth(1).textContent()];

  // How? explains the shuffle
  const [fair] = await Promise.all([phone.context().waitForEvent('page'), phone.getByTestId('shuffle-check').getByRole('link').click()]);
  await expect(fair.locator('h1')).toHaveText('A shuffle anyone can check');
  await fair.screenshot({ path: `${SHOTS}/fair-phone.png`, fullPage: true });
  await fair.close();

  // the game's log as anyone may fetch it once the game is over: the truth the replay is checked against
  const log = (await (await fetch(`${dev.url}/api/tables/${table.id}/games/1`)).json()) as { actions: Logged[] };
  const plays = log.actions.filter((entry) => entry.action.type === 'play');
  const last = log.actions.length;
  // the hand's tricks as reviewed were that hand's cards in the order played (a Baloot hand: 32 plays)
  if (reviewed.length) {
    const hands = Array.from({ length: Math.floor(plays.length / 32) }, (_, i) => plays.slice(i * 32, i * 32 + 32).map((entry) => entry.action.card));
    expect(hands.map((cards) => cards.join(' ')), 'a hand of the log played as reviewed').toContain(reviewed.join(' '));
  }

  // the replay, from the game-over screen; the address names the game by its number and the position shown
  await phone.getByTestId('replay').click();
  await expect(phone.locator('.replay')).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`/t/${table.id}/games/1\\?at=0$`));
  expect(await at(phone)).toBe(0);
  await expect(phone.getByTestId('move')).toContainText(`${last}`);
  // the deal: every hand face up, five cards each (Baloot deals five, then three after the bidding)
  const dealt = await rows(phone);
  expect(dealt.map((cards) => cards.length)).toEqual([5, 5, 5, 5]);
  expect(new Set(dealt.flat()).size).toBe(20);
  // four tricks on: the fourth trick complete on the felt, the hands without its cards
  for (let i = 0; i < 4; i++) await phone.getByTestId('next-trick').click();
  const fourth = plays[15].version + 1;
  expect(await at(phone)).toBe(fourth);
  await expect(phone.locator('.felt .played')).toHaveCount(4);
  const held = await rows(phone);
  expect(held.map((cards) => cards.length)).toEqual([4, 4, 4, 4]);
  for (const entry of plays.slice(0, 16)) expect(held.flat()).not.toContain(entry.action.card);
  await phone.screenshot({ path: `${SHOTS}/replay-trick-360.png` });
  // a move on: the fifth trick's lead alone on the felt (the move after a won trick is its first card)
  await phone.getByTestId('next').click();
  expect(await at(phone)).toBe(fourth + 1);
  await expect(phone.locator('.felt .played')).toHaveCount(1);
  await expect(phone.locator(`.hands [data-card="${plays[16].action.card}"]`)).toHaveCount(0);
  // and back: the same position as before, every card where it was
  await phone.getByTestId('prev').click();
  expect(await at(phone)).toBe(fourth);
  expect(await rows(phone)).toEqual(held);
  await expect(phone.locator('.felt .played')).toHaveCount(4);
  // a trick back, then the keyboard: right steps on, left steps back, down goes a trick on
  await phone.getByTestId('prev-trick').click();
  expect(await at(phone)).toBe(plays[11].version + 1);
  await phone.keyboard.press('ArrowRight');
  expect(await at(phone)).toBe(plays[11].version + 2);
  await phone.keyboard.press('ArrowLeft');
  await phone.keyboard.press('ArrowDown');
  expect(await at(phone)).toBe(fourth);
  await noHorizontalScroll(phone, 'the replay');
  const box = (await phone.getByTestId('next-trick').boundingBox())!;
  expect(box.y + box.height, 'the controls in view').toBeLessThanOrEqual(phone.viewportSize()!.height);

  // My tables keeps the game's figures and links its replay
  await phone.goto('/tables');
  const row = phone.locator('.finished').getByTestId('my-table').filter({ has: phone.locator(`a[href="/t/${table.id}"]`) });
  const parts = [Number(contracts) > 0 && `Contracts made: ${made} of ${contracts}`, kaboots > 0 && `Kaboots: ${kaboots}`];
  await expect(row.getByTestId('table-stats')).toHaveText(parts.filter(Boolean).join(' · '));
  await phone.screenshot({ path: `${SHOTS}/my-tables-stats-360.png` });
  await row.getByTestId('replay').click();
  await expect(phone).toHaveURL(new RegExp(`/t/${table.id}/games/1\\?at=0$`));
  await expect(phone.locator('.replay')).toBeVisible();

  // a link to a position opens it, in a fresh page on a desktop
  const b = await person({ device: DESKTOP });
  await b.goto(`/t/${table.id}/games/1?at=${fourth}`);
  expect(await at(b)).toBe(fourth);
  expect(await rows(b)).toEqual(held);
  await b.screenshot({ path: `${SHOTS}/replay-trick-1280.png` });
  await noHorizontalScroll(b, 'the replay on a desktop');
  // the end: who won, and the whole score sheet
  await b.keyboard.press('End');
  expect(await at(b)).toBe(last);
  await expect(b.getByTestId('replay-winner')).toBeVisible();
  await b.screenshot({ path: `${SHOTS}/replay-end-1280.png` });
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

test('Fifty-Six by its link to the end, six seats in three pairs with two people and four bots: the game over at both sizes, the tables won and lost, Play again', async ({ dev, person }) => {
  const tables = 1;
  const table = await createTable(dev, 'fifty-six', 6, { tables });
  const [phone, desktop] = await phoneAndDesktop(table, person, ['Anand', 'Bina']);
  const shots = [midHandShot(desktop, 3, `${SHOTS}/fifty-six-mid-hand-desktop.png`), midHandShot(phone, 3, `${SHOTS}/fifty-six-mid-hand-phone.png`)];
  await playToEnd([phone, desktop], 11, 4000, async () => {
    for (const shot of shots) await shot();
  });
  await overInView(phone, 'Fifty-Six, phone');
  await overInView(desktop, 'Fifty-Six, desktop');
  await phone.screenshot({ path: `${SHOTS}/fifty-six-game-over-360.png` });
  await desktop.screenshot({ path: `${SHOTS}/fifty-six-game-over-1280.png` });
  // every team started with its tables: what it won and lost since brings it to the final count
  const final = await figures(desktop, 6, 3);
  const [won, lost] = [await teamRow(desktop, 'Tables won'), await teamRow(desktop, 'Tables lost')];
  expect(won.map((w, t) => tables + w - lost[t])).toEqual(final);
  await contractsAddUp(desktop);
  await desktop.screenshot({ path: `${SHOTS}/fifty-six-stats-1280.png` });
  // the host's Play again starts a new game for both
  await phone.locator('.over').getByRole('button', { name: 'Play again' }).click();
  for (const page of [phone, desktop]) await expect(page.locator('.over')).toHaveCount(0);
  await expect(desktop.locator('.game')).toBeVisible();
  // and no result of the old game's last hand over the new one's felt
  for (const page of [phone, desktop]) await expect(page.getByTestId('hand-result')).toHaveCount(0);
});

test('All Fours at a practice table to the end: the game over at both sizes, its figures, Play again', async ({ person }) => {
  const a = await person();
  await a.goto(`/practice/all-fours?seats=2&seed=whole-all-fours&options=${encodeURIComponent(JSON.stringify({ target: 5 }))}`);
  await expect(a.locator('.game')).toBeVisible();
  await playToEnd([a], 3, 4000, midHandShot(a, 1, `${SHOTS}/all-fours-mid-hand-phone.png`));
  await overInView(a, 'All Fours, phone');
  await a.screenshot({ path: `${SHOTS}/all-fours-game-over-360.png` });
  const final = await figures(a, 2, 2);
  expect(await teamRow(a, 'Points')).toEqual(final);
  await a.screenshot({ path: `${SHOTS}/all-fours-stats-360.png` });
  // the same screen on a desktop-sized window
  await a.setViewportSize(DESKTOP.viewport);
  await overInView(a, 'All Fours, desktop size');
  await a.screenshot({ path: `${SHOTS}/all-fours-game-over-1280.png` });
  // Play again starts a new game, its felt clear: no result of the old game's last hand over it
  await a.locator('.over').getByRole('button', { name: 'Play again' }).click();
  await expect(a.locator('.over')).toHaveCount(0);
  await expect(a.locator('.game')).toBeVisible();
  await expect(a.locator('.hand [data-card]').first()).toBeVisible();
  await expect(a.getByTestId('hand-result')).toHaveCount(0);
  await a.screenshot({ path: `${SHOTS}/all-fours-play-again-1280.png` });
  await a.setViewportSize(PHONE.viewport);
  await expect(a.getByTestId('hand-result')).toHaveCount(0);
  await a.screenshot({ path: `${SHOTS}/all-fours-play-again-360.png` });
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
