// What a person sees: the phone-size page, Arabic right to left, and trick cards that lie clear of the
// seats at every table size (that test runs on the phone and on the desktop project).
import { seeded, step, untilCardTurn } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, handOf, noHorizontalScroll, sit, startWithBots } from './people.js';

test('Arabic mirrors the layout (right to left), the table stays physical', async ({ dev, person }) => {
  const a = await person({ locale: 'ar' });
  await a.goto('/');
  await expect(a.getByTestId('create')).toBeVisible();
  await expect(a.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.locator('html')).toHaveAttribute('lang', 'ar');
  const brand = await a.locator('.brand').boundingBox();
  expect(brand?.x, 'the brand is on the right').toBeGreaterThanOrEqual(180);
  await a.screenshot({ path: `${SHOTS}/home-arabic-phone.png` });
  const table = await createTable(dev, 'baloot', 4, {});
  await sit(a, table.hostLink, 'سارة');
  await startWithBots(a);
  await expect(a.locator('.game')).toBeVisible();
  // the next seat (1) still sits to the right of the viewer
  const right = await a.locator('.seat[data-seat="1"]').boundingBox();
  expect(right?.x, 'seat 1 is on the right').toBeGreaterThanOrEqual(180);
  // moves (or the viewer's turn, when it comes first) are announced in Arabic, suits in words
  const told = a.locator('[data-testid=announcements], [data-testid=turn-announcements]');
  await expect(told.filter({ hasText: /[\u0600-\u06FF]/ }).first()).toBeAttached();
  expect((await told.allTextContents()).join(' '), 'suit symbols in the announcements').not.toMatch(/[♠♥♦♣]/);
  await a.screenshot({ path: `${SHOTS}/baloot-arabic-phone.png`, animations: 'disabled' });
  await noHorizontalScroll(a, 'Arabic table');
});

test('trick cards lie between the centre and each seat, clear of the badges, with 2, 4, 6 and 8 seats', { tag: '@desktop' }, async ({ person }) => {
  const tables = [['all-fours', 2], ['baloot', 4], ['fifty-six', 6], ['fifty-six', 8]] as const;
  const a = await person({ pace: 'fast' });
  const { width, height } = a.viewportSize()!;
  for (const [game, seats] of tables) {
    const where = `${game} with ${seats} seats at ${width}x${height}`;
    // a practice table: the bots play at once, this browser plays seat 0
    await a.goto(`/practice/${game}?seats=${seats}&seed=layout${seats}`);
    await expect(a.locator('.felt .seat').first()).toBeVisible();
    const random = seeded(seats);
    const seen = new Set<string>();
    // a bound on rounds, not on time: the bots play at once, so every seat plays within a few tricks
    for (let round = 0; seen.size < seats && round < 400; round++) {
      const found = await a.evaluate(async () => {
        // measured after a frame: a change of the page (the headline growing a line, a badge its note)
        // resizes the felt or a badge, and the felt places its cards anew when its ResizeObserver
        // reports, which happens before the next paint; a move that lands between that frame and the
        // look is measured before its observer has reported. So a problem counts only when it is
        // still there a frame later: what a person sees, not one frame on the way to it.
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const look = () => {
          const felt = document.querySelector('.felt')!.getBoundingClientRect();
          const badges = [...document.querySelectorAll<HTMLElement>('.felt .seat')].map((el) => ({ seat: el.dataset.seat, box: el.getBoundingClientRect() }));
          // a card still flying in from its seat (or gathering to the winner) is on its way, not where it lies
          const still = (el: HTMLElement) => !el.getAnimations({ subtree: true }).some((an) => an.playState === 'running');
          const cards = [...document.querySelectorAll<HTMLElement>('.felt .played')].filter(still).map((el) => ({ seat: el.dataset.seat!, box: el.getBoundingClientRect() }));
          const hit = (p: DOMRect, q: DOMRect) => p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
          const problems: string[] = [];
          for (const card of cards) {
            for (const badge of badges) if (hit(card.box, badge.box)) problems.push(`the card of seat ${card.seat} covers the badge of seat ${badge.seat}`);
            const b = card.box;
            if (b.left < felt.left || b.right > felt.right || b.top < felt.top || b.bottom > felt.bottom) problems.push(`the card of seat ${card.seat} is off the felt`);
          }
          for (const [i, p] of badges.entries()) for (const q of badges.slice(i + 1)) if (hit(p.box, q.box)) problems.push(`badges ${p.seat} and ${q.seat} overlap`);
          return { seats: cards.map((c) => c.seat), problems };
        };
        await frame();
        const first = look();
        if (first.problems.length === 0) return first;
        await frame();
        const again = look();
        return { seats: again.seats, problems: again.problems.filter((problem) => first.problems.includes(problem)) };
      });
      if (found.problems.length > 0) await a.screenshot({ path: `${SHOTS}/layout-failure-${seats}-${width}.png` });
      expect(found.problems, where).toEqual([]);
      found.seats.forEach((seat) => seen.add(seat));
      if (!(await step(a, random))) await a.waitForTimeout(80);
    }
    expect(seen.size, `${where}: seats whose trick cards were seen (${[...seen]})`).toBe(seats);
    if (seats >= 6) {
      // when it is this browser's turn nothing moves: the trick lies still for the screenshot
      await a.locator('.hand .slot.can').first().waitFor();
      await a.screenshot({ path: `${SHOTS}/layout-${seats}-seats-${width}.png`, animations: 'disabled' });
    }
  }
});

