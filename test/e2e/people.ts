import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from './browser.js';
import { noteCrash } from './runner.js';
import type { Dev } from './wrangler.js';

/** Creates a table through the API, as the home page does. */
export async function createTable(dev: Dev, game: string, seats: number, options: Record<string, unknown>) {
  const response = await fetch(`${dev.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: dev.url },
    body: JSON.stringify({ game, seats, options }),
  });
  if (!response.ok) throw new Error(`create table: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; link: string; hostLink: string };
}

/** A person: a browser context of their own (viewport, language) and a page; crashes are noted for a retry. */
export async function person(browser: Browser, viewport = PHONE, locale?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  // tsx names the functions it compiles with a helper the page lacks: give page.evaluate bodies one
  await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn)');
  if (locale) await context.addInitScript((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
  page.on('crash', () => {
    console.log('  page crashed');
    noteCrash('a page crashed');
  });
  page.on('console', (msg) => msg.type() === 'error' && console.log(`  console: ${msg.text().slice(0, 200)}`));
  return { context, page };
}

/** Opens a table link, types a name and takes the first free seat. */
export async function sit(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.waitForSelector('.lobby');
  await page.fill('[data-testid=name]', name);
  await page.locator('[data-testid=sit]').first().click();
  await page.waitForSelector('[data-testid=rejoin]', { state: 'attached' });
}

/** Fails if the page scrolls sideways. */
export async function noHorizontalScroll(page: Page, where: string) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  if (scroll > client) throw new Error(`${where}: horizontal scrolling (${scroll} > ${client})`);
}

/** The cards of the viewer's hand, sorted. */
export async function handOf(page: Page): Promise<string[]> {
  return page.locator('.hand [data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')!).sort());
}
