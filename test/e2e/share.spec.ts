// A table's shared link as a newcomer opens it: the Worker's page (worker/share/) draws the table at
// once, the app takes it over without moving anything, a hostile name stays text; a link cut short
// says there is no such table, with somewhere to go, and tries no socket.
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from './browser.js';
import { untilAsked } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, sit, startWithBots } from './people.js';

const HOSTILE = '"><svg onload=alert(1)>';

/**
 * The page's layout shifts from the first byte on (CLS: the sum of every shift without input before it),
 * read once the live page is up: the first paint lies over the page where the app draws the same
 * things, so the app drawing under it and taking it away moves nothing.
 */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // the buffered entries come in the observer's callback, or are still in its buffer: both counted
        requestAnimationFrame(() => {
          add(observer.takeRecords());
          observer.disconnect();
          resolve(sum);
        });
      }),
  );
}

/** Where the first paint drew each seat, and where the live table draws it (centres, rounded to a pixel). */
async function seatCentres(page: Page, selector: string): Promise<Record<string, [number, number]>> {
  const boxes = await page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return [el.getAttribute('data-seat'), Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] as const;
    }),
  );
  return Object.fromEntries(boxes.map(([seat, x, y]) => [seat, [x, y]]));
}

test('a shared link: drawn at once, taken over by the live table without a shift; a hostile name stays text', async ({ dev, person, browser }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const host = await person();
  await sit(host, table.hostLink, HOSTILE);
  await startWithBots(host);
  await expect(host.locator('.game')).toBeVisible();
  // the table waits for the host from here on: the first paint and the live table show the same state
  // (a bot's bid arriving between the two would change a badge's width, and move its centre)
  await untilAsked(host);

  // the first paint alone, as a phone and a desktop draw it before any script runs, and the live
  // table: each seat where the first paint drew it
  for (const [device, size] of [[PHONE, 360], [DESKTOP, 1280]] as const) {
    const context = await browser.newContext({ ...device, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(table.link);
    await expect(page.locator('#share-paint')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/share-first-paint-${size}.png` });
    const drawn = await seatCentres(page, '#share-paint .sp-seat');
    await context.close();
    const liveContext = await browser.newContext(device);
    const live = await liveContext.newPage();
    await live.goto(table.link);
    await expect(live.locator('.game')).toBeVisible();
    await expect(live.locator('#share-paint')).toHaveCount(0);
    // the table's later parts (its notices above the decisions, which take the felt's room) are in a
    // task after its first frame: measured before them, the bottom seat stood ~50 px lower
    await expect(live.getByTestId('announcements')).toBeAttached();
    const seats = await seatCentres(live, '.felt .seat');
    expect(Object.keys(seats).sort()).toEqual(Object.keys(drawn).sort());
    // a badge's height follows what it shows (a bid, a note): its centre stays within a few pixels across, a little more down
    for (const [seat, [x, y]] of Object.entries(seats)) {
      expect(Math.abs(x - drawn[seat][0]), `${size}: seat ${seat} across`).toBeLessThanOrEqual(8);
      expect(Math.abs(y - drawn[seat][1]), `${size}: seat ${seat} down`).toBeLessThanOrEqual(16);
    }
    expect(await layoutShifts(live), `CLS of the shared link mid-game at ${size}`).toBeLessThanOrEqual(0.02);
    await liveContext.close();
  }

  const guest = await person();
  const dialogs: string[] = [];
  guest.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await guest.goto(table.link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  const html = (await response?.text()) ?? '';
  expect(html, 'the first paint is in the page').toContain('id="share-paint"');
  expect(html).toContain('og:image" content="' + dev.url + '/og/baloot.png"');
  expect(html.replace(/="[^"]*"/g, '=""'), 'no markup of the name outside quoted attributes').not.toContain('<svg');
  // the live table under it, then the first paint gone; the name is text at its seat
  await expect(guest.locator('.game')).toBeVisible();
  await expect(guest.locator('#share-paint')).toHaveCount(0);
  await expect(guest.locator('.felt .seat[data-seat="0"] .name')).toContainText(HOSTILE);
  expect(await guest.locator('svg[onload]').count()).toBe(0);
  expect(await layoutShifts(guest), 'CLS of the shared link mid-game').toBeLessThanOrEqual(0.02);
  expect(dialogs).toEqual([]);
  // the preview image is there, a PNG of 1200x630, cached long
  const image = await guest.request.get(`${dev.url}/og/baloot.png`);
  expect(image.status()).toBe(200);
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(image.headers()['cache-control']).toContain('max-age=604800');
});

test("a player opening their table's link again: the first paint shows the table from their own seat", async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const host = await person();
  await sit(host, table.hostLink, 'Hala');
  const player = await person();
  await sit(player, table.link, 'Samir');
  await startWithBots(host);
  await expect(player.locator('.game')).toBeVisible();
  const mySeat = await player.evaluate((id) => JSON.parse(localStorage.getItem('majlis:tables') ?? '[]').find((t: { id: string }) => t.id === id)?.seat, table.id);
  expect(mySeat, "the player sat at a seat other than the bottom of a spectator's picture").toBe(1);
  // where the live table puts each other seat, and on which side of the felt's centre
  const sides = async (felt: string, seat: string) =>
    player.evaluate(
      ([felt, seat]) => {
        const box = document.querySelector(felt)!.getBoundingClientRect();
        const side = (d: number) => (Math.abs(d) < 24 ? 0 : Math.sign(d));
        return Object.fromEntries(
          [...document.querySelectorAll(seat)].map((el) => {
            const r = el.getBoundingClientRect();
            const x = r.x + r.width / 2;
            return [el.getAttribute('data-seat'), [Math.round(x), side(x - (box.x + box.width / 2)), side(r.y + r.height / 2 - (box.y + box.height / 2))]];
          }),
        );
      },
      [felt, seat] as const,
    );
  const live = await sides('.felt', '.felt .seat');
  const liveChips = await player.locator('.scores .score small').allInnerTexts();
  expect(liveChips, 'the score bar as a seated player reads it').toEqual(['Them', 'Us']);
  // the felt's box as the app lays it out for this seat, with the room of the decisions given back to
  // it (the first paint cannot know them: it keeps the hand's room, and the decisions take theirs)
  const feltBox = async (felt: string, panel?: string) =>
    player.evaluate(
      ([felt, panel]) => {
        const r = document.querySelector(felt)!.getBoundingClientRect();
        const decisions = panel ? document.querySelector(panel)!.getBoundingClientRect() : null;
        // on a phone the decisions are above the hand, under the felt; on a desktop beside the hand
        const under = decisions && decisions.width > 0 && decisions.x < r.x + r.width / 2 && decisions.y >= r.bottom ? decisions.height : 0;
        return [r.x, r.y, r.width, r.height + under].map(Math.round);
      },
      [felt, panel] as const,
    );
  const liveFelt = await feltBox('.felt', '.game .panel');
  // the same browser opens the link again, its app held back: the first paint alone
  await player.route('**/_app/**', (route) => route.abort());
  await player.goto(table.link);
  await expect(player.locator('#share-paint')).toBeVisible();
  const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 2);
  expect(near(await feltBox('#share-paint .sp-felt'), liveFelt), `the felt where the app puts it (${liveFelt})`).toBe(true);
  await player.screenshot({ path: `${SHOTS}/share-first-paint-seated.png` });
  const drawn = await sides('#share-paint .sp-felt', '#share-paint .sp-seat');
  expect(Object.keys(drawn).sort(), "every seat but the player's own, as the app draws them").toEqual(Object.keys(live).sort());
  expect(Object.keys(drawn)).not.toContain(String(mySeat));
  for (const [seat, [x, across, down]] of Object.entries(live)) {
    expect([drawn[seat][1], drawn[seat][2]], `seat ${seat} on the felt's same side`).toEqual([across, down]);
    expect(Math.abs(drawn[seat][0] - x), `seat ${seat} across`).toBeLessThanOrEqual(8);
  }
  // not 'Watching' (the share page's slots lose their data-slot once filled: the dock's line by its place)
  await expect(player.locator('#share-paint .sp-dock b')).toHaveCount(1);
  await expect(player.locator('#share-paint .sp-dock b')).toBeHidden();
  expect(await player.locator('#share-paint .sp-chip small').allInnerTexts(), 'the score chips in the same words').toEqual(liveChips);
  // on a desktop too: the app's felt (no wider than twice its height), then the first paint's
  await player.setViewportSize(DESKTOP.viewport);
  await player.unroute('**/_app/**');
  await player.goto(table.link);
  await expect(player.locator('.game .hand')).toBeVisible();
  const desktopFelt = await feltBox('.felt');
  await player.route('**/_app/**', (route) => route.abort());
  await player.goto(table.link);
  await expect(player.locator('#share-paint')).toBeVisible();
  await player.screenshot({ path: `${SHOTS}/share-first-paint-seated-desktop.png` });
  expect(near(await feltBox('#share-paint .sp-felt'), desktopFelt), `the desktop's felt where the app puts it (${desktopFelt})`).toBe(true);
});

test('a shared link in the lobby: the first paint is the lobby the app draws, taken over without a shift', async ({ dev, person, browser }) => {
  const table = await createTable(dev, 'fifty-six', 6, {});
  const host = await person();
  await sit(host, table.hostLink, 'Amira');
  for (const [device, size] of [[PHONE, 360], [DESKTOP, 1280]] as const) {
    // the first paint alone: where it puts the game's name, the invitation and the seats
    const still = await browser.newContext({ ...device, javaScriptEnabled: false });
    const paint = await still.newPage();
    await paint.goto(table.link);
    await expect(paint.locator('#share-paint .sp-seats li')).toHaveCount(6);
    const drawn = await paint.locator('#share-paint .sp-seats li').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().y)));
    // the summary of the table's rules under the seats, in the app's words
    const drawnRules = await paint.locator('#share-paint .sp-rules').evaluate((el) => ({ y: Math.round(el.getBoundingClientRect().y), text: (el as HTMLElement).innerText }));
    await still.close();
    const context = await browser.newContext(device);
    // the <link>s the app adds once the page is parsed (Vite's preloads of each import it has not seen)
    await context.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { linksAdded: added });
      new MutationObserver((records) => {
        if (document.readyState === 'loading') return;
        for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLLinkElement) added.push(node.href);
      }).observe(document, { childList: true, subtree: true });
    });
    const guest = await context.newPage();
    const response = await guest.goto(table.link);
    expect(response?.status()).toBe(200);
    await expect(guest.locator('.lobby')).toBeVisible();
    await expect(guest.locator('#share-paint')).toHaveCount(0);
    // the share page's head names every file of the table page and its lobby (scripts/table-shell.ts):
    // the app adds none, and so fetches none of them one after another
    expect(await guest.evaluate(() => (window as unknown as { linksAdded: string[] }).linksAdded), `${size}: links the app added`).toEqual([]);
    const live = await guest.locator('.lobby .seats > li').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().y)));
    expect(live.length).toBe(6);
    // each seat's row where the first paint drew it (a pixel for rounding), and the rules' box, word for word
    live.forEach((y, i) => expect(Math.abs(y - drawn[i]), `${size}: seat ${i + 1}'s row at ${y}, drawn at ${drawn[i]}`).toBeLessThanOrEqual(1));
    const liveRules = await guest.getByTestId('table-rules').evaluate((el) => ({ y: Math.round(el.getBoundingClientRect().y), text: (el as HTMLElement).innerText }));
    expect(Math.abs(liveRules.y - drawnRules.y), `${size}: the rules at ${liveRules.y}, drawn at ${drawnRules.y}`).toBeLessThanOrEqual(1);
    expect(drawnRules.text).toBe(liveRules.text);
    expect(liveRules.text).toMatch(/Teams: .*\n.*12 tables/);
    expect(await layoutShifts(guest), `CLS of the shared link in the lobby at ${size}`).toBeLessThanOrEqual(0.02);
    await context.close();
  }
});

test('a link cut short: "no such table" with My tables and a new table, and no socket tried', async ({ dev, person }) => {
  const table = await createTable(dev, 'fifty-six', 6, {});
  const page = await person();
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const response = await page.goto(table.link.slice(0, -1));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('table-gone')).toBeVisible();
  await expect(page.getByTestId('gone-tables')).toHaveAttribute('href', '/tables');
  await expect(page.getByTestId('gone-home')).toHaveAttribute('href', '/');
  await page.screenshot({ path: `${SHOTS}/share-no-such-table-360.png` });
  await expect(page.locator('#share-paint')).toHaveCount(0);
  await page.waitForTimeout(1500);
  expect(sockets).toEqual([]);
  await expect(page.getByText('reconnecting')).toHaveCount(0);
});
