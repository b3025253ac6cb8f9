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

/**
 * Fails if the page scrolls sideways, or holds something wider than the screen that only the body's
 * `overflow-x: hidden` hides (a focus or a script would still scroll it into view, shifting the page).
 */
export async function noHorizontalScroll(page: Page, where: string) {
  const [scroll, body, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.body.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll, `${where}: horizontal scrolling`).toBeLessThanOrEqual(client);
  expect(body, `${where}: wider than the screen inside the body`).toBeLessThanOrEqual(client);
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
