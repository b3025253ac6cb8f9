import type { BaseState } from '../../core/game.js';
import type { Options } from '../../core/options.js';
import { OPTIONS } from './options.js';
import { STATE_FORMAT, type BalootState, type DealState, type MatchState, type PlayState } from './state.js';

/** A Baloot state as format 2 kept it: every field at the top level (cards already as numbers). */
type Format2State = Omit<BalootState, 'match' | 'deal' | 'play'> & MatchState & Omit<DealState, 'fouls' | 'qayd' | 'akkas'> & PlayState;

// a stored table's options, with the options added since at their defaults (which play as before)
function withDefaults(options: Options): Options {
  const filled: Options = {};
  for (const spec of OPTIONS) filled[spec.key] = spec.key in options ? options[spec.key] : spec.default;
  return filled;
}

/**
 * A stored Baloot state in this engine's shape (`STATE_FORMAT`), or null if its shape is not one
 * this can read: format 4 as it is, format 3 with no fouls, format 2 (one flat object) split into its parts. A table's
 * snapshot saved by the engine before is thus loaded as it was, not replayed from the log.
 */
export function migrateState(saved: BaseState): BalootState | null {
  if (saved.format === STATE_FORMAT) return saved as BalootState;
  // format 3: the same parts, before fouls and Qayd calls [BAL-10] (and their options, at their defaults)
  if (saved.format === 3) {
    const s = saved as Omit<BalootState, 'deal'> & { deal: Omit<DealState, 'fouls' | 'qayd' | 'akkas'> };
    return { ...s, format: STATE_FORMAT, options: withDefaults(s.options), deal: { ...s.deal, fouls: [], qayd: null, akkas: [] } };
  }
  if (saved.format !== 2) return null;
  const s = saved as Format2State;
  return {
    game: 'baloot',
    format: STATE_FORMAT,
    version: s.version,
    seats: s.seats,
    options: withDefaults(s.options),
    seed: s.seed,
    phase: s.phase,
    turn: s.turn,
    match: { hand: s.hand, dealer: s.dealer, score: s.score, lastHand: s.lastHand, history: s.history, winner: s.winner, stacked: s.stacked },
    deal: {
      hands: s.hands,
      dealt: s.dealt,
      stock: s.stock,
      bidCard: s.bidCard,
      auction: s.auction,
      contract: s.contract,
      raising: s.raising,
      projects: s.projects,
      baloot: s.baloot,
      fouls: [],
      qayd: null,
      akkas: [],
    },
    play: { played: s.played, trick: s.trick, tricks: s.tricks },
  };
}
