import { it } from 'vitest';
import type { Bot } from '../../../../shared/bots/bot.js';
import { randomBot } from '../../../../shared/bots/random.js';
import { twentyEightExpert } from '../../../../shared/bots/twenty-eight/expert.js';
import { twentyEightBot } from '../../../../shared/bots/twenty-eight/index.js';
import type { Action } from '../../../../shared/rules/core/game.js';
import type { Random } from '../../../../shared/rules/core/shuffle.js';
import type { TwentyEightView } from '../../../../shared/rules/games/twenty-eight/view.js';
import { duplicate, playGame } from './play-game.js';

// Measurements, skipped unless asked for (each a minute at most):
//   MEASURE=rate STRONG=standard WEAK=random N=100 SEATS=4,3,6 npx vitest run --project node test/shared/bots/twenty-eight/measure.test.ts
//   MEASURE=rate STRONG=expert WEAK=standard N=60 SEATS=4 ...
//   MEASURE=time G=6 ... (the expert's decision times, against standard seats)

const BOTS: Record<string, Bot<TwentyEightView>> = { random: randomBot, standard: twentyEightBot, expert: twentyEightExpert };
const seatsOf = (): number[] => (process.env.SEATS ?? '4,3,6').split(',').map(Number);

it.skipIf(process.env.MEASURE !== 'rate')('duplicate-deal win rate of STRONG against WEAK', () => {
  const strong = BOTS[process.env.STRONG ?? 'standard'];
  const weak = BOTS[process.env.WEAK ?? 'random'];
  for (const seats of seatsOf()) {
    const t = Date.now();
    const r = duplicate(seats, Number(process.env.N ?? 100), strong, weak, undefined, process.env.LABEL ?? 'measure');
    console.log(`seats ${seats}: won ${r.won}/${r.games} = ${(r.won / r.games).toFixed(3)} in ${Date.now() - t} ms`);
  }
}, 600_000);

it.skipIf(process.env.MEASURE !== 'time')('the expert\'s decision times', () => {
  for (const seats of seatsOf()) {
    const times: number[] = [];
    const timed = (view: TwentyEightView, random: Random): Action => {
      const t = performance.now();
      const action = twentyEightExpert(view, random);
      times.push(performance.now() - t);
      return action;
    };
    for (let g = 0; g < Number(process.env.G ?? 6); g++) {
      const bots = [...Array(seats).keys()].map((s) => (s % 2 === g % 2 ? timed : twentyEightBot));
      playGame({ seats, seed: `time-${g}`, bots });
    }
    times.sort((a, b) => a - b);
    const q = (xs: number[], p: number): string => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))].toFixed(1);
    const searched = times.filter((t) => t > 0.5);
    console.log(`seats ${seats}: ${times.length} decisions, p50 ${q(times, 0.5)} p99 ${q(times, 0.99)} max ${q(times, 1)} ms; searched (>0.5 ms) ${searched.length}: p50 ${q(searched, 0.5)} p99 ${q(searched, 0.99)} ms`);
  }
}, 600_000);
