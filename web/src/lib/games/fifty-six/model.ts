import type { BidCall, Call, Contract } from '$shared/rules/games/fifty-six/state.js';
import type { FiftySixView } from '$shared/rules/games/fifty-six/view.js';
import { m } from '../../paraglide/messages.js';
import { sortHand, SUIT_SYMBOL } from '../../table/cards.js';
import { trickModel } from '../trick-model.js';
import type { TableModel } from '../types.js';
import { bidMeaning } from './meaning.js';

/** A denomination in words or symbol: ♠, No Trumps, Noes. */
export function denominationLabel(denomination: string): string {
  if (denomination === 'NT') return m.fs_no_trumps();
  if (denomination === 'noes') return m.fs_noes();
  return SUIT_SYMBOL[denomination as 'S'];
}

/** A bid announced in its form [FS-3.3]: `28 ♦`, `♦ 28`, `Plus 2 ♦`. */
export function bidText(value: number, denomination: string, form: string, plus: number | null): string {
  const name = denominationLabel(denomination);
  if (form === 'suitNumber') return `${name} ${value}`;
  if (form === 'plus') return m.fs_plus({ k: String(plus ?? 0), denomination: name });
  return `${value} ${name}`;
}

/** A call of the auction in words. */
export function callText(call: Call): string {
  if (call.call === 'bid') return bidText(call.value, call.denomination, call.form, (call as BidCall).plus);
  if (call.call === 'pass') return m.pass();
  return call.call === 'double' ? m.fs_double() : m.fs_redouble();
}

/** The contract in words with its stakes. */
export function contractText(contract: Contract): string {
  const base = `${contract.value} ${denominationLabel(contract.trump ?? 'NT')}`;
  return base + (contract.doubled === 2 ? ' ×4' : contract.doubled === 1 ? ' ×2' : '') + (contract.forced ? ` (${m.fs_forced()})` : '');
}

/** The table frame's picture of a Fifty-Six view. */
export function fiftySixModel(view: FiftySixView): TableModel {
  const order = view.seats === 8 ? 'J9ATKQ87' : 'J9ATKQ';
  return trickModel(view, {
    seats: view.seats,
    hand: sortHand(view.myHand ?? [], order, view.contract?.trump ?? null),
    teams: view.teams,
    out: view.playing.map((p) => !p),
    notes: view.teams.map((_, seat) => seatNote(view, seat)),
    noteMeanings: view.teams.map((_, seat) => seatNoteMeaning(view, seat)),
    headline: view.contract
      ? raceText(view.contract, view.points)
      : view.auction.high
        ? m.fs_high_bid({ bid: callText(view.auction.high) })
        : m.fs_auction(),
    score: view.tables,
    // [FS-10.1] a match of fixed hands keeps a running score, and says how far it is
    scoreLabel:
      view.options.match === 'fixedGames'
        ? `${m.fs_match_score()} · ${m.fs_match_hand({ hand: String(view.hand), games: String(view.options.games) })}`
        : m.fs_tables(),
  });
}

/**
 * The contract and how far each side is [FS-5.1]: the bidders need the bid's value in card points,
 * the defenders one point more than the rest of the 56 to beat it ("30 ♥ ×2 — Bidders 12/30 ·
 * Defenders 9/27"); once either side is there, the result instead.
 */
export function raceText(contract: Contract, points: readonly number[]): string {
  const bidders = points[contract.team] ?? 0;
  const against = points.reduce((sum, p, team) => (team === contract.team ? sum : sum + p), 0);
  const needed = 57 - contract.value;
  const base = contractText(contract);
  if (bidders >= contract.value) return `${base} — ${m.fs_made()} (${bidders})`;
  if (against >= needed) return `${base} — ${m.fs_failed()}`;
  const race = (label: string, p: number, of: number) => `${label} ${p}/${of}`;
  return `${base} — ${race(m.fs_bidders(), bidders, contract.value)} · ${race(m.fs_defenders(), against, needed)}`;
}

// [FS-3.3] what a seat's last bid, as its note shows it, tells the table (a pass or a double says nothing more)
function seatNoteMeaning(view: FiftySixView, seat: number): string {
  if (view.phase !== 'auction' || !view.playing[seat]) return '';
  const call = view.auction.calls.filter((c) => c.seat === seat).at(-1);
  return call?.call === 'bid' ? bidMeaning(call as BidCall) : '';
}

function seatNote(view: FiftySixView, seat: number): string {
  if (!view.playing[seat]) return m.fs_out();
  if (view.phase === 'auction') {
    const call = view.auction.calls.filter((c) => c.seat === seat).at(-1);
    return call ? callText(call) : '';
  }
  if (view.contract?.seat === seat) return contractText(view.contract);
  if (view.contract?.doubler === seat) return m.fs_double();
  return '';
}
