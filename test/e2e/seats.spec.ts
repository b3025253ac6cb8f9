// Seats that outlive a page: a player who leaves, a host who reloads, a card tapped offline, a reload
// mid-trick, the rejoin link on another device, and a page left open across a deploy.
import { PROTOCOL_VERSION } from '../../shared/protocol/messages.js';
import { DESKTOP } from './browser.js';
import { idle, seeded, step, untilAsked, untilCardTurn } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, handOf, openPlayers, sit, startWithBots } from './people.js';

test('the host gives the seat of a player who left to a bot, frees it, and a newcomer takes it mid-game', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const host = await person();
  const guest = await person();
  await sit(host, table.hostLink, 'Hala');
  await sit(guest, table.link, 'Ghazi');
  await startWithBots(host);
  await expect(host.locator('.game')).toBeVisible();
  // the guest (seat 1) closes the page: the host sees the seat offline and the players button flagged
  await guest.context().close();
  await expect(host.locator('.felt .seat[data-seat="1"] .status')).toBeVisible({ timeout: 10_000 });
  await expect(host.getByTestId('players')).toHaveClass(/\battention\b/);
  await expect(host.getByTestId('menu'), 'the menu that holds the players button, flagged too').toHaveClass(/\battention\b/);
  await openPlayers(host);
  const hostLink = await host.locator('.drawer').getByTestId('host-link').inputValue();
  expect(new URL(hostLink).hash, 'the host link in the players drawer').toBe(new URL(table.hostLink).hash);
  const seat = host.locator('.drawer li[data-seat="1"]');
  await seat.getByTestId('give-bot').click();
  await expect(seat).toHaveAttribute('data-status', 'bot');
  // someone who opens the link while every seat is taken is told they are watching, and where a seat will show
  const newcomer = await person();
  await newcomer.goto(table.link);
  await expect(newcomer.locator('.game')).toBeVisible();
  await expect(newcomer.getByTestId('watching-full')).toBeVisible();
  await newcomer.screenshot({ path: `${SHOTS}/watching-full-phone.png` });
  // the host frees the seat: the newcomer is told a seat is free and takes it
  await seat.getByTestId('free-seat').click();
  await expect(seat).toHaveAttribute('data-status', 'free');
  await expect(newcomer.getByTestId('watching-full')).toHaveCount(0);
  await newcomer.locator('.notice button').click();
  await newcomer.locator('.drawer').getByTestId('name').fill('Nour');
  await newcomer.locator('.drawer li[data-seat="1"]').getByTestId('sit').click();
  await expect(newcomer.locator('.hand [data-card]').first()).toBeVisible();
  await expect(seat).toHaveAttribute('data-status', 'present');
  // the seat taken mid-game is on the newcomer's player, for My tables on their other devices
  const mine = async () => {
    const key = await newcomer.evaluate(() => localStorage.getItem('majlis:player'));
    if (!key) return [];
    const response = await newcomer.request.get(`${dev.url}/api/players/me`, { headers: { 'X-Player-Key': key } });
    return ((await response.json()) as { tables: { id: string; seat: number }[] }).tables.map((t) => `${t.id}:${t.seat}`);
  };
  await expect.poll(mine).toContain(`${table.id}:1`);
});

test('the host who left their seat and reloads is still the host, with the private host link at hand', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const a = await person();
  await sit(a, table.hostLink, 'Huda');
  await a.getByTestId('leave').click();
  await expect(a.getByTestId('sit')).toHaveCount(4);
  await a.reload();
  await expect(a.getByTestId('fill-bots')).toBeVisible();
  const hostLink = await a.getByTestId('host-link').inputValue();
  expect(new URL(hostLink).hash, 'the host link in the lobby').toBe(new URL(table.hostLink).hash);
  await a.getByTestId('name').fill('Huda');
  await a.getByTestId('sit').first().click();
  await startWithBots(a);
  await expect(a.locator('.hand [data-card]').first()).toBeVisible();
});

