import { expect, type Page } from '@playwright/test';
import type { Dev } from './wrangler.js';

/** Creates a table through the API, as the home page does. */
export async function createTable(dev: Dev, game: string, seats: number, options: Record<string, unknown>, settings: Record<string, unknown> = {}) {
  const response = await fetch(`${dev.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: dev.url },
    body: JSON.stringify({ game, seats, options, ...settings }),
  });
  if (!response.ok) throw new Error(`create table: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; link: string; hostLink: string };
}

/** Opens a table link, types a name and takes the first free seat. */
export async function sit(page: Page, link: string, name: string) {
  await page.goto(link);
  await expect(page.locator('.lobby')).toBeVisible();
  await page.getByTestId('name').fill(name);
  await page.getByTestId('sit').first().click();
  await expect(page.getByTestId('rejoin')).toBeAttached();
}

/** The host fills the free seats with bots and starts the game once it may. */
export async function startWithBots(page: Page) {
  await page.getByTestId('fill-bots').click();
  await expect(page.getByTestId('start')).toBeEnabled();
  await page.getByTestId('start').click();
}

/** Waits until no animation or transition of the page is running, but those that never end (a turn's glow). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
}

/**
 * Fails if the page scrolls sideways, or holds something wider than the screen that only the body's
 * `overflow-x: hidden` hides (a focus or a script would still scroll it into view, shifting the page),
 * once no card is in flight; the message names what reaches past the edge.
 */
export async function noHorizontalScroll(page: Page, where: string) {
  // after the cards in flight have landed (a trick swept to a seat at the edge reaches past it a moment)
  await animationsDone(page);
  const [scroll, body, client, past] = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // the elements reaching past the screen's edges, the innermost first, to say what is too wide
    const out = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > width + 0.5 || box.left < -0.5))
      .filter(({ el }, _, all) => !all.some((other) => other.el !== el && el.contains(other.el)))
      .slice(0, 3)
      .map(({ el, box }) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    return [document.documentElement.scrollWidth, document.body.scrollWidth, width, out.join('; ')] as const;
  });
  expect(scroll, `${where}: horizontal scrolling (${past})`).toBeLessThanOrEqual(client);
  expect(body, `${where}: wider than the screen inside the body (${past})`).toBeLessThanOrEqual(client);
}

/** The cards of the viewer's hand, sorted. */
export async function handOf(page: Page): Promise<string[]> {
  return page.locator('.hand [data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')!).sort());
}

/** Opens the players drawer from the table's bar (on a phone, through its menu first). */
export async function openPlayers(page: Page) {
  const menu = page.getByTestId('menu');
  if (await menu.isVisible()) await menu.click();
  await page.getByTestId('players').click();
  await expect(page.locator('.drawer')).toBeVisible();
}
