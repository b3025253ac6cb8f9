// Every decision of every game fits the screen: at each kind of decision the viewer meets, the page
// does not scroll, the whole hand is on screen and so is every button of the decision. Runs on the
// phone (360x640) and the desktop, keeping a screenshot of each kind of decision at each size.
import type { Page } from '@playwright/test';
import { seeded } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';

/** What the page shows now: a decision (its kind: the types of its actions), a card to play, or nothing. */
async function look(page: Page): Promise<{ kind: string } | 'card' | 'waiting'> {
  return page.evaluate(now);
}

/** In the page: what it shows now (see `look`). Runs inside `page.evaluate`, so it names nothing outside. */
function now(): { kind: string } | 'card' | 'waiting' {
  {
    const actions = [...document.querySelectorAll<HTMLElement>('.panel [data-action]')].map((el) => {
      const action = JSON.parse(el.dataset.action!) as { type: string; suit?: string; locked?: boolean };
      return action.type + (action.suit ? '-suit' : '') + (action.locked !== undefined ? '-lock' : '');
    });
    if (document.querySelector('.panel .picker')) actions.push('bid');
    if (actions.length > 0) return { kind: [...new Set(actions)].sort().join(' ') };
    return document.querySelector('.hand .slot.can') ? 'card' : 'waiting';
  }
}

/**
 * Where the page, the hand and the decision's controls are, once nothing moves (endless glows aside),
 * with what the page shows at that moment (`now`), measured in the same step so that they agree.
 */
async function measure(page: Page) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
  const measured: Measured = await page.evaluate(`({ ...(${places})(), now: (${now})() })`);
  return measured;
}

type Measured = ReturnType<typeof places> & { now: ReturnType<typeof now> };

/** In the page: where the page, the hand and the decision's controls are. Names nothing outside. */
function places() {
  const outside = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1;
  };
  const name = (el: Element) => (el as HTMLElement).dataset.card ?? el.textContent?.trim() ?? el.tagName;
  return {
    scroll: document.scrollingElement!.scrollHeight,
    height: innerHeight,
    hand: document.querySelectorAll('.hand .slot').length,
    handOutside: [...document.querySelectorAll('.hand, .hand .slot')].filter(outside).map(name),
    controls: document.querySelectorAll('.panel button').length,
    controlsOutside: [...document.querySelectorAll('.panel button')].filter(outside).map(name),
    // a seat's words under its partner tag (an Arabic "بس" note was)
    covered: [...document.querySelectorAll('.felt .seat')].flatMap((seat) => {
      const tag = seat.querySelector('.partner-tag')?.getBoundingClientRect();
      if (!tag) return [];
      return [...seat.querySelectorAll('.name, .status, .count, .note')].filter((el) => {
        const r = el.getBoundingClientRect();
        return Math.min(r.right, tag.right) - Math.max(r.left, tag.left) > 1 && Math.min(r.bottom, tag.bottom) - Math.max(r.top, tag.top) > 1;
      }).map(name);
    }),
  };
}

/**
 * Asserts that the decision on screen fits: no scrolling, the hand and the controls inside the screen.
 */
function expectFits(where: string, m: Measured) {
  expect(m.scroll, `${where}: the page's height (scrolls past the screen)`).toBeLessThanOrEqual(m.height + 1);
  expect(m.hand, `${where}: cards in the hand`).toBeGreaterThan(0);
  expect(m.handOutside, `${where}: the hand's cards off the screen`).toEqual([]);
  expect(m.controls, `${where}: the decision's buttons`).toBeGreaterThan(0);
  expect(m.covered, `${where}: seat words under the partner tag`).toEqual([]);
  expect(m.controlsOutside, `${where}: the decision's buttons off the screen`).toEqual([]);
}

/** The action a decision of `kind` takes (`type`, `-suit` marked), given the hand's headline; else a random one. */
type Choose = (kind: string, headline: string) => string | undefined;

/**
 * Plays seat 0 of a practice table (bots in the other seats) until every kind of decision in `wanted`
 * has been met (at most `maxSteps` steps), checking that each new kind fits the screen.
 */
