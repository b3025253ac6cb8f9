// Accessibility. axe-core (@axe-core/playwright) over the site's pages and a table's states, at 360x640: no
// violation of any impact. One rule is off until issue 35 settles how a card is named:
// `label-content-name-mismatch` (a card button's visible index, "K", is not a word of its name,
// "king of spades").
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { stepUntil } from './drive.js';
import { createTable, sit, startWithBots } from './people.js';

/** axe's violations on the page as it is now, one line each (rule, impact, the first elements). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).disableRules(['label-content-name-mismatch']).analyze();
  return result.violations.map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('the drawn pages and practice pass axe: home, rules, My tables, fair, in English and Arabic', async ({ person }) => {
  const page = await person();
  for (const path of ['/', '/rules/baloot', '/tables', '/fair', '/privacy', '/ar/privacy', '/ar', '/ar/rules/fifty-six', '/ta/rules/all-fours']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  await page.goto('/practice/baloot');
  await expect(page.locator('.hand .slot').first()).toBeVisible();
  expect(await violations(page), 'practice').toEqual([]);
});

test('a table passes axe in its lobby and mid-game', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const host = await person();
  await sit(host, table.hostLink, 'Hala');
  await expect(host.locator('.lobby')).toBeVisible();
  expect(await violations(host), 'lobby').toEqual([]);
  await startWithBots(host);
  await expect(host.locator('.hand .slot').first()).toBeVisible();
  expect(await violations(host), 'mid-game').toEqual([]);
});

test('less motion asked for: the hand and the trick do not move, and the game plays on at its pace', async ({ person }) => {
  const page = await person();
  const motion = () =>
    page.evaluate(() => {
      const slot = getComputedStyle(document.querySelector('.hand .slot')!);
      const fly = document.querySelector('.felt .fly');
      return { deal: slot.animationName, slide: slot.transitionProperty, fly: fly ? getComputedStyle(fly).animationName : null };
    });
  await page.goto('/practice/baloot');
  await expect(page.locator('.hand .slot').first()).toBeVisible();
  // as a person who did not ask: cards rise in and slide
  const moving = await motion();
  expect(moving.deal).toMatch(/deal$/); // the keyframes' name, scoped by Svelte
  expect(moving.slide).toContain('translate');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await motion()).toMatchObject({ deal: 'none', slide: 'filter' });
  // played on until a card is on the felt (a bot's, or the player's own): it comes without a flight
  await stepUntil(page, 35, async () => (await page.locator('.felt .fly').count()) > 0, 200);
  expect((await motion()).fly).toBe('none');
});
