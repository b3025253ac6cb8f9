import type { Applied } from '../../core/game.js';
import { dealRest, nextHand } from './deal.js';
import { startPlay } from './play.js';
import { chainOpen, startRaising } from './raising.js';
import { finishHand } from './scoring.js';
import type { BalootState, Step } from './state.js';

/**
 * The one place where Baloot moves from phase to phase: a phase reports how an action ended it, and
 * this decides what follows, so the phase files never call each other.
 */
export function advance(step: Step): Applied<BalootState> {
  if (!step.ok) return step;
  const { events } = step;
  let state = step.state;
  switch (step.end) {
    case undefined:
      break;
    case 'thrownIn':
      state = nextHand(state, events); // [BAL-3.4]
      break;
    case 'contractMade':
      state = dealRest(state, events); // [BAL-1.3]
      state = chainOpen(state) ? startRaising(state) : startPlay(state, events); // [BAL-4.2]
      break;
    case 'raisesDone':
      state = startPlay(state, events);
      break;
    case 'handPlayed':
      state = finishHand(state, events);
      if (state.winner === null) state = nextHand(state, events); // [BAL-1.1]
      break;
  }
  return { ok: true, state, events };
}
