import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../shared/bots/index.js';
import type { Action } from '../../shared/rules/core/game.js';
import type { ViewOf } from '../../shared/rules/registry.js';
import type { BotChooser, BotTurn } from '../../shared/table/bot-player.js';
import { BALOOT, FakeClock, practice } from './practice-kit.js';

// A practice table's bots may think away from the page (a Web Worker in the browser): the host asks
// its thinker for each bot decision first and plays the answer. Here the thinker is the real bots
// behind a promise; the game must be exactly the one the bots play on the page.

/** A thinker answering with the real bots a microtask later, or refusing every question. */
function thinker(refuse = false) {
  const asked: BotTurn[] = [];
  let closed = 0;
  return {
    asked,
    closed: () => closed,
    think(turn: BotTurn): Promise<Action> {
      asked.push(structuredClone(turn));
      if (refuse) return Promise.reject(new Error('no worker here'));
      return Promise.resolve().then(() => chooseAction(turn.game, turn.view as ViewOf<typeof turn.game>, turn.level, turn.seed));
    },
    close: () => void closed++,
  };
}

/** Lets promises settle (the thinker's answers), then the timers, until the person may act or `steps` run out. */
async function playUntilMe(clock: FakeClock, p: ReturnType<typeof practice>, steps = 400): Promise<void> {
  for (let i = 0; i < steps; i++) {
    for (let k = 0; k < 5; k++) await Promise.resolve();
    if (p.last().status === 'over' || (p.last().view && p.view().legal.length > 0)) return;
    clock.advance(50);
  }
}

/** The versions and the person's hands a practice game goes through for its first `moves` moves of the person. */
async function course(opts: Parameters<typeof practice>[1], moves: number) {
  const clock = new FakeClock();
  const p = practice(clock, { setup: BALOOT, ...opts });
  const seen: string[] = [];
  for (let i = 0; i < moves; i++) {
    await playUntilMe(clock, p);
    seen.push(`${p.view().version}:${p.view().myHand.join(' ')}`);
    p.move();
  }
  return { seen, p };
}

describe('a practice table whose bots think elsewhere', () => {
  it('asks the thinker for every bot decision, giving it only the bot seat\'s view, and plays the same game as on the page', async () => {
    const here = await course({}, 12);
    const away = thinker();
    let loads = 0;
    const loadBots = () => (loads++, Promise.resolve(chooseAction as BotChooser));
    const there = await course({ thinker: away, loadBots }, 12);
    expect(there.seen).toEqual(here.seen);
    expect(loads, 'the page loads no bots of its own while the worker answers').toBe(0);
    expect(away.asked.length).toBeGreaterThan(12);
    for (const turn of away.asked) {
      expect(turn.view.viewer).not.toBe(0);
      expect(turn.level).toBe('standard');
      // one seat's view: its own hand, never the state's hands or seed
      expect(turn.view).toHaveProperty('myHand');
      expect(JSON.stringify(turn.view)).not.toContain('practice-test/1"');
    }
  });

  it('plays what the thinker answered, not a decision of its own', async () => {
    const here = await course({}, 8);
    const last = { ...thinker(), think: (turn: BotTurn) => Promise.resolve(turn.view.legal.at(-1)!) };
    const there = await course({ thinker: last }, 8);
    expect(there.seen).not.toEqual(here.seen);
  });

  it('lets the bots decide on the page when the thinker fails, and the game goes on the same', async () => {
    const here = await course({}, 6);
    const failing = thinker(true);
    let loads = 0;
    const loadBots = () => (loads++, Promise.resolve(chooseAction as BotChooser));
    const there = await course({ thinker: failing, loadBots }, 6);
    expect(failing.asked.length).toBeGreaterThan(6);
    expect(there.seen).toEqual(here.seen);
    // the page's copy of the bots is loaded once, when the worker first fails
    expect(loads).toBe(1);
  });

  it('never asks the thinker for random bots (they need no thinking), and closes it with the table', async () => {
    const away = thinker();
    let loads = 0;
    const loadBots = () => (loads++, Promise.resolve(chooseAction as BotChooser));
    const { p } = await course({ thinker: away, loadBots, setup: { ...BALOOT, level: 'random' } }, 4);
    expect(away.asked).toEqual([]);
    expect(loads, 'no bots loaded on the page for random bots').toBe(0);
    p.table.close();
    expect(away.closed()).toBe(1);
  });
});
