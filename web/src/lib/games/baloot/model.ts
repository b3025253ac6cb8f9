import type { BalootView } from '$shared/rules/games/baloot/view.js';
import { m } from '../../paraglide/messages.js';
import { sortHand, SUIT_SYMBOL } from '../../table/cards.js';
import { cardName } from '../../table/words.js';
import { legalPlays, trickModel } from '../trick-model.js';
import type { TableModel } from '../types.js';

/** The contract in words: `Hokum ♥ ×2 · locked`, `Sun (Ashkal)`, `… Gahwa`. */
export function contractLabel(contract: NonNullable<BalootView['contract']>): string {
  const kind = contract.kind === 'sun' ? (contract.ashkal ? m.bal_ashkal() : m.bal_sun()) : `${m.bal_hokum()} ${SUIT_SYMBOL[contract.trump!]}`;
  const level = contract.gahwa ? ` · ${m.bal_gahwa()}` : contract.level > 1 ? ` ×${contract.level}` : '';
  // the word, not a padlock emoji: that is an empty box on systems without an emoji font
  return kind + level + (contract.locked ? ` · ${m.bal_locked()}` : '');
}

/** A call of the auction in words. */
export function callLabel(call: { call: string; suit?: string }): string {
  if (call.call === 'pass') return m.pass();
  if (call.call === 'sun') return m.bal_sun();
  if (call.call === 'ashkal') return m.bal_ashkal();
  return call.suit ? `${m.bal_hokum()} ${SUIT_SYMBOL[call.suit as 'S']}` : m.bal_hokum();
}

/** The names of Baloot's project kinds. */
export function projectLabel(kind: string): string {
  return kind === 'sira' ? m.bal_sira() : kind === 'fifty' ? m.bal_fifty() : kind === 'hundred' ? m.bal_hundred() : m.bal_four_hundred();
}

/**
 * The table frame's picture of a Baloot view. With Qayd [BAL-10.1] a card that would be a foul is kept
 * apart from the lawful ones: the table asks before it goes.
 */
export function balootModel(view: BalootView): TableModel {
  const trump = view.contract?.trump ?? null;
  const fouls = new Set(view.fouls);
  const asking =
    fouls.size > 0
      ? {
          playable: new Set(legalPlays(view).filter((card) => !fouls.has(card))),
          offTurn: { cards: fouls, title: m.bal_foul_warn_title(), question: (card: string) => m.bal_foul_warn({ card: cardName(card) }), confirm: m.bal_foul_warn_ok() },
        }
      : {};
  return trickModel(view, {
    ...asking,
    seats: 4,
    hand: sortHand(view.myHand ?? [], 'ATKQJ987', trump, 'J9ATKQ87'),
    teams: [0, 1, 0, 1],
    out: [false, false, false, false],
    notes: [0, 1, 2, 3].map((seat) => seatNote(view, seat)),
    headline: view.contract ? contractLabel(view.contract) : m.bal_auction_round({ round: view.auction.round }),
    score: view.score,
    scoreLabel: m.target({ target: String(view.options.target) }),
  });
}

function seatNote(view: BalootView, seat: number): string {
  // [BAL-10.2a] after trick 8 each seat in turn is asked whether it calls Qayd
  if (view.phase === 'asking' && view.turn === seat) return m.bal_asked();
  if (view.phase === 'auction') {
    const call = view.auction.calls.filter((c) => c.seat === seat && c.round === view.auction.round).at(-1);
    return call ? callLabel(call) : '';
  }
  const parts: string[] = [];
  if (view.contract?.declarer === seat) parts.push(contractLabel(view.contract));
  if (view.contract?.doubler === seat) parts.push(m.bal_double());
  const kinds = view.projects?.kinds[seat];
  if (kinds && kinds.length && view.tricks.length === 0) parts.push(kinds.map(projectLabel).join(', '));
  if (view.balootSeat === seat) parts.push(m.bal_baloot());
  return parts.join(' · ');
}
