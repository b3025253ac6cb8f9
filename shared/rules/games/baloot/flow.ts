import type { Applied } from '../../core/game.js';
import { dealRest, nextHand, redeal } from './deal.js';
import { startKawesh } from './kawesh.js';
import { startPlay } from './play.js';
import { startAsking } from './qayd.js';
import { chainOpen, startRaising } from './raising.js';
import { finishHand } from './scoring.js';
import type { BalootState, Step } from './state.js';

/**
 * The one place where Baloot moves from phase to phase: a phase reports how an action ended it, and
 * this decides what follows, so the phase files never call each other. The phase's new state is a
 * fresh copy made by this action, so what follows writes into it (and into its `deal` after a call or
 * a raise, which copy it too; a hand's end makes new `match`, `deal` and `play` parts).
 */
export function advance(step: Step): Applied<BalootState> {
  if (!step.ok || step.end === undefined) return step; // most actions: the step is the result as it is
  const { state, events } = step;
  switch (step.end) {
    case 'thrownIn':
      nextHand(state, events); // [BAL-3.4]
      break;
    case 'contractMade':
      dealRest(state, events); // [BAL-1.3]
      if (startKawesh(state)) break; // [BAL-11.3]
      if (chainOpen(state)) startRaising(state); // [BAL-4.2]
      else startPlay(state, events);
      break;
    case 'kaweshDone':
      if (chainOpen(state)) startRaising(state);
      else startPlay(state, events);
      break;
    case 'kaweshRedeal':
      redeal(state, events); // [BAL-11.2] the same dealer deals again
      break;
    case 'raisesDone':
      startPlay(state, events);
      break;
    case 'handPlayed':
      // [BAL-10.2] with Qayd every seat is asked after the last trick, then the hand is scored
      if (state.options.qayd === true && state.phase === 'playing') {
        startAsking(state, events);
        break;
      }
      finishHand(state, events);
      if (state.match.winner === null) nextHand(state, events); // [BAL-1.1]
      break;
    case 'qaydCalled':
      finishHand(state, events); // [BAL-10.3]
      if (state.match.winner === null) nextHand(state, events);
      break;
  }
  return { ok: true, state, events };
}
