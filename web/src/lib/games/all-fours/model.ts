import type { Award } from '$shared/rules/games/all-fours/state.js';
import type { AllFoursView } from '$shared/rules/games/all-fours/view.js';
import { m } from '../../paraglide/messages.js';
import { sortHand, SUIT_SYMBOL } from '../../table/cards.js';
import { cardName, cardText } from '../../table/words.js';
import { legalPlays, trickModel } from '../trick-model.js';
import type { TableModel } from '../types.js';

/** The name of an award of the hand [AF-4]. */
export function awardName(award: Award): string {
  switch (award.kind) {
    case 'kick':
      return `${m.af_kick()} ${award.rank === 'T' ? '10' : (award.rank ?? '')}`;
    case 'beg':
      return m.af_take_one();
    case 'renege':
      return m.af_renege_award();
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

/**
 * The table frame's picture of an All Fours view. With `exposedCards` [AF-6.1] a seat may send `play`
 * out of turn, which exposes the card instead: such plays are kept apart (`offTurn`) so the table asks
 * first, and every seat's exposed cards lie face up in front of it. A card the table accepts but that
 * would be a renege [AF-10.1] is kept apart the same way: the table asks before it goes.
 */
export function allFoursModel(view: AllFoursView): TableModel {
  const plays = legalPlays(view);
  const inTurn = view.phase === 'play' && view.turn !== null && view.turn === view.viewer;
  const reneges = new Set(inTurn ? view.reneges : []);
  const calls = view.legal.flatMap((a) => (a.type === 'call' ? [a.card] : []));
  const teams = Array.from({ length: view.seats }, (_, seat) => seat % 2);
  const trump = view.phase === 'play' ? view.trump : null;
  // the turn is the view's `turn` alone: toAct also lists seats that may expose or call, but only the seat whose turn it is glows
  return trickModel(view, {
    seats: view.seats,
    hand: sortHand(view.myHand ?? [], 'AKQJT98765432', trump),
    playable: new Set(inTurn ? plays.filter((card) => !reneges.has(card)) : []),
    trumpInsteadOfFollowing: trump,
    offTurn:
      !inTurn && plays.length > 0
        ? { cards: new Set(plays), title: m.af_expose_title(), question: (card) => m.af_expose_question({ card: cardName(card) }), confirm: m.af_expose_ok() }
        : reneges.size > 0
          ? { cards: reneges, title: m.af_renege_warn_title(), question: (card) => m.af_renege_warn({ card: cardName(card) }), confirm: m.af_renege_warn_ok() }
          : null,
    shown: view.exposed,
    callable: new Set(calls),
    teams,
    out: teams.map(() => false),
    notes: teams.map((_, seat) => seatNote(view, seat)),
    headline: headline(view),
    score: view.score,
    scoreLabel: m.target({ target: String(view.options.target) }),
  });
}

function headline(view: AllFoursView): string {
  const parts = [view.trump ? `${m.af_trumps()} ${SUIT_SYMBOL[view.trump]}` + (view.runs ? ` · ${m.af_runs({ runs: String(view.runs) })}` : '') : m.af_to_deal()];
  // [AF-10.4] a best of three says how the games stand
  if (view.options.matchGames === 3) parts.push(m.af_games({ games: view.gamesWon.join('–') }));
  return parts.join(' · ');
}

function seatNote(view: AllFoursView, seat: number): string {
  const parts: string[] = [];
  // [AF-10.2a] after the last trick each seat in turn is asked whether it calls a renege
  if (view.phase === 'ask' && view.turn === seat) parts.push(m.af_asked());
  if (view.beggar === seat) parts.push(m.af_begged());
  // the exposed cards themselves lie in front of the seat; a called one must be played now
  if (view.called !== null && view.turn === seat && view.phase === 'play') parts.push(`${m.af_called()}: ${cardText(view.called)}`);
  return parts.join(' · ');
}
