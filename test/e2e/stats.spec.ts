// The end of a game in figures (web/src/lib/games/stats/): the running-score chart, each team's and each
// player's statistics, on the game-over screen of a practice table, whose figures agree with the final
// score; and the chart above the score sheet in the table's drawer mid-game.
import { playToEnd, seeded, step } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, sit, startWithBots } from './people.js';

// short games of a few hands each: enough for a chart with a swing
const GAMES = [
  ['baloot', 4, { target: 60 }],
  ['fifty-six', 4, { tables: 3 }],
  ['all-fours', 4, { target: 5 }],
] as const;

const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

for (const [game, seats, options] of GAMES) {
  test(`${game}: the game-over screen shows the running score as a chart and the game's figures`, { tag: '@desktop' }, async ({ person }) => {
    const a = await person();
    const width = a.viewportSize()!.width;
    await a.goto(`/practice/${game}?seats=${seats}&seed=stats-${game}&options=${encodeURIComponent(JSON.stringify(options))}`);
    await expect(a.locator('.game')).toBeVisible();
    const random = seeded(seats + 11);
    const over = a.locator('.over');
    for (let round = 0; round < 4000 && !(await over.isVisible()); round++) {
      if (!(await step(a, random))) await a.waitForTimeout(60);
    }
    const stats = over.getByTestId('game-stats');
    const chart = stats.getByTestId('score-chart');
    await expect(chart).toBeVisible();
    const teams = 2;
    await expect(chart.locator('polyline.line')).toHaveCount(teams);
    // the numbers are text too: the picture's description gives the score after each hand
    await expect(chart.locator('desc')).toContainText(/Hand 1: \S+ \d+/);
    await expect(chart.locator('svg')).toHaveAttribute('role', 'img');
    const final = numbers((await over.locator('.final b').textContent())!);
    const rows = stats.locator('table').first().locator('tbody tr');
    const row = async (label: string) => (await rows.filter({ has: a.locator(`th:text-is("${label}")`) }).locator('td').allTextContents()).map(Number);
    if (game === 'fifty-six') {
      // every team started with 3 tables: what it won and lost since brings it to the final count
      const [won, lost] = [await row('Tables won'), await row('Tables lost')];
      expect(won.map((w, t) => options.tables + w - lost[t])).toEqual(final);
    } else {
      expect(await row('Points')).toEqual(final);
    }
    if (game !== 'all-fours') {
      const [contracts, made, failed] = [await row('Contracts'), await row('Made'), await row('Failed')];
      expect(contracts.map((c, t) => c - made[t] - failed[t])).toEqual([0, 0]);
      expect(contracts.reduce((x, y) => x + y)).toBeGreaterThan(0);
    }
    // a line per player in the players' table
    await expect(stats.locator('table').nth(1).locator('tbody tr')).toHaveCount(seats);
    await a.screenshot({ path: `${SHOTS}/${game}-stats-${width}.png` });
    await chart.screenshot({ path: `${SHOTS}/${game}-chart-${width}.png` });
    await stats.locator('table').nth(1).scrollIntoViewIfNeeded();
    await a.screenshot({ path: `${SHOTS}/${game}-stats-tables-${width}.png` });
  });
}

test('the score sheet in the drawer shows the running score as a chart once a hand is scored', async ({ person }) => {
  const a = await person();
  await a.goto('/practice/all-fours?seats=2&seed=stats-drawer');
  const random = seeded(5);
  const result = a.getByTestId('hand-result');
  for (let round = 0; round < 2000 && !(await result.isVisible()); round++) {
    if (!(await step(a, random))) await a.waitForTimeout(60);
  }
  await result.getByRole('button', { name: 'Continue' }).click();
  await a.getByTestId('menu').click();
  await a.getByTestId('sheet').click();
  const chart = a.locator('.drawer').getByTestId('score-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('polyline.line')).toHaveCount(2);
  await expect(chart.locator('desc')).toContainText('Hand 1:');
  await a.screenshot({ path: `${SHOTS}/all-fours-drawer-chart-${a.viewportSize()!.width}.png` });
});

test('in Arabic the figures and the chart read right to left around a chart that runs left to right', async ({ person }) => {
  const a = await person({ locale: 'ar' });
  await a.goto(`/practice/all-fours?seats=2&seed=stats-ar&options=${encodeURIComponent(JSON.stringify({ target: 4 }))}`);
  const random = seeded(3);
  const over = a.locator('.over');
  for (let round = 0; round < 3000 && !(await over.isVisible()); round++) {
    if (!(await step(a, random))) await a.waitForTimeout(60);
  }
  const chart = over.getByTestId('score-chart');
  await expect(chart.locator('figcaption')).toHaveText('النتيجة صكة بصكة');
  await expect(chart.locator('svg')).toHaveAttribute('direction', 'ltr');
  await expect(over.getByTestId('game-stats').locator('caption').first()).toHaveText('الفرق');
  await a.screenshot({ path: `${SHOTS}/all-fours-stats-ar-${a.viewportSize()!.width}.png` });
});

test('a finished online game keeps its figures in My tables', async ({ dev, person }) => {
  const { id, hostLink } = await createTable(dev, 'baloot', 4, { target: 40 });
  const a = await person();
  await sit(a, hostLink, 'Reem');
  await startWithBots(a);
  await playToEnd([a], 21);
  // the figures the game-over screen shows for Reem's team are the ones My tables gets
  const teamTable = a.getByTestId('game-stats').locator('table').first();
  const kaboots = (await teamTable.locator('tbody tr').filter({ has: a.locator('th:text-is("Kaboots")') }).locator('td').first().textContent())!;
  const mine = a.getByTestId('game-stats').locator('table').nth(1).locator('tbody tr').first().locator('td');
  const [contracts, made] = [await mine.nth(0).textContent(), await mine.nth(1).textContent()];
  await a.goto('/tables');
  const row = a.locator('.finished').getByTestId('my-table').filter({ has: a.locator(`a[href="/t/${id}"]`) });
  const line = row.getByTestId('table-stats');
  const parts = [Number(contracts) > 0 && `Contracts made: ${made} of ${contracts}`, Number(kaboots) > 0 && `Kaboots: ${kaboots}`];
  await expect(line).toHaveText(parts.filter(Boolean).join(' · '));
  await a.screenshot({ path: `${SHOTS}/my-tables-stats-${a.viewportSize()!.width}.png` });
});