test('a phone-size viewport: no horizontal scrolling, readable cards', async ({ person }) => {
  const a = await person({ pace: 'fast' });
  await a.goto('/');
  await expect(a.getByTestId('create')).toBeVisible();
  await noHorizontalScroll(a, 'home');
  await a.screenshot({ path: `${SHOTS}/home-phone.png`, fullPage: true });
  await a.getByTestId('create').click();
  await expect(a.locator('.lobby')).toBeVisible();
  await noHorizontalScroll(a, 'lobby');
  await a.getByTestId('name').fill('Pat');
  await a.getByTestId('sit').first().click();
  // seated (the rejoin link is shown) before the rest are bots: else the bots could take every seat
  await expect(a.getByTestId('rejoin')).toBeAttached();
  await a.getByTestId('fill-bots').click();
  await expect(a.getByTestId('start')).toBeEnabled();
  await a.screenshot({ path: `${SHOTS}/lobby-phone.png`, fullPage: true });
  await a.getByTestId('start').click();
  await expect(a.locator('.hand [data-card]').first()).toBeVisible();
  await noHorizontalScroll(a, 'table');
  const card = await a.locator('.hand .card').first().boundingBox();
  expect(card?.width, 'the width of a card').toBeGreaterThanOrEqual(44);
  const hand = await a.locator('.hand').boundingBox();
  expect(hand && hand.y + hand.height, 'the bottom of the hand (above the fold)').toBeLessThanOrEqual(a.viewportSize()!.height + 2);
  // a table by its link: the page does not scroll, the private rejoin link is with the players (in
  // the menu, with the other tools)
  const scroll = await a.evaluate(() => [document.scrollingElement!.scrollHeight, innerHeight]);
  expect(scroll[0], 'the height of the table page').toBeLessThanOrEqual(scroll[1] + 1);
  await expect(a.getByTestId('rejoin'), 'the rejoin link on the page').toHaveCount(0);
  await expect(a.getByTestId('players')).toBeHidden();
  await a.getByTestId('menu').click();
  for (const tool of await a.locator('.bar .tools .tool').all()) await expect(tool).toBeInViewport({ ratio: 1 });
  await a.screenshot({ path: `${SHOTS}/table-menu-phone.png` });
  await a.getByTestId('players').click();
  await expect(a.locator('.drawer').getByTestId('rejoin')).toBeAttached();
  await expect(a.getByTestId('players'), 'the menu closes once a tool is chosen').toBeHidden();
  await a.locator('.drawer .close').click();
  // keyboard play: the hand's tab stop is a playable card, arrows move, Enter plays
  await untilCardTurn(a, 9, 200);
  const before = (await handOf(a)).length;
  await a.locator('.hand .slot[tabindex="0"]').focus();
  await expect(a.locator(':focus'), 'the tab stop of the hand').toHaveClass(/\bcan\b/);
  await a.keyboard.press('End');
  await a.keyboard.press('Home');
  await a.keyboard.press('ArrowLeft');
  await expect(a.locator('.hand .slot:last-of-type'), 'ArrowLeft from the first card goes to the last').toBeFocused();
  while (!(await a.evaluate(() => document.activeElement?.classList.contains('can')))) await a.keyboard.press('ArrowRight');
  await a.keyboard.press('Enter');
  await expect(a.locator('.hand [data-card]')).toHaveCount(before - 1);
  await expect(a.locator('.felt .played[data-seat="0"]')).toBeVisible();
  expect(await a.evaluate(() => document.activeElement?.closest('.hand') !== null), 'the focus stays in the hand after playing').toBe(true);
  // the screen reader is told each move in words
  const told = a.getByTestId('announcements');
  await expect(told).toHaveText(/(ace|king|queen|jack|ten|\d) of (spades|hearts|diamonds|clubs)/);
  expect(await told.textContent(), 'suit symbols in the announcements').not.toMatch(/[♠♥♦♣]/);
});
