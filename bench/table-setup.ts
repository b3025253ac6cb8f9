// The setup the browser benches share (bench/lighthouse.ts, bench/first-second.ts): the built web app
// served by `wrangler dev`, a table made through the API, and a table brought to the middle of a hand
// by playing through the page.
import { DEFAULT_GAME } from '../shared/rules/manifests.js';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { LocalServer, runWorkerFirst } from '../test/kit/local-server.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The Worker with a built web app as its assets (as wrangler.toml serves them), on a free loopback port
 * with fresh storage. `directory`: the built app (web/build by default; another build to compare with).
 */
export async function startServer(name: string, directory = join(ROOT, 'web/build')): Promise<LocalServer> {
  const server = await LocalServer.create({
    name,
    output: 'file',
    config: {
      assets: {
        directory,
        binding: 'ASSETS',
        not_found_handling: 'none',
        // as deployed: a shared link's page (/t/*) and the drawn pages' addresses are the Worker's
        run_worker_first: runWorkerFirst(),
      },
      ratelimits: [{ name: 'TABLE_CREATION', namespace_id: '1001', simple: { limit: 1000, period: 60 } }],
    },
  });
  await server.start();
  return server;
}

export async function createTable(base: string): Promise<{ link: string; hostLink: string }> {
  const response = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ game: DEFAULT_GAME, seats: 4, options: {} }),
  });
  if (!response.ok) throw new Error(`create table: ${response.status} ${await response.text()}`);
  return (await response.json()) as { link: string; hostLink: string };
}

/** One move of the seated player through the page, if it may move: a card, else a decision. */
async function move(page: Page): Promise<'card' | 'decision' | null> {
  const card = page.locator('.hand .slot.can');
  if ((await card.count()) > 0) {
    await card.first().click({ timeout: 2000, position: { x: 6, y: 10 } }).catch(() => {});
    return 'card';
  }
  // a bid (not a pass) when there is one, so the hand is played and not thrown in
  for (const button of [page.locator('.panel button.btn:not(.quiet)'), page.locator('.panel button.btn')]) {
    if ((await button.count()) === 0) continue;
    await button.first().click({ timeout: 2000 }).catch(() => {});
    return 'decision';
  }
  return null;
}

/**
 * A Baloot table where the host sits with three bots and plays through the page until two of their
 * cards are down, a trick is on the felt and it is their turn again; returns the player's rejoin link.
 */
export async function tableMidGame(base: string, chrome: string, args: string[]): Promise<string> {
  const table = await createTable(base);
  const browser = await chromium.launch({ executablePath: chrome, args });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    await page.goto(table.hostLink);
    await page.fill('[data-testid=name]', 'Aisha');
    await page.locator('[data-testid=sit]').first().click();
    await page.click('[data-testid=fill-bots]');
    await page.locator('[data-testid=start]:enabled').click();
    await page.waitForSelector('.game');
    // a player who keeps winning tricks leads each one (no card on the felt at their turn): that can
    // take the rest of the hand
    const deadline = Date.now() + 180_000;
    for (let cards = 0; ; ) {
      if (Date.now() > deadline) throw new Error('the table did not reach the middle of a hand in 180 s');
      const mine = (await page.locator('.hand .slot.can').count()) > 0;
      // a trick just won stays on the felt for a moment: wait until the one in play is all that is left
      if (mine && cards >= 2) await page.waitForTimeout(1600);
      if (mine && cards >= 2 && (await page.locator('.played').count()) > 0) break;
      if ((await move(page)) === 'card') cards++;
      else await page.waitForTimeout(100);
    }
    // the private rejoin link is with the players, in the table's menu
    await page.getByTestId('menu').click();
    await page.getByTestId('players').click();
    await page.waitForSelector('.drawer [data-testid=rejoin]', { state: 'attached' });
    return await page.locator('.drawer [data-testid=rejoin]').inputValue();
  } finally {
    await browser.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
