import type { Seat } from '../../core/seats.js';
import { seatsFrom } from '../../core/seats.js';
import { firstHand, teamOf, type Phase, type TwentyNineState } from './state.js';

/** A stage of a hand that `enter` opens (or skips, when the table's options leave it out). */
export type Stage = 'firstAnnul' | 'auction' | 'trump' | 'secondAnnul' | 'single' | 'double' | 'redouble' | 'fullSet' | 'playing';

function ask(next: TwentyNineState, phase: Phase, seats: Seat[]): void {
  next.phase = phase;
  next.turn = seats[0];
  next.asking = seats.slice(1);
}

/** Opens `stage` in `next` (a fresh copy, written in place), skipping the stages the options leave out. */
export function enter(next: TwentyNineState, stage: Stage): void {
  const options = next.options;
  const first = firstHand(next);
  switch (stage) {
    case 'firstAnnul':
      // [TN-1.4] F, then the next seat
      if (options.annul === 'off') return enter(next, 'auction');
      return ask(next, 'firstAnnul', [first, (first + 1) & 3]);
    case 'auction':
      // [TN-2.1] F speaks first
      return ask(next, 'auction', [first]);
    case 'trump':
      return ask(next, 'trump', [next.bidder]);
    case 'secondAnnul':
      // [TN-1.4] any player, asked in turn from F
      if (options.annul === 'off') return enter(next, 'single');
      return ask(next, 'secondAnnul', seatsFrom(first, 4));
    case 'single':
      // [TN-6.1] each player in turn from F, once
      if (options.singleHand === 'off') return enter(next, 'double');
      return ask(next, 'single', seatsFrom(first, 4));
    case 'double': {
      // [TN-7.1a] the bidder's opponents in turn from F
      if (options.doubling !== true) return enter(next, 'playing');
      const team = teamOf(next.bidder);
      return ask(next, 'double', seatsFrom(first, 4).filter((seat) => teamOf(seat) !== team));
    }
    case 'redouble':
      // [TN-7.1a] the bidder, then its partner
      return ask(next, 'redouble', [next.bidder, (next.bidder + 2) & 3]);
    case 'fullSet':
      // [TN-7.2a] the doubler, then its partner
      if (options.fullSet !== true) return enter(next, 'playing');
      return ask(next, 'fullSet', [next.doubler, (next.doubler + 2) & 3]);
    case 'playing': {
      // [TN-4.1] F leads (the single hand's caller leads every trick it plays [TN-6.2a])
      const leader = next.single >= 0 ? next.single : first;
      next.phase = 'playing';
      next.leader = leader;
      next.turn = leader;
      next.asking = [];
      return;
    }
  }
}

const AFTER: Partial<Record<Phase, Stage>> = {
  firstAnnul: 'auction',
  secondAnnul: 'single',
  single: 'double',
  double: 'playing',
  redouble: 'playing',
  fullSet: 'playing',
};

/** After a seat declined the current question: the next seat is asked, or the hand moves on. */
export function askNext(next: TwentyNineState): void {
  if (next.asking.length > 0) {
    next.turn = next.asking[0];
    next.asking = next.asking.slice(1);
    return;
  }
  enter(next, AFTER[next.phase]!);
}
