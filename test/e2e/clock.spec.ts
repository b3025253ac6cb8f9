// A table's clock runs at the seat it is for: the awaited player's own page shows it by "You", every
// other page at that player's badge on the felt.
import type { Page } from '@playwright/test';
import { expect, SHOTS, SIZES, test } from './fixtures.js';
import { createTable, sit } from './people.js';
import type { Dev } from './wrangler.js';

/** A two-player All Fours table with `clock`, both seats taken by people, started. */
async function twoPlayers(dev: Dev, person: () => Promise<Page>, clock: object): Promise<[Page, Page]> {
  const table = await createTable(dev, 'all-fours', 2, {}, { clock });
  const a = await person();
  const b = await person();
  await sit(a, table.hostLink, 'Kern');
  await sit(b, table.link, 'Lisa');
  await a.getByTestId('start').click();
  return [a, b];
}

// both sizes here, in this file's own serial project (playwright.config.ts)
for (const [size, device] of Object.entries(SIZES)) test.describe(size, () => {
  test.use(device);

  test('the turn clock is at the awaited seat on every page', async ({ dev, person }) => {
    const [a, b] = await twoPlayers(dev, person, { kind: 'async', hours: 24 });
    const pages = [a, b];
    for (const page of pages) await expect(page.locator('.game')).toBeVisible();
    // exactly one of the two is awaited (the table deals by itself; the dealer's right stands or begs); find who from the pages themselves
    await expect.poll(async () => (await a.locator('.me.turn').count()) + (await b.locator('.me.turn').count())).toBe(1);
    const [awaited, other] = (await a.locator('.me.turn').count()) === 1 ? [a, b] : [b, a];
    await expect(awaited.locator('.me [role="timer"]')).toBeVisible();
    // the tab says so too: the title and the icon's dot, on the awaited page only
    await expect(awaited).toHaveTitle(/^● Your turn · All Fours/);
    await expect(other).toHaveTitle(/^All Fours/);
    expect(await awaited.locator('link[rel="icon"]').getAttribute('href')).toMatch(/\/favicon-turn\.svg$/);
    expect(await other.locator('link[rel="icon"]').getAttribute('href')).toMatch(/\/favicon\.svg$/);
    await expect(awaited.locator('.felt [role="timer"]')).toHaveCount(0);
    await expect(other.locator('.me [role="timer"]')).toHaveCount(0);
    await expect(other.locator('.felt .seat.turn [role="timer"]')).toBeVisible();
    await expect(other.locator('.felt .seat.turn [role="timer"]')).toContainText(/\d/);
    await other.screenshot({ path: `${SHOTS}/clock-at-seat-${other.viewportSize()!.width}.png` });
  });

  test('when your time runs out you are told what the table did for you', async ({ dev, person }) => {
    const [a, b] = await twoPlayers(dev, person, { kind: 'live', seconds: 5 });
    await expect.poll(async () => (await a.locator('.me.turn').count()) + (await b.locator('.me.turn').count())).toBe(1);
    const [awaited, other] = (await a.locator('.me.turn').count()) === 1 ? [a, b] : [b, a];
    // nobody moves: after five seconds the table stands on the kick for the awaited person (its cautious
    // choice: it never begs for anyone), who is told so, and not that a bot chose it
    await expect(awaited.getByTestId('timed-out')).toContainText(/time ran out — the table took the cautious choice/i, { timeout: 30_000 });
    await awaited.screenshot({ path: `${SHOTS}/timed-out-${awaited.viewportSize()!.width}.png` });
    await expect(other.getByText(/time ran out: the table took the cautious choice/i).first()).toBeAttached();
    await awaited.getByTestId('timed-out').getByRole('button').click();
    await expect(awaited.getByTestId('timed-out')).toHaveCount(0);
  });
});

test('double time: a player asks for it in the log drawer, and the clock at their seat shows it on every page', async ({ dev, person }) => {
  const [a, b] = await twoPlayers(dev, person, { kind: 'live', seconds: 60 });
  await expect.poll(async () => (await a.locator('.me.turn').count()) + (await b.locator('.me.turn').count())).toBe(1);
  const [awaited, other] = (await a.locator('.me.turn').count()) === 1 ? [a, b] : [b, a];
  const timer = other.locator('.felt .seat.turn [role="timer"]');
  await expect(timer).toHaveText(/^\s*0:[0-5]\d\s*$/);
  const menu = awaited.getByTestId('menu');
  if (await menu.isVisible()) await menu.click();
  await awaited.getByTestId('log').click();
  const box = awaited.getByTestId('relaxed');
  await expect(box.locator('xpath=..')).toContainText('Double time for me: 120 s a move');
  await box.check();
  // the turn running got a move's time more: over a minute left, on the other page too
  await expect(box).toBeChecked();
  await expect(timer).toHaveText(/^\s*1:[0-5]\d\s*$/);
  await expect(awaited.locator('.me [role="timer"]')).toHaveText(/^\s*1:[0-5]\d\s*$/);
  // beside the clock, at the seat on the other page and in the player's own row: ×2, said as words
  for (const mark of [other.locator('.felt .seat.turn').getByTestId('clock-relaxed'), awaited.locator('.me').getByTestId('clock-relaxed')]) {
    await expect(mark).toHaveText(/^×2\s*double time$/);
    await expect(mark).toHaveAttribute('title', 'double time');
  }
  await box.uncheck();
  await expect(box).not.toBeChecked();
  await expect(other.locator('.felt .seat.turn').getByTestId('clock-relaxed')).toHaveCount(0);
});
