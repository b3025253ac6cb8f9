/**
 * End-to-end tests: Debian's Chromium (playwright-core) against `wrangler dev` serving the Worker and
 * the built web app. Run with `npm run test:e2e` (builds the web app first). Screenshots of each
 * game mid-hand go to test-results/e2e/. Each test has a browser of its own and is retried once if
 * the browser crashes (the runner says so). Ends with the line "N passed, N failed" and exits
 * non-zero on a failure. `npx tsx test/e2e/run.ts <words>` runs the tests whose name has <words>.
 */
import { mkdirSync } from 'node:fs';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages.js';
import { DESKTOP, PHONE } from './browser.js';
import { playToEnd, seeded, step } from './drive.js';
import { createTable, handOf, noHorizontalScroll, person, sit } from './people.js';
import { runTests, type Test } from './runner.js';

const OUT = 'test-results/e2e';
mkdirSync(OUT, { recursive: true });

const tests: Record<string, Test> = {
  async 'four browsers play a Baloot table to the end by its link'({ dev, browser }) {
    const table = await createTable(dev, 'baloot', 4, { target: 40 });
    const people = await Promise.all([0, 1, 2, 3].map(() => person(browser)));
    await sit(people[0].page, table.hostLink, 'Aisha');
    for (const [i, name] of ['Badr', 'Chandni', 'Dev'].entries()) await sit(people[i + 1].page, table.link, name);
    await people[0].page.click('[data-testid=start]');
    const pages = people.map((p) => p.page);
    await Promise.all(pages.map((page) => page.waitForSelector('.game')));
    let shot = false;
    await playToEnd(pages, 7, 4000, async () => {
      if (!shot && (await pages[0].locator('.played').count()) >= 2) {
        shot = true;
        await pages[0].screenshot({ path: `${OUT}/baloot-mid-hand-phone.png` });
      }
    });
    await pages[0].screenshot({ path: `${OUT}/baloot-game-over.png` });
    // the score sheet (sent once, then hand by hand) has a row per hand, and the same rows after a reload
    const sheetRows = (page: (typeof pages)[number]) => page.locator('.over table.sheet').last().locator('tbody tr').allTextContents();
    const played = await sheetRows(pages[0]);
    if (played.length === 0) throw new Error('the score sheet has no rows at the end');
    await pages[1].reload();
    await pages[1].waitForSelector('.over table.sheet');
    const reloaded = await sheetRows(pages[1]);
    if (JSON.stringify(reloaded) !== JSON.stringify(played)) throw new Error(`score sheet ${played} -> ${reloaded} after a reload`);
    for (const p of people) await p.context.close();
  },

  async 'a six-seat Fifty-Six table with two people and four bots'({ dev, browser }) {
    const table = await createTable(dev, 'fifty-six', 6, { tables: 1 });
    const a = await person(browser);
    const b = await person(browser, DESKTOP);
    await sit(a.page, table.hostLink, 'Anand');
    await sit(b.page, table.link, 'Bina');
    await a.page.click('[data-testid=fill-bots]');
    await a.page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid=start]')?.disabled);
    await a.page.click('[data-testid=start]');
    await Promise.all([a.page, b.page].map((page) => page.waitForSelector('.game')));
    let shot = false;
    await playToEnd([a.page, b.page], 11, 4000, async () => {
      if (!shot && (await b.page.locator('.played').count()) >= 3) {
        shot = true;
        await b.page.screenshot({ path: `${OUT}/fifty-six-mid-hand-desktop.png` });
        await a.page.screenshot({ path: `${OUT}/fifty-six-mid-hand-phone.png` });
      }
    });
    await a.context.close();
    await b.context.close();
  },

  async 'a two-player All Fours game'({ dev, browser }) {
    const table = await createTable(dev, 'all-fours', 2, { target: 5 });
    const a = await person(browser);
    const b = await person(browser);
    await sit(a.page, table.hostLink, 'Kern');
    await sit(b.page, table.link, 'Lisa');
    await a.page.click('[data-testid=start]');
    let shot = false;
    await Promise.all([a.page, b.page].map((page) => page.waitForSelector('.game')));
    await playToEnd([a.page, b.page], 3, 4000, async () => {
      if (!shot && (await a.page.locator('.played').count()) >= 1) {
        shot = true;
        await a.page.screenshot({ path: `${OUT}/all-fours-mid-hand-phone.png` });
      }
    });
    await a.context.close();
    await b.context.close();
  },

  async 'the host gives the seat of a player who left to a bot, frees it, and a newcomer takes it mid-game'({ dev, browser }) {
    const table = await createTable(dev, 'baloot', 4, {});
    const host = await person(browser);
    const guest = await person(browser);
    await sit(host.page, table.hostLink, 'Hala');
    await sit(guest.page, table.link, 'Ghazi');
    await host.page.click('[data-testid=fill-bots]');
    await host.page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid=start]')?.disabled);
    await host.page.click('[data-testid=start]');
    await host.page.waitForSelector('.game');
    // the guest (seat 1) closes the page: the host sees the seat offline and the players button flagged
    await guest.context.close();
    await host.page.waitForSelector('.felt .seat[data-seat="1"] .status', { timeout: 10_000 });
    await host.page.waitForSelector('[data-testid=players].attention');
    await host.page.click('[data-testid=players]');
    const hostLink = await host.page.locator('.drawer [data-testid=host-link]').inputValue();
    if (new URL(hostLink).hash !== new URL(table.hostLink).hash) throw new Error(`the players drawer shows ${hostLink} as the host link`);
    await host.page.click('.drawer li[data-seat="1"] [data-testid=give-bot]');
    await host.page.waitForSelector('.drawer li[data-seat="1"][data-status="bot"]');
    await host.page.click('.drawer li[data-seat="1"] [data-testid=free-seat]');
    await host.page.waitForSelector('.drawer li[data-seat="1"][data-status="free"]');
    // someone with the link is told a seat is free and takes it
    const newcomer = await person(browser);
    await newcomer.page.goto(table.link);
    await newcomer.page.waitForSelector('.game');
    await newcomer.page.click('.notice button');
    await newcomer.page.fill('.drawer [data-testid=name]', 'Nour');
    await newcomer.page.click('.drawer li[data-seat="1"] [data-testid=sit]');
    await newcomer.page.waitForSelector('.hand [data-card]');
    await host.page.waitForSelector('.drawer li[data-seat="1"][data-status="present"]');
    await host.context.close();
    await newcomer.context.close();
  },

  async 'the host who left their seat and reloads is still the host, with the private host link at hand'({ dev, browser }) {
    const table = await createTable(dev, 'baloot', 4, {});
    const a = await person(browser);
    await sit(a.page, table.hostLink, 'Huda');
    await a.page.click('[data-testid=leave]');
    await a.page.waitForFunction(() => document.querySelectorAll('[data-testid=sit]').length === 4);
    await a.page.reload();
    await a.page.waitForSelector('[data-testid=fill-bots]');
    const hostLink = await a.page.locator('[data-testid=host-link]').inputValue();
    if (new URL(hostLink).hash !== new URL(table.hostLink).hash) throw new Error(`the lobby shows ${hostLink} as the host link`);
    await a.page.fill('[data-testid=name]', 'Huda');
    await a.page.locator('[data-testid=sit]').first().click();
    await a.page.click('[data-testid=fill-bots]');
    await a.page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid=start]')?.disabled);
    await a.page.click('[data-testid=start]');
    await a.page.waitForSelector('.hand [data-card]');
    await a.context.close();
  },

  async 'a card tapped while the connection is down is played once it is back'({ dev, browser }) {
    const table = await createTable(dev, 'baloot', 4, {});
    const a = await person(browser);
    await sit(a.page, table.hostLink, 'Wafa');
    await a.page.click('[data-testid=fill-bots]');
    await a.page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid=start]')?.disabled);
    await a.page.click('[data-testid=start]');
    await a.page.waitForSelector('.game');
    // a watcher on a socket of its own records every card the server says was played
    const watcher = await person(browser);
    await watcher.page.goto(`${dev.url}/rules/baloot`);
    await watcher.page.evaluate(({ id, protocol }) => {
      const seen: string[] = ((globalThis as { played?: string[] }).played = []);
      const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/tables/${id}/socket`);
      ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', protocol }));
      ws.onmessage = (e) => {
        const message = JSON.parse(String(e.data));
        if (message.type !== 'update') return;
        seen.push('update');
        for (const event of message.events) if (event.type === 'cardPlayed') seen.push(`${event.seat}:${event.card}`);
      };
    }, { id: table.id, protocol: PROTOCOL_VERSION });
    await watcher.page.waitForFunction(() => (globalThis as { played?: string[] }).played?.includes('update'));
    // bid along until it is this player's turn to play a card
    const random = seeded(13);
    for (let i = 0; i < 400 && (await a.page.locator('.hand .slot.can').count()) === 0; i++) {
      if (!(await step(a.page, random))) await a.page.waitForTimeout(100);
    }
    const slot = a.page.locator('.hand .slot.can').first();
    const card = (await slot.getAttribute('data-card'))!;
    if (!card) throw new Error('never this player\'s turn to play a card');
    // offline: the browser keeps the socket open but holds its frames; the page must notice by itself
    await a.context.setOffline(true);
    await a.page.waitForSelector('[data-testid=banner]');
    await a.page.click(`.hand .slot[data-card="${card}"]`, { position: { x: 6, y: 10 } });
    await a.page.waitForSelector('[data-testid=move-waiting]');
    await a.context.setOffline(false);
    await watcher.page.waitForFunction((c) => (globalThis as { played?: string[] }).played?.includes(`0:${c}`), card, { timeout: 30_000 });
    await a.page.waitForSelector('[data-testid=move-waiting]', { state: 'detached' });
    await a.page.waitForSelector(`.hand [data-card="${card}"]`, { state: 'detached' });
    if ((await a.page.locator('[data-testid=move-stale]').count()) > 0) throw new Error('the queued move was reported stale');
    await a.context.close();
    await watcher.context.close();
  },

  async 'All Fours exposed cards: a card played out of turn is exposed after a warning, face up for everyone, and may be called'({ dev, browser }) {
    const table = await createTable(dev, 'all-fours', 2, { exposedCards: true });
    const a = await person(browser);
    const b = await person(browser);
    await sit(a.page, table.hostLink, 'Kern');
    await sit(b.page, table.link, 'Lisa');
    await a.page.click('[data-testid=start]');
    const deal = `.panel button[data-action='{"type":"deal"}']`;
    await Promise.any([a.page.waitForSelector(deal), b.page.waitForSelector(deal)]);
    const [dealer, stander] = (await a.page.locator(deal).count()) > 0 ? [a.page, b.page] : [b.page, a.page];
    await dealer.click(deal);
    await stander.waitForSelector(`.panel button[data-action='{"type":"stand"}']`);
    // the dealer taps a card while the other player is to stand: asked first, then the card is exposed
    await dealer.waitForSelector('.hand [data-card]');
    const card = (await dealer.locator('.hand [data-card]').first().getAttribute('data-card'))!;
    await dealer.locator('.hand [data-card]').first().click();
    await dealer.waitForSelector('[data-testid=off-turn]');
    await dealer.screenshot({ path: `${OUT}/all-fours-expose-warning-phone.png` });
    await dealer.click('[data-testid=off-turn-ok]');
    await stander.waitForSelector(`.felt .seat .shown [data-card="${card}"]`);
    await dealer.waitForSelector(`.hand [data-card="${card}"] .mark`);
    await stander.screenshot({ path: `${OUT}/all-fours-exposed-phone.png` });
    // play starts; if the stander's lead makes the exposed card playable, the stander may call it
    await stander.click(`.panel button[data-action='{"type":"stand"}']`);
    await stander.waitForSelector('.hand .slot.can');
    await stander.locator('.hand .slot.can').first().click();
    await dealer.waitForSelector('.hand .slot.can');
    const call = stander.locator(`.panel button[data-action='{"type":"call","card":"${card}"}']`);
    if ((await call.count()) > 0) {
      await call.click();
      await dealer.waitForFunction((c) => {
        const can = [...document.querySelectorAll('.hand .slot.can')].map((el) => el.getAttribute('data-card'));
        return can.length === 1 && can[0] === c;
      }, card);
    }
    await a.context.close();
    await b.context.close();
  },

  async 'a reload in the middle of a trick returns to the same seat and hand'({ dev, browser }) {
    const table = await createTable(dev, 'baloot', 4, {});
    const a = await person(browser);
    await sit(a.page, table.hostLink, 'Reem');
    await a.page.click('[data-testid=fill-bots]');
    await a.page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid=start]')?.disabled);
    await a.page.click('[data-testid=start]');
    await a.page.waitForSelector('.game');
    const random = seeded(5);
    for (let i = 0; i < 400; i++) {
      if ((await a.page.locator('.played').count()) > 0 && (await a.page.locator('.hand .slot').count()) > 0) break;
      if (!(await step(a.page, random))) await a.page.waitForTimeout(100);
    }
    const before = await handOf(a.page);
    if (before.length === 0) throw new Error('no hand before the reload');
    await a.page.reload();
    await a.page.waitForSelector('.hand [data-card]');
    const after = await handOf(a.page);
    if (JSON.stringify(before) !== JSON.stringify(after)) throw new Error(`hand changed: ${before} -> ${after}`);
    const who = await a.page.locator('.me .who').textContent();
    if (!who?.length) throw new Error('not seated after the reload');
    // the rejoin link on another device gives the same seat and hand
    const rejoin = await a.page.locator('[data-testid=rejoin]').inputValue();
    const other = await person(browser, DESKTOP);
    await other.page.goto(rejoin);
    await other.page.waitForSelector('.hand [data-card]');
    const elsewhere = await handOf(other.page);
    if (JSON.stringify(elsewhere) !== JSON.stringify(after)) throw new Error('the rejoin link shows another hand');
    await a.context.close();
    await other.context.close();
  },

  async 'a practice game survives a reload'({ dev, browser }) {
    const a = await person(browser);
    await a.page.goto(`${dev.url}/practice/baloot?seats=4&fast`);
    await a.page.waitForSelector('.game');
    // the address names the practice table, so the reload below can find it again
    await a.page.waitForURL(/[?&]t=[\w-]+/);
    const address = a.page.url();
    const version = async () => Number(await a.page.locator('.game').getAttribute('data-version'));
    // the person's turn: the bots wait for them, so nothing moves until they do
    const myTurn = () => a.page.waitForSelector('.hand .slot.can, .panel button.btn, .picker .go:not([disabled])', { timeout: 15_000 });
    const random = seeded(21);
    const playOne = async () => {
      await myTurn();
      const before = await version();
      if (!(await step(a.page, random))) throw new Error('it is my turn but there is nothing to do');
      await a.page.waitForFunction((v) => Number(document.querySelector('.game')?.getAttribute('data-version')) > v, before);
    };
    await playOne();
    await playOne();
    await myTurn();
    const before = { version: await version(), hand: await handOf(a.page) };
    if (before.version < 2 || before.hand.length === 0) throw new Error(`nothing to compare: ${JSON.stringify(before)}`);
    await a.page.reload();
    await a.page.waitForSelector('.game');
    await myTurn();
    const after = { version: await version(), hand: await handOf(a.page) };
    if (a.page.url() !== address) throw new Error(`the address changed: ${address} -> ${a.page.url()}`);
    if (JSON.stringify(after) !== JSON.stringify(before)) throw new Error(`the game changed in the reload: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
    // and it plays on
    await playOne();
    await a.page.screenshot({ path: `${OUT}/practice-after-reload-phone.png` });
    // the home page offers to go on with it
    await a.page.goto(`${dev.url}/`);
    const again = await a.page.locator('[data-testid=practice-continue]').getAttribute('href');
    if (!again || !address.startsWith(`${dev.url}${again}`)) throw new Error(`the home page offers ${again}, not ${address}`);
    await a.context.close();
  },

  async 'Arabic mirrors the layout (right to left), the table stays physical'({ dev, browser }) {
    const a = await person(browser, PHONE, 'ar');
    await a.page.goto(`${dev.url}/`);
    await a.page.waitForSelector('[data-testid=create]');
    const dir = await a.page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]);
    if (dir[0] !== 'rtl' || dir[1] !== 'ar') throw new Error(`dir/lang ${dir}`);
    const brand = await a.page.locator('.brand').boundingBox();
    if (!brand || brand.x < 180) throw new Error(`the brand is not on the right: ${JSON.stringify(brand)}`);
    await a.page.screenshot({ path: `${OUT}/home-arabic-phone.png` });
    const table = await createTable(dev, 'baloot', 4, {});
    await sit(a.page, table.hostLink, 'سارة');
    await a.page.click('[data-testid=fill-bots]');
    await a.page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid=start]')?.disabled);
    await a.page.click('[data-testid=start]');
    await a.page.waitForSelector('.game');
    // the next seat (1) still sits to the right of the viewer
    const right = await a.page.locator('.seat[data-seat="1"]').boundingBox();
    if (!right || right.x < 180) throw new Error('seat 1 is not on the right in Arabic');
    // moves are announced in Arabic, suits in words
    await a.page.waitForFunction(() => {
      const told = document.querySelector('[data-testid=announcements]')?.textContent ?? '';
      return /[\u0600-\u06FF]/.test(told) && !/[♠♥♦♣]/.test(told);
    });
    await a.page.waitForTimeout(800);
    await a.page.screenshot({ path: `${OUT}/baloot-arabic-phone.png` });
    await noHorizontalScroll(a.page, 'Arabic table');
    await a.context.close();
  },

  async 'trick cards lie between the centre and each seat, clear of the badges, with 2, 4, 6 and 8 seats on a phone and a desktop'({ dev, browser }) {
    const tables = [['all-fours', 2], ['baloot', 4], ['fifty-six', 6], ['fifty-six', 8]] as const;
    for (const viewport of [PHONE, DESKTOP]) {
      const a = await person(browser, viewport);
      for (const [game, seats] of tables) {
        const where = `${game} with ${seats} seats at ${viewport.width}x${viewport.height}`;
        // a practice table: the bots play at once, this browser plays seat 0
        await a.page.goto(`${dev.url}/practice/${game}?seats=${seats}&fast&seed=layout${seats}`);
        await a.page.waitForSelector('.felt .seat');
        const random = seeded(seats);
        const seen = new Set<string>();
        const started = Date.now();
        while (seen.size < seats && Date.now() - started < 15_000) {
          const found = await a.page.evaluate(() => {
            const felt = document.querySelector('.felt')!.getBoundingClientRect();
            const badges = [...document.querySelectorAll<HTMLElement>('.felt .seat')].map((el) => ({ seat: el.dataset.seat, box: el.getBoundingClientRect() }));
            const cards = [...document.querySelectorAll<HTMLElement>('.felt .played')].map((el) => ({ seat: el.dataset.seat!, box: el.getBoundingClientRect() }));
            const hit = (p: DOMRect, q: DOMRect) => p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
            const problems: string[] = [];
            for (const card of cards) {
              for (const badge of badges) if (hit(card.box, badge.box)) problems.push(`the card of seat ${card.seat} covers the badge of seat ${badge.seat}`);
              const b = card.box;
              if (b.left < felt.left || b.right > felt.right || b.top < felt.top || b.bottom > felt.bottom) problems.push(`the card of seat ${card.seat} is off the felt`);
            }
            for (const [i, p] of badges.entries()) for (const q of badges.slice(i + 1)) if (hit(p.box, q.box)) problems.push(`badges ${p.seat} and ${q.seat} overlap`);
            return { seats: cards.map((c) => c.seat), problems };
          });
          if (found.problems.length > 0) {
            await a.page.screenshot({ path: `${OUT}/layout-failure-${seats}-${viewport.width}.png` });
            throw new Error(`${where}: ${found.problems.join('; ')}`);
          }
          found.seats.forEach((seat) => seen.add(seat));
          if (!(await step(a.page, random))) await a.page.waitForTimeout(80);
        }
        if (seen.size < seats) throw new Error(`${where}: saw trick cards of seats ${[...seen]} only`);
        if (seats >= 6) {
          // when it is this browser's turn nothing moves: the trick lies still for the screenshot
          await a.page.waitForSelector('.hand .slot.can', { timeout: 5000 }).catch(() => {});
          await a.page.waitForTimeout(450);
          await a.page.screenshot({ path: `${OUT}/layout-${seats}-seats-${viewport.width}.png` });
        }
      }
      await a.context.close();
    }
  },

  async 'a phone-size viewport: no horizontal scrolling, readable cards'({ dev, browser }) {
    const a = await person(browser, PHONE);
    await a.page.goto(`${dev.url}/`);
    await a.page.waitForSelector('[data-testid=create]');
    await noHorizontalScroll(a.page, 'home');
    await a.page.screenshot({ path: `${OUT}/home-phone.png`, fullPage: true });
    await a.page.click('[data-testid=create]');
    await a.page.waitForSelector('.lobby');
    await noHorizontalScroll(a.page, 'lobby');
    await a.page.fill('[data-testid=name]', 'Pat');
    await a.page.locator('[data-testid=sit]').first().click();
    await a.page.click('[data-testid=fill-bots]');
    await a.page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid=start]')?.disabled);
    await a.page.screenshot({ path: `${OUT}/lobby-phone.png`, fullPage: true });
    await a.page.click('[data-testid=start]');
    await a.page.waitForSelector('.hand [data-card]');
    await noHorizontalScroll(a.page, 'table');
    const card = await a.page.locator('.hand .card').first().boundingBox();
    if (!card || card.width < 44) throw new Error(`cards too small: ${card?.width}`);
    const bottom = await a.page.locator('.hand').boundingBox();
    if (!bottom || bottom.y + bottom.height > PHONE.height + 2) throw new Error('the hand is below the fold');
    // keyboard play: the hand's tab stop is a playable card, arrows move, Enter plays
    const random = seeded(9);
    for (let i = 0; i < 200 && (await a.page.locator('.hand .slot.can').count()) === 0; i++) {
      if (!(await step(a.page, random))) await a.page.waitForTimeout(100);
    }
    const before = (await handOf(a.page)).length;
    await a.page.locator('.hand .slot[tabindex="0"]').focus();
    if (!(await a.page.evaluate(() => document.activeElement?.classList.contains('can')))) throw new Error('the tab stop of the hand is not a playable card');
    await a.page.keyboard.press('End');
    await a.page.keyboard.press('Home');
    await a.page.keyboard.press('ArrowLeft');
    const wrapped = await a.page.evaluate(() => document.activeElement === document.querySelector('.hand .slot:last-of-type'));
    if (!wrapped) throw new Error('ArrowLeft from the first card does not go to the last');
    while (!(await a.page.evaluate(() => document.activeElement?.classList.contains('can')))) await a.page.keyboard.press('ArrowRight');
    await a.page.keyboard.press('Enter');
    await a.page.waitForFunction((n) => document.querySelectorAll('.hand [data-card]').length === n - 1, before);
    await a.page.waitForSelector('.felt .played[data-seat="0"]');
    if (!(await a.page.evaluate(() => document.activeElement?.closest('.hand') !== null))) throw new Error('the focus left the hand after playing');
    // the screen reader is told each move in words
    await a.page.waitForFunction(() => /(ace|king|queen|jack|ten|\d) of (spades|hearts|diamonds|clubs)/.test(document.querySelector('[data-testid=announcements]')?.textContent ?? ''));
    const told = (await a.page.locator('[data-testid=announcements]').textContent()) ?? '';
    if (/[♠♥♦♣]/.test(told)) throw new Error(`suit symbols in the announcements: ${told}`);
    await a.context.close();
  },
};

process.on('unhandledRejection', (error) => console.log(`  unhandled rejection: ${(error as Error)?.message ?? error}`));
const failures = await runTests(tests, process.argv[2]);
process.exit(failures > 0 ? 1 : 0);
