import type { BaseState } from '../../core/game.js';
import { STATE_FORMAT, type BalootState, type DealState, type MatchState, type PlayState } from './state.js';

/** A Baloot state as format 2 kept it: every field at the top level (cards already as numbers). */
type Format2State = Omit<BalootState, 'match' | 'deal' | 'play'> & MatchState & DealState & PlayState;

/**
 * A stored Baloot state in this engine's shape (`STATE_FORMAT`), or null if its shape is not one
 * this can read: format 3 as it is, format 2 (one flat object) split into its parts. A table's
 * snapshot saved by the engine before is thus loaded as it was, not replayed from the log.
 */
export function migrateState(saved: BaseState): BalootState | null {
  if (saved.format === STATE_FORMAT) return saved as BalootState;
  if (saved.format !== 2) return null;
  const s = saved as Format2State;
  return {
    game: 'baloot',
    format: STATE_FORMAT,
    version: s.version,
    seats: s.seats,
    options: s.options,
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
    },
    play: { played: s.played, trick: s.trick, tricks: s.tricks },
  };
}
