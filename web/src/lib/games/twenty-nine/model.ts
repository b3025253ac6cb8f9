import type { Suit } from '$shared/rules/core/cards.js';
import type { Call, ChoiceForm, HandSummary } from '$shared/rules/games/twenty-nine/state.js';
import type { TwentyNineView } from '$shared/rules/games/twenty-nine/view.js';
import { m } from '../../paraglide/messages.js';
import { sortHand, SUIT_SYMBOL } from '../../table/cards.js';
import { trickModel } from '../trick-model.js';
import type { TableModel } from '../types.js';

/** The rank order of every suit [TN-1.1]. */
export const ORDER = 'J9ATKQ87';

/** A trump choice in words: `♥`, No trumps. */
export function trumpText(trump: Suit | 'NT'): string {
  return trump === 'NT' ? m.fs_no_trumps() : SUIT_SYMBOL[trump];
}

/** A call of the auction in words: `17`, Pass, Hold 17. */
export function callText(call: Pick<Call, 'call' | 'value'>): string {
  if (call.call === 'pass') return m.pass();
  if (call.call === 'hold') return m.tn_hold_value({ value: String(call.value ?? '') });
  return String(call.value ?? '');
}

/** How the trump choice lies on the table, in words: a marker, a laid card, the seventh card. */
export function formText(form: ChoiceForm): string {
  return form === 'marker' ? m.tn_form_marker() : form === 'card' ? m.tn_form_card() : m.tn_form_seventh();
}

/** The stakes after a double or redouble [TN-7.1]: ` ×2`, ` ×4`, or nothing. */
export function stakesText(doubled: number): string {
  return doubled === 2 ? ' ×4' : doubled === 1 ? ' ×2' : '';
}

/** The card points of a hand: 29 with the last-trick point, 28 without [TN-1.1]. */
export function totalPoints(view: Pick<TwentyNineView, 'options'>): number {
  return view.options.lastTrick === 0 ? 28 : 29;
}

/** The trump as this viewer knows it: the suit, no trumps, or "hidden" (the seventh card: "unseen"). */
export function knownTrump(view: TwentyNineView): string {
  if (view.trump.trump !== null) return trumpText(view.trump.trump);
  return view.trump.form === 'seventh' ? m.tn_trump_unseen() : m.tn_trump_hidden();
}

/** A low card of the trump suit as the marker's face (the marker is traditionally a Two to Five of it). */
const markerCard = (suit: Suit) => `2${suit}`;

/**
 * The card beside the bidder [TN-3]: the marker, the laid card or the unseen seventh card, face down
 * for whoever may not know it. Once trumps are revealed [TN-4.3] a marker lies face up for the rest of
 * the hand; a laid or seventh card joins the bidder's hand, and lies face up beside it for the others
 * until it is played, so everyone sees what was exposed (the bidder has it in hand).
 */
export function asideOf(view: TwentyNineView): TableModel['aside'] {
  const t = view.trump;
  const bidder = view.bidder;
  if (bidder === null || t.form === null || view.single !== null || view.phase === 'over') return null;
  const label = m.tn_aside({ form: formText(t.form) });
  if (!t.revealed) {
    if (!t.faceDown && t.form !== 'marker') return null;
    const face = t.form === 'marker' ? (t.trump && t.trump !== 'NT' ? markerCard(t.trump) : null) : t.card;
    return { seat: bidder, card: face, label };
  }
  if (t.form === 'marker') return t.trump && t.trump !== 'NT' ? { seat: bidder, card: markerCard(t.trump), label } : null;
  if (t.card === null || view.viewer === bidder) return null;
  const played = view.trick.some((p) => p.card === t.card) || view.tricks.some((trick) => trick.plays.some((p) => p.card === t.card));
  return played ? null : { seat: bidder, card: t.card, label };
}