async function meetDecisions(page: Page, table: string, wanted: string[][], maxSteps: number, choose: Choose = () => undefined) {
  const { width, height } = page.viewportSize()!;
  await page.goto(`/practice/${table}&fast`);
  await expect(page.locator('.felt .seat').first()).toBeVisible();
  const random = seeded(table.length * 7 + width);
  const name = table.replace(/\?seats=(\d+).*/, '-$1');
  const seen = new Set<string>();
  const met = (types: string[]) => [...seen].some((kind) => types.every((t) => kind.split(' ').includes(t)));
  for (let i = 0; i < maxSteps && !wanted.every(met); i++) {
    const now = await look(page);
    if (now === 'waiting') {
      await page.waitForTimeout(60);
      continue;
    }
    if (now === 'card') {
      await page.evaluate((pick) => {
        const cards = document.querySelectorAll<HTMLElement>('.hand .slot.can');
        cards[Math.floor(pick * cards.length)]?.click();
      }, random());
      continue;
    }
    if (!seen.has(now.kind)) {
      const m = await measure(page);
      // the decision went while its animations settled (a bot acted first): meet it another time
      if (typeof m.now !== 'object' || m.now.kind !== now.kind) continue;
      seen.add(now.kind);
      expectFits(`${table} at ${width}x${height}, deciding ${now.kind}`, m);
      await page.screenshot({ path: `${SHOTS}/decision-${name}-${now.kind.replace(/ /g, '+')}-${width}x${height}.png` });
    }
    const headline = (await page.locator('.bar .headline').textContent()) ?? '';
    await page.evaluate(
      ([pick, wish]) => {
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('.panel button[data-action]'), ...document.querySelectorAll<HTMLButtonElement>('.picker .go:not([disabled])')];
        const typeOf = (b: HTMLButtonElement) => {
          const action = JSON.parse(b.dataset.action ?? '{"type":"bid"}') as { type: string; suit?: string };
          return action.type + (action.suit ? '-suit' : '');
        };
        const wished = buttons.filter((b) => typeOf(b) === wish);
        const from = wished.length > 0 ? wished : buttons;
        from[Math.floor(pick * from.length)]?.click();
      },
      [random(), choose(now.kind, headline) ?? ''] as const,
    );
  }
  for (const types of wanted) expect(met(types), `${table}: a decision with ${types} (met: ${[...seen].join(' | ')})`).toBe(true);
}

// Baloot: pass in the first round (so that all four pass now and then), buy Hokum in the second (the
// headline says "round 2") and name its suit; double, declare projects
const balootChoice: Choose = (kind, headline) =>
  ['hokum-suit', 'declare', 'double'].find((type) => kind.split(' ').includes(type)) ?? (/2/.test(headline) ? 'hokum' : 'pass');

test('Baloot: bidding in both rounds, the trump suit, doubling and projects fit the screen with the hand', { tag: '@desktop' }, async ({ person }) => {
  const a = await person();
  await meetDecisions(a, 'baloot?seats=4&seed=fit1', [['sun', 'hokum', 'pass'], ['hokum-suit'], ['double'], ['declare']], 3000, balootChoice);
});

test('Fifty-Six with 4 players (12 cards): the bid picker and doubling fit the screen with the hand', { tag: '@desktop' }, async ({ person }) => {
  const a = await person();
  await meetDecisions(a, 'fifty-six?seats=4&seed=fit2', [['bid', 'pass'], ['double']], 3000);
});

test('Fifty-Six with 8 players: the bid picker fits the screen with the hand', { tag: '@desktop' }, async ({ person }) => {
  const a = await person();
  await meetDecisions(a, 'fifty-six?seats=8&seed=fit3', [['bid', 'pass']], 1500);
});

// the dealer's deal is no decision: the table makes it, so there is no Deal button to fit
test('All Fours: standing or begging, giving one or running the pack fit the screen with the hand', { tag: '@desktop' }, async ({ person }) => {
  const a = await person();
  await meetDecisions(a, 'all-fours?seats=2&seed=fit4', [['stand', 'beg'], ['takeOne', 'run']], 3000);
  expect(await a.locator(`.panel button[data-action='{"type":"deal"}']`).count()).toBe(0);
});

test.describe('a low phone (360x560)', () => {
  test.use({ viewport: { width: 360, height: 560 } });

  test('Fifty-Six with 4 and with 8 players: the bid picker fits with the hand', async ({ person }) => {
    const a = await person();
    await meetDecisions(a, 'fifty-six?seats=4&seed=low1', [['bid', 'pass'], ['double']], 3000);
    await meetDecisions(a, 'fifty-six?seats=8&seed=low2', [['bid', 'pass']], 1500);
  });

  test('Baloot: projects and the trump suit fit with the hand', async ({ person }) => {
    const a = await person();
    await meetDecisions(a, 'baloot?seats=4&seed=low3', [['hokum-suit'], ['declare']], 3000, balootChoice);
  });
});

// beside three teams' scores the bar had room for half the contract: "28 No Trumps (forced) — Bidder…";
// in Tamil even beside two: "31 ♣ — ஏலதாரர் 0/31 · எதிரணி…"
for (const { seats, lang } of [{ seats: 6, lang: 'en' }, { seats: 4, lang: 'ta' }, { seats: 4, lang: 'ml' }]) {
  // the desktop's bar is wider: only the longest words (Tamil) are checked there too
  test(`Fifty-Six with ${seats} players in ${lang}: the bar shows the whole contract and the race to it`, lang === 'ta' ? { tag: '@desktop' } : {}, async ({ person }) => {
    const a = await person();
    await a.addInitScript((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), lang);
    await a.goto(`/practice/fifty-six?seats=${seats}&seed=head1&fast`);
    const headline = a.locator('.bar .headline');
    // every seat passes here: the contract is the forced 28 No Trumps, the longest there is
    await expect(async () => {
      const pass = a.locator(`.panel button[data-action='{"type":"pass"}']`);
      if ((await pass.count()) > 0) await pass.first().click({ timeout: 1000 });
      expect(await headline.textContent()).toContain('—');
    }).toPass({ timeout: 30_000 });
    const cut = await headline.evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
    expect(cut, `the headline "${await headline.textContent()}" is cut`).toBe(false);
  });
}
