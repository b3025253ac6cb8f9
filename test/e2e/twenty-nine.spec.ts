// Twenty-Nine through the page at a practice table, whole games with bots: on a phone (360x640) in
// English and in Bengali, and on a desktop (1280x800) with a card of the hand laid face down as the
// trump. The generic driver plays; on the way, the person bids once (on the desktop the most, so as to choose trumps), declines a single hand,
// asks for trumps when the page offers it, and a screenshot is taken at the first of each kind of
// decision, mid-hand with the face-down trump card beside the bidder, and at the game over.
import { copyFileSync, mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DESKTOP } from './browser.js';
import { closeResult, idle, isOver, pressIf, seeded, step } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';

const KEEP = '/work/shots-twenty-nine';

/** A screenshot into test-results/e2e/ (and a copy kept outside the repository, where that folder exists). */
async function shot(page: Page, name: string) {
  const path = `${SHOTS}/twenty-nine-${name}.png`;
  await page.screenshot({ path });
  try {
    mkdirSync(KEEP, { recursive: true });
    copyFileSync(path, `${KEEP}/${name}.png`);
  } catch {
    // only a convenience for looking at them by hand
  }
}

/** Opens a drawer of the table's menu (the log, the score sheet), takes a screenshot and closes it. */
async function drawerShot(page: Page, tool: string, name: string) {
  const open = async () => {
    const menu = page.getByTestId('menu');
    if (await menu.isVisible()) await menu.click({ timeout: 2000 });
    await page.getByTestId(tool).click({ timeout: 2000 });
  };
  try {
    await open();
    await page.waitForTimeout(400);
    await shot(page, name);
    await page.locator('.drawer button.close').click({ timeout: 2000 });
  } catch {
    // the page moved on (the game ended): no picture this time
  }
}

const button = (type: string) => `.panel button[data-action='${JSON.stringify({ type })}']`;

/**
 * What the person does between the driver's steps, and the screenshots: once, the highest bid (so
 * the person may choose trumps); every time it is offered, asking for trumps (or showing them).
 */
function watcher(page: Page, tag: string, seen: Set<string>, most: boolean) {
  let bid = false;
  const once = async (kind: string, visible: boolean) => {
    if (!visible || seen.has(kind)) return false;
    seen.add(kind);
    await shot(page, `${kind}-${tag}`);
    return true;
  };
  // true when it acted: then the driver waits for the page to answer before its own step
  return async (): Promise<boolean> => {
    let acted = false;
    const picker = page.getByTestId('tn-bid');
    if (await picker.isVisible().catch(() => false)) {
      await picker.evaluate((el) => el.setAttribute('data-seen', '')).catch(() => {});
      await once('bid', true);
      if (!bid) {
        bid = true;
        // the "+" is disabled at the highest bid: pressIf stops there
        for (let i = 0; most && i < 14 && (await pressIf(page, '.picker button.step:last-of-type')); i++);
        await pressIf(page, '[data-testid="tn-bid"]');
        acted = true;
      }
    }
    const result = page.getByTestId('hand-result');
    if (!seen.has('hand-result') && (await result.isVisible().catch(() => false))) {
      // the last hand's summary (the game's Sheet), opened if it has folded already, then closed
      // read without waiting: the result may have gone meanwhile (then there is nothing to open)
      const folded = await page.evaluate(() => document.querySelector('[data-testid="hand-result"]')?.getAttribute('data-folded'));
      if (folded === 'true') await pressIf(page, '[data-testid="hand-result-open"]');
      await page.waitForTimeout(800);
      await once('hand-result', true);
      await closeResult(page);
      await drawerShot(page, 'sheet', `sheet-${tag}`);
      acted = true;
    }
    await once('trump-choice', await page.locator('.choice').isVisible().catch(() => false));
    for (const kind of ['annul', 'singleHand', 'double', 'redouble', 'fullSet']) await once(kind, (await page.locator(button(kind)).count()) > 0);
    // a single hand would end the hand at its first lost trick: the person declines it (the driver would often call it)
    if ((await page.locator(button('singleHand')).count()) > 0) {
      await pressIf(page, button('pass'));
      acted = true;
    }
    if (await once('aside-card', (await page.getByTestId('aside-card').count()) > 0 && (await page.locator('.played').count()) >= 2)) await drawerShot(page, 'log', `log-${tag}`);
    for (const kind of ['ask', 'reveal']) {
      if ((await page.locator(button(kind)).count()) === 0) continue;
      await once(kind, true);
      await pressIf(page, button(kind));
      acted = true;
    }
    return acted;
  };
}