/** The table frame's picture of a Twenty-Nine view. */
export function twentyNineModel(view: TwentyNineView): TableModel {
  const suit = view.trump.trump !== null && view.trump.trump !== 'NT' ? view.trump.trump : null;
  const partnerOut = view.single !== null ? (view.single + 2) % 4 : null;
  return trickModel(view, {
    seats: view.seats,
    hand: sortHand(view.myHand ?? [], ORDER, suit),
    aside: asideOf(view),
    teams: view.teams,
    out: view.teams.map((_, seat) => seat === partnerOut),
    notes: view.teams.map((_, seat) => seatNote(view, seat)),
    headline: headline(view),
    score: view.scores,
    scoreLabel: m.target({ target: String(view.options.target) }),
  });
}

/**
 * The hand in one line: the auction's high bid; then the contract with the trump as this viewer knows
 * it and how far each side is ("18 ♥ ×2 — Bidders 12/18 · Defenders 9/12"); a single hand's tricks.
 */
export function headline(view: TwentyNineView): string {
  if (view.phase === 'over') return '';
  if (view.single !== null) return m.tn_single_race({ won: String(view.tricksWon[view.single & 1]) });
  if (view.bidder === null || view.bid === null) return view.high ? m.fs_high_bid({ bid: String(view.high.value) }) : m.fs_auction();
  if (view.trump.form === null) return m.tn_bidder_note({ bid: String(view.bid) });
  // in play the line also holds the race: a hidden trump is only a "?" there (the card beside the bidder says the rest)
  const hidden = view.phase === 'playing' ? '?' : knownTrump(view);
  const trump = view.trump.trump !== null ? ` ${trumpText(view.trump.trump)}` : ` (${hidden})`;
  const contract = `${view.bid}${trump}${stakesText(view.doubled)}`;
  if (view.phase !== 'playing') return contract;
  const team = view.bidder & 1;
  const target = view.target ?? view.bid;
  const bidders = view.points[team] ?? 0;
  const against = view.points[1 - team] ?? 0;
  const needed = totalPoints(view) - target + 1;
  if (bidders >= target) return `${contract} — ${m.fs_made()} (${bidders})`;
  if (against >= needed) return `${contract} — ${m.fs_failed()}`;
  return `${contract} — ${m.fs_bidders()} ${bidders}/${target} · ${m.fs_defenders()} ${against}/${needed}`;
}

function seatNote(view: TwentyNineView, seat: number): string {
  if (view.phase === 'over') return '';
  if (view.phase === 'auction' || view.phase === 'firstAnnul') {
    const call = view.calls.filter((c) => c.seat === seat).at(-1);
    return call ? callText(call) : '';
  }
  const parts: string[] = [];
  if (view.single === seat) parts.push(m.tn_single());
  else if (view.single !== null && (view.single + 2) % 4 === seat) parts.push(m.tn_sits_out());
  else if (view.single === null && view.bidder === seat && view.bid !== null) parts.push(m.tn_bidder_note({ bid: String(view.bid) }) + stakesText(view.doubled));
  if (view.single === null && view.doubler === seat) parts.push(m.fs_double());
  if (view.pair?.seat === seat) parts.push(m.tn_pair());
  return parts.join(' · ');
}

/**
 * A scored hand in words [TN-8]: "18 ♥ ×2, made", "single hand, lost"; the target when a Pair moved it
 * ("18 → 22 ♠, failed").
 */
export function summaryText(s: HandSummary): string {
  if (s.single) return `${m.tn_single()}: ${s.single.won ? m.tn_won() : m.tn_lost()}`;
  const bid = s.target !== s.bid ? `${s.bid} → ${s.target}` : String(s.bid);
  const trump = s.trump === null ? '' : ` ${trumpText(s.trump)}`;
  return `${bid}${trump}${stakesText(s.doubled)}${s.fullSet ? ` (${m.tn_full_set()})` : ''}: ${s.made ? m.fs_made() : m.fs_failed()}`;
}
