import type { Suit } from '$shared/rules/core/cards.js';
import type { Call } from '$shared/rules/games/twenty-eight/state.js';
import type { TwentyEightView } from '$shared/rules/games/twenty-eight/view.js';
import { m } from '../../paraglide/messages.js';
import { sortHand, SUIT_SYMBOL } from '../../table/cards.js';
import { cardName } from '../../table/words.js';
import { legalPlays, trickModel } from '../trick-model.js';
import type { TableModel } from '../types.js';

/** The rank order of every suit, the trump suit too [TE-1.1]; the 6s of the 6-player pack last [TE-10.2]. */
const ORDER = 'J9ATKQ876';

/** A call of an auction in words: its number, or Pass. */
export function callText(call: Call): string {
  return call.call === 'pass' ? m.pass() : String(call.value);
}

/** The stakes after a double or redouble [TE-9.1]: "", " ×2", " ×4". */
export function stakesText(doubled: number): string {
  return doubled === 2 ? ' ×4' : doubled === 1 ? ' ×2' : '';
}

/** The seats on the bidder's side in this hand: its team at 4 and 6; itself alone at 3 [TE-10.1]. */
function biddingSide(view: TwentyEightView): number[] {
  const lone = view.thani >= 0 ? view.thani : view.bidder;
  if (view.seats === 3) return [lone];
  return view.teams.flatMap((team, seat) => (team === view.teams[lone] ? [seat] : []));
}

/** The trump in words: its suit once exposed, "hidden" while it lies face down. */
function trumpText(view: TwentyEightView): string {
  if (view.trump) return m.te_trumps({ suit: SUIT_SYMBOL[view.trump.suit] });
  return view.trumpSeat >= 0 ? m.te_trump_hidden() : '';
}

/**
 * The hand's line: the auction under way and its high bid; then the contract, the trump once exposed
 * and how far each side is ("Bid 20 ×2 · Trumps ♥ — Bidders 8/20 · Others 3/9"); a Thani's tricks [TE-7.2].
 */
export function headlineOf(view: TwentyEightView): string {
  if (view.phase === 'over') return '';
  if (view.phase === 'redeal' || view.phase === 'bid1' || view.phase === 'bid2') {
    const auction = view.phase === 'bid2' ? m.te_second_bidding() : m.te_first_bidding();
    return view.high > 0 ? `${auction} · ${m.te_high_bid({ bid: String(view.high) })}` : auction;
  }
  if (view.phase === 'trump' || view.phase === 'retake') return `${m.te_contract({ bid: String(view.high) })} · ${m.te_laying()}`;
  if (view.thani >= 0) return `${m.te_thani()} — ${m.te_thani_tricks({ n: String(view.tricks.length) })}`;
  const side = biddingSide(view);
  const bidders = side.reduce((sum, seat) => sum + (view.won[seat] ?? 0), 0);
  const others = view.won.reduce((sum, p) => sum + p, 0) - bidders;
  const needed = 29 - view.target;
  // the trump once exposed; while hidden, the card lying at the bidder's seat says so (the line fits a phone)
  const trump = view.trump || view.phase !== 'play' ? ` · ${trumpText(view)}` : '';
  const base = `${m.te_contract({ bid: String(view.target) })}${stakesText(view.doubled)}${trump}`;
  if (view.phase !== 'play') return base;
  if (bidders >= view.target) return `${base} — ${m.te_made()} (${bidders})`;
  if (others >= needed) return `${base} — ${m.te_failed()}`;
  return `${base} — ${m.te_bidders()} ${bidders}/${view.target} · ${m.te_others()} ${others}/${needed}`;
}

/** A seat's note: its last call in the auction under way, then the contract, Thani, sitting out, the Pair. */
function seatNote(view: TwentyEightView, seat: number): string {
  if (view.silent.includes(seat)) return m.te_sits_out();
  if (view.phase === 'bid1' || view.phase === 'bid2') {
    const call = (view.phase === 'bid2' ? view.calls2 : view.calls1).findLast((c) => c.seat === seat);
    return call ? callText(call) : '';
  }
  if (view.phase === 'over') return '';
  const parts: string[] = [];
  if (view.thani === seat) parts.push(m.te_thani());
  else if (view.thani < 0 && seat === view.bidder && view.phase !== 'redeal') parts.push(`${m.te_contract({ bid: String(view.high) })}${stakesText(view.doubled)}`);
  if (view.pair?.seat === seat) parts.push(m.te_pair());
  return parts.join(' · ');
}

/**
 * The trump card lying beside the bidder [TE-2.5][TE-4.1]: face down (its back) for everyone but its
 * owner, who sees its face. Once exposed [TE-4.2] it stays face up at the bidder's seat for the others
 * until it is played, so everyone sees what it was; for the bidder it has joined the hand.
 */
function asideOf(view: TwentyEightView, viewer: number | null): TableModel['aside'] {
  if (view.trumpSeat >= 0) {
    const own = viewer === view.trumpSeat ? view.myTrump : null;
    // the bidder's last card, the trump card itself, is played from the hand [TE-5.5]
    if (own && view.myHand?.length === 0 && view.phase === 'play') return null;
    return { seat: view.trumpSeat, card: own, label: own ? `${m.te_trump_card()}: ${cardName(own)}` : m.te_trump_card() };
  }
  if (view.trump && view.bidder !== viewer && view.known[view.bidder]?.includes(view.trump.card)) {
    return { seat: view.bidder, card: view.trump.card, label: `${m.te_trump_card()}: ${cardName(view.trump.card)}` };
  }
  return null;
}

/** The table frame's picture of a Twenty-Eight view. */
export function twentyEightModel(view: TwentyEightView): TableModel {
  const viewer = view.viewer === 'spectator' ? null : view.viewer;
  const plays = legalPlays(view);
  const hand = (view.myHand ?? []).slice();
  // the hidden trump card as the bidder's last card is played like any other [TE-5.5]
  if (view.myTrump && hand.length === 0 && plays.includes(view.myTrump)) hand.push(view.myTrump);
  const trumpSuit = (view.trump?.suit ?? (view.myTrump ? view.myTrump[1] : null)) as Suit | null;
  const aside = asideOf(view, viewer);
  return trickModel(view, {
    seats: view.seats,
    hand: sortHand(hand, ORDER, trumpSuit),
    // cards everyone knows a seat holds (the exposed trump card, a declared Pair), but one lying at its seat
    shown: view.known.map((cards, seat) => cards.filter((card) => !(aside && aside.seat === seat && aside.card === card))),
    aside,
    teams: view.teams,
    out: view.teams.map((_, seat) => view.silent.includes(seat)),
    notes: view.teams.map((_, seat) => seatNote(view, seat)),
    headline: headlineOf(view),
    score: view.score,
    // game points to ±target at 4 and 6 players [TE-8.3]; each seat's tables at 3 [TE-10.1]
    scoreLabel: view.seats === 3 ? m.te_tables() : m.te_to_target({ target: String(view.options.target ?? 6) }),
  });
}