test('an open table survives a restart of the server with a new protocol: the page is told, reloads itself into its seat when left alone, and plays on', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {}, { clock: { kind: 'async', hours: 24 } });
  const a = await person();
  // every socket of the page goes through here: `old` makes its hello say the protocol before this one,
  // as a page loaded before a deploy does once the server came back with the new one (the built app
  // has one protocol: the older page is this page with its hello rewritten)
  let old = false;
  await a.routeWebSocket(/\/socket$/, (page) => {
    const server = page.connectToServer();
    page.onMessage((text) => {
      const frame = JSON.parse(String(text)) as { type: string; protocol?: number };
      server.send(JSON.stringify(old && frame.type === 'hello' ? { ...frame, protocol: PROTOCOL_VERSION - 1 } : frame));
    });
  });
  await sit(a, table.hostLink, 'Wafa');
  await startWithBots(a);
  await expect(a.locator('.hand [data-card]').first()).toBeVisible();
  const seat = await a.evaluate((id) => JSON.parse(localStorage.getItem('majlis:tables') ?? '[]').find((t: { id: string }) => t.id === id)?.seat, table.id);
  const version = await a.evaluate(async (id) => (await (await fetch(`/api/tables/${id}`)).json()).version, table.id);
  await a.evaluate(() => ((globalThis as { before?: boolean }).before = true));
  // the deploy: wrangler dev stops and starts again with the same storage (the socket drops), and the
  // page's reconnection speaks the old protocol
  old = true;
  await dev.restart();
  await expect(a.getByTestId('banner')).toHaveText(/updated/, { timeout: 60_000 });
  await expect(a.getByTestId('reload')).toBeVisible();
  // the reloaded page is the new app: it speaks the server's protocol
  old = false;
  // nobody touches the page: it reloads by itself (a few seconds after the last input) and takes its seat again
  await a.waitForFunction(() => !(globalThis as { before?: boolean }).before, null, { timeout: 30_000 });
  await expect(a.locator('.hand [data-card]').first()).toBeVisible();
  await expect(a.getByTestId('banner')).toHaveCount(0);
  expect(await a.evaluate((id) => JSON.parse(localStorage.getItem('majlis:tables') ?? '[]').find((t: { id: string }) => t.id === id)?.seat, table.id)).toBe(seat);
  expect(await a.evaluate(() => sessionStorage.getItem('majlis:reloaded-outdated'))).toMatch(/^\d+$/);
  // the table kept its game through the restart, and the game goes on from this page
  expect(await a.evaluate(async (id) => (await (await fetch(`/api/tables/${id}`)).json()).version, table.id)).toBe(version);
  await untilAsked(a);
  expect(await step(a, seeded(37))).toBe(true);
  await expect.poll(() => a.evaluate(async (id) => (await (await fetch(`/api/tables/${id}`)).json()).version, table.id)).toBeGreaterThan(version);
});

