// Coming back to a game: "Since your last move" tells what the others did meanwhile. A practice table
// keeps its game in the page (the real table logic) on the page's clock, which the test moves on, so
// "an hour later" takes no hour. Screenshots of the catch-up go to test-results/e2e/.
import { seeded, step, untilCardTurn } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';

test('after an hour away the table says what happened since your last move; a quick reload says nothing', { tag: '@desktop' }, async ({ person }) => {
  const a = await person({ pace: 'normal' });
  const size = a.viewportSize()!.width < 600 ? 'phone' : 'desktop';
  await a.clock.install();
  await a.goto('/practice/baloot?seats=4&seed=catch-up');
  await expect(a.locator('.game')).toBeVisible();
  await a.waitForURL(/[?&]t=[\w-]+/);
  // play into the hand: the bidding, then a card, so the bots play after the person's last move
  await untilCardTurn(a, 5, 300);
  const version = async () => Number(await a.locator('.game').getAttribute('data-version'));
  const before = await version();
  expect(await step(a, seeded(9)), 'a card to play').toBe(true);
  await expect.poll(version).toBeGreaterThan(before + 1);

  // a reload a minute later: a live game, nothing to catch up on
  await a.clock.fastForward('01:00');
  await a.reload();
  await expect(a.locator('.hand .slot').first()).toBeVisible();
  await expect(a.locator('.game')).toHaveAttribute('data-version', String(await version()));
  await expect(a.getByTestId('catch-up')).toHaveCount(0);

  // an hour later: the moves of the others since, in words
  await a.clock.fastForward('01:00:00');
  await a.reload();
  const panel = a.getByTestId('catch-up');
  await expect(panel).toBeVisible();
  await expect(panel.locator('h3')).toContainText(/Since your last move \(1 hour ago\)/);
  const lines = await panel.getByTestId('catch-up-line').allTextContents();
  expect(lines.length, 'lines told').toBeGreaterThan(0);
  expect(lines.some((line) => /^Bot \d/.test(line)), `a bot's move among ${lines.join(' | ')}`).toBe(true);
  // the panel fits the screen with its button
  const box = (await panel.getByRole('button').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(a.viewportSize()!.height);
  await a.screenshot({ path: `${SHOTS}/catch-up-${size}.png` });
  await panel.getByRole('button').click();
  await expect(panel).toBeHidden();
});
