import type { Award } from '../../../../../shared/rules/games/all-fours/state.js';
import type { AllFoursView } from '../../../../../shared/rules/games/all-fours/view.js';
import { m } from '../../paraglide/messages.js';
import { sortHand, SUIT_SYMBOL } from '../../table/cards.js';
import { cardText } from '../../table/words.js';
import type { TableModel } from '../types.js';

/** The name of an award of the hand [AF-4]. */
export function awardName(award: Award): string {
  switch (award.kind) {
    case 'kick':
      return `${m.af_kick()} ${award.rank === 'T' ? '10' : (award.rank ?? '')}`;
    case 'beg':
      return m.af_take_one();
    case 'high':
      return m.af_high();
    case 'low':
      return m.af_low();
    case 'jack':
      return award.hang ? m.af_hang_jack() : m.af_jack();
    default:
      return m.af_game();
  }
}

/** The table frame's picture of an All Fours view. */
export function allFoursModel(raw: unknown): TableModel {
  const view = raw as AllFoursView;
  const playable = new Set(view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])));
  const last = view.tricks.at(-1) ?? null;
  const teams = Array.from({ length: view.seats }, (_, seat) => seat % 2);
  const trump = view.phase === 'play' ? view.trump : null;
  return {
    seats: view.seats,
    viewer: view.viewer === 'spectator' ? null : view.viewer,
    version: view.version,
    hand: sortHand(view.myHand ?? [], 'AKQJT98765432', trump),
    handSizes: view.handSizes,
    playable,
    trick: view.trick,
    lastTrick: last && { plays: last.plays, winner: last.winner },
    tricksDone: view.tricks.length,
    turn: view.toAct,
    dealer: view.dealer,
    teams,
    out: teams.map(() => false),
    notes: teams.map((_, seat) => seatNote(view, seat)),
    headline: view.trump ? `${m.af_trumps()} ${SUIT_SYMBOL[view.trump]}` + (view.runs ? ` · ${m.af_runs({ runs: String(view.runs) })}` : '') : m.af_to_deal(),
    score: view.score,
    scoreLabel: String(view.options.target),
    over: view.phase === 'over',
  };
}

function seatNote(view: AllFoursView, seat: number): string {
  const parts: string[] = [];
  if (view.beggar === seat) parts.push(m.af_begged());
  if (view.exposed[seat]?.length) parts.push(`${m.af_exposed()}: ${view.exposed[seat].map(cardText).join(' ')}`);
  return parts.join(' · ');
}