test('a card tapped while the connection is down is played once it is back', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const a = await person();
  await sit(a, table.hostLink, 'Wafa');
  await startWithBots(a);
  await expect(a.locator('.game')).toBeVisible();
  // a watcher on a socket of its own records every card the server says was played
  const watcher = await person();
  await watcher.goto('/rules/baloot');
  await watcher.evaluate(({ id, protocol }) => {
    const seen: string[] = ((globalThis as { played?: string[] }).played = []);
    const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/tables/${id}/socket`);
    ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', protocol }));
    ws.onmessage = (e) => {
      const message = JSON.parse(String(e.data));
      // protocol 3 sends the first change whole (update), the later ones as patches: both carry the events
      if (message.type !== 'update' && message.type !== 'patch') return;
      seen.push('update');
      for (const event of message.events) if (event.type === 'cardPlayed') seen.push(`${event.seat}:${event.card}`);
    };
  }, { id: table.id, protocol: PROTOCOL_VERSION });
  await watcher.waitForFunction(() => (globalThis as { played?: string[] }).played?.includes('update'));
  // bid along until it is this player's turn to play a card
  await untilCardTurn(a, 13, 400);
  const card = await a.locator('.hand .slot.can').first().getAttribute('data-card');
  expect(card, "this player's turn to play a card").toBeTruthy();
  // offline: the browser keeps the socket open but holds its frames; the page must notice by itself
  await a.context().setOffline(true);
  await expect(a.getByTestId('banner')).toBeVisible();
  await a.locator(`.hand .slot[data-card="${card}"]`).click({ position: { x: 6, y: 10 } });
  await expect(a.getByTestId('move-waiting')).toBeVisible();
  await a.context().setOffline(false);
  await watcher.waitForFunction((c) => (globalThis as { played?: string[] }).played?.includes(`0:${c}`), card);
  await expect(a.getByTestId('move-waiting')).toHaveCount(0);
  await expect(a.locator(`.hand [data-card="${card}"]`)).toHaveCount(0);
  expect(await a.getByTestId('move-stale').count(), 'queued moves reported stale').toBe(0);
});

test('a reload in the middle of a trick returns to the same seat and hand, and so does the rejoin link in any tab', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const a = await person();
  await sit(a, table.hostLink, 'Reem');
  await startWithBots(a);
  await expect(a.locator('.game')).toBeVisible();
  // on until a card lies on the felt and it is this player's turn, each of its moves echoed by the
  // table before the next look (read before its echo, the hand would still hold a card already played)
  const random = seeded(5);
  for (let i = 0; i < 400; i++) {
    const version = await a.locator('.game').getAttribute('data-version');
    if ((await a.locator('.played').count()) > 0 && (await a.locator('.hand .slot.can').count()) > 0) break;
    if (await step(a, random)) await expect(a.locator('.game')).not.toHaveAttribute('data-version', version ?? '');
    else await idle([a]);
  }
  await expect(a.locator('.hand .slot.can').first()).toBeVisible();
  const before = await handOf(a);
  expect(before.length, 'cards in the hand before the reload').toBeGreaterThan(0);
  await a.reload();
  await expect(a.locator('.hand [data-card]').first()).toBeVisible();
  const after = await handOf(a);
  expect(after, 'the hand after the reload').toEqual(before);
  await expect(a.locator('.me .who'), 'seated after the reload').toHaveText(/./);
  // the rejoin link (with the players, not on the page) on another device gives the same seat and
  // hand, also pasted into a tab that already shows the table (only the address's fragment changes:
  // no new page load of its own)
  await expect(a.getByTestId('rejoin')).toHaveCount(0);
  await openPlayers(a);
  const rejoin = await a.locator('.drawer').getByTestId('rejoin').inputValue();
  await a.close();
  const other = await person({ device: DESKTOP });
  await other.goto(rejoin.split('#')[0]!);
  await expect(other.locator('.game')).toBeVisible();
  await expect(other.locator('.hand [data-card]'), 'a spectator has no hand').toHaveCount(0);
  // the seat's player is offline: whoever watches is told how to take it back if it is theirs
  await expect(other.getByTestId('reclaim-notice')).toContainText('Reem');
  await other.goto(rejoin);
  await expect(other.locator('.hand [data-card]').first()).toBeVisible();
  expect(await handOf(other), 'the hand by the rejoin link').toEqual(after);
});

test('a practice game survives a reload', async ({ dev, person }) => {
  const a = await person();
  await a.goto('/practice/baloot?seats=4');
  await expect(a.locator('.game')).toBeVisible();
  // the address names the practice table, so the reload below can find it again
  await a.waitForURL(/[?&]t=[\w-]+/);
  const address = a.url();
  const version = async () => Number(await a.locator('.game').getAttribute('data-version'));
  // the person's turn: the bots wait for them, so nothing moves until they do
  const myTurn = () => a.locator('.hand .slot.can, .panel button.btn, .picker .go:not([disabled])').first().waitFor({ timeout: 15_000 });
  const random = seeded(21);
  const playOne = async () => {
    await myTurn();
    const before = await version();
    expect(await step(a, random), 'something to do on my turn').toBe(true);
    await expect.poll(version).toBeGreaterThan(before);
  };
  await playOne();
  await playOne();
  await myTurn();
  const before = { version: await version(), hand: await handOf(a) };
  expect(before.version, 'moves made before the reload').toBeGreaterThanOrEqual(2);
  expect(before.hand.length, 'cards in the hand before the reload').toBeGreaterThan(0);
  await a.reload();
  await expect(a.locator('.game')).toBeVisible();
  await myTurn();
  const after = { version: await version(), hand: await handOf(a) };
  expect(a.url(), 'the address after the reload').toBe(address);
  expect(after, 'the game after the reload').toEqual(before);
  // and it plays on
  await playOne();
  await a.screenshot({ path: `${SHOTS}/practice-after-reload-phone.png` });
  // the home page offers to go on with it
  await a.goto('/');
  const again = await a.getByTestId('practice-continue').getAttribute('href');
  expect(again !== null && address.startsWith(`${dev.url}${again}`), `the home page offers ${again}, not ${address}`).toBe(true);
});

test("the host turns on playing a person's only move for them; the server keeps it", async ({ dev, person }) => {
  const table = await createTable(dev, 'all-fours', 2, {});
  const host = await person();
  await sit(host, table.hostLink, 'Hala');
  // off by default without an async clock
  await expect(host.getByTestId('auto-forced')).not.toBeChecked();
  await host.getByTestId('auto-forced').check();
  await expect.poll(async () => ((await (await fetch(`${dev.url}/api/tables/${table.id}`)).json()) as { autoForced?: boolean }).autoForced).toBe(true);
  await host.reload();
  await expect(host.getByTestId('auto-forced')).toBeChecked();
});
