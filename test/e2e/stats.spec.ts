// The running-score chart above the score sheet in the table's drawer mid-game
// (web/src/lib/games/stats/). The game-over screen's chart and figures, in English and in Arabic, and
// My tables' line of figures are checked on the whole games of games.spec.ts.
import { seeded, step, closeResult } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';

test('the score sheet in the drawer shows the running score as a chart once a hand is scored', async ({ person }) => {
  const a = await person();
  await a.goto('/practice/all-fours?seats=2&seed=stats-drawer');
  const random = seeded(5);
  const result = a.getByTestId('hand-result');
  for (let round = 0; round < 2000 && !(await result.isVisible()); round++) {
    if (!(await step(a, random))) await a.waitForTimeout(60);
  }
  await closeResult(a);
  await a.getByTestId('menu').click();
  await a.getByTestId('sheet').click();
  const chart = a.locator('.drawer').getByTestId('score-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('polyline.line')).toHaveCount(2);
  await expect(chart.locator('desc')).toContainText('Hand 1:');
  await a.screenshot({ path: `${SHOTS}/all-fours-drawer-chart-${a.viewportSize()!.width}.png` });
});