/** Plays the person's seat to the game over: the watcher looks (and may act) first, then the generic driver takes a step. */
async function playToEnd(page: Page, seed: number, watch: () => Promise<boolean>) {
  const random = seeded(seed);
  for (let i = 0; i < 4000 && !(await isOver(page)); i++) {
    // until there is something to do: then the watcher sees it before the driver acts on it
    await idle([page], 300);
    if (await watch()) continue;
    // a bid to make that the watcher has not looked at yet: it does, next time round
    if ((await page.getByTestId('tn-bid').count()) > 0 && !(await page.getByTestId('tn-bid').evaluate((el) => el.hasAttribute('data-seen')).catch(() => true))) continue;
    await step(page, random);
  }
  await expect(page.locator('.over')).toBeVisible();
}

async function practice(page: Page, seed: string, options: Record<string, unknown>) {
  await page.goto(`/practice/twenty-nine?seed=${seed}&options=${encodeURIComponent(JSON.stringify(options))}`);
  await expect(page.locator('.game')).toBeVisible();
}

/** The game over: the winner, and its ways on, all on the screen. */
async function overInView(page: Page, where: string) {
  const over = page.locator('.over');
  await expect(page.getByTestId('winner')).toBeVisible();
  const { height } = page.viewportSize()!;
  for (const part of [page.getByTestId('winner'), over.locator('a.leave[href="/"]'), over.locator('button.cta, p.wait').first()]) {
    const box = (await part.boundingBox())!;
    expect(box.y, `${where}: top in view`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${where}: bottom in view`).toBeLessThanOrEqual(height);
  }
}

test('Twenty-Nine at a practice table to the end on a phone: every decision it meets, the face-down trump, the game over at both sizes', async ({ person }) => {
  const a = await person();
  const seen = new Set<string>();
  await practice(a, 'whole-twenty-nine', { target: 3, fullSet: true });
  await playToEnd(a, 5, watcher(a, '360', seen, false));
  await overInView(a, 'Twenty-Nine, phone');
  await shot(a, 'game-over-360');
  test.info().annotations.push({ type: 'decisions', description: [...seen].join(', ') });
  expect(seen).toContain('aside-card');
  await a.setViewportSize(DESKTOP.viewport);
  await overInView(a, 'Twenty-Nine, desktop size');
  await shot(a, 'game-over-1280');
});

test('Twenty-Nine on a phone in Bengali, to the end', async ({ person }) => {
  const a = await person({ locale: 'bn' });
  const seen = new Set<string>();
  await practice(a, 'bengali-twenty-nine', { target: 1, noTrump: true });
  await playToEnd(a, 9, watcher(a, 'bn-360', seen, false));
  await overInView(a, 'Twenty-Nine, phone, Bengali');
  await shot(a, 'game-over-bn-360');
  test.info().annotations.push({ type: 'decisions', description: [...seen].join(', ') });
});

test('Twenty-Nine on a desktop with a card of the hand laid as the trump, to the end', async ({ person }) => {
  const a = await person({ device: DESKTOP });
  const seen = new Set<string>();
  await practice(a, 'desktop-twenty-nine', { target: 1, indicator: 'handCard', seventhCard: false });
  await playToEnd(a, 13, watcher(a, '1280', seen, true));
  expect(seen).toContain('trump-choice');
  await overInView(a, 'Twenty-Nine, desktop');
  await shot(a, 'game-over-1280-card');
  test.info().annotations.push({ type: 'decisions', description: [...seen].join(', ') });
  expect(seen).toContain('aside-card');
});

test('Twenty-Nine on a phone in Bengali with a laid card, no trumps and the seventh card: the trump choice fits above the hand', async ({ person }) => {
  const a = await person({ locale: 'bn' });
  const seen = new Set<string>();
  await practice(a, 'laid-bengali-twenty-nine', { target: 1, indicator: 'handCard', noTrump: true, seventhCard: true });
  await playToEnd(a, 17, watcher(a, 'bn-card-360', seen, true));
  await overInView(a, 'Twenty-Nine, phone, Bengali, laid card');
  test.info().annotations.push({ type: 'decisions', description: [...seen].join(', ') });
  expect(seen).toContain('trump-choice');
});
