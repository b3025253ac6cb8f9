import type { Suit } from '$shared/rules/core/cards.js';
import type { HandSummary } from '$shared/rules/games/twenty-eight/state.js';
import type { LogLine } from '../../net/snapshot.js';
import { m } from '../../paraglide/messages.js';
import { SUIT_SYMBOL } from '../../table/cards.js';
import { cardText } from '../../table/words.js';
import { contractLine, handDealtLine, trickWonLine } from '../log-words.js';
import type { Naming } from '../types.js';
import { stakesText } from './model.js';

/** A scored hand's contract in words: "20 ♥ ×2", or Thani [TE-7]. */
export function contractLabel(s: Pick<HandSummary, 'thani' | 'contract' | 'trumpSuit' | 'doubled'>): string {
  if (s.thani) return m.te_thani();
  return `${s.contract} ${SUIT_SYMBOL[s.trumpSuit] ?? ''}${stakesText(s.doubled)}`;
}

const num = (x: unknown) => String(typeof x === 'number' ? x : '');

/** The events that are other seats' decisions, said one at a time at their seat by the playback. */
export const DECISIONS: ReadonlySet<string> = new Set([
  'redealDemanded', 'bidMade', 'trumpLaid', 'trumpKept', 'trumpRetaken', 'thaniCalled', 'doubled', 'redoubled', 'trumpAsked',
]);

/** A Twenty-Eight log line in words, or null for a line not worth telling. */
export function describeTwentyEight(line: LogLine, naming: Naming, card: (card: string) => string = cardText): string | null {
  const d = line.data;
  const name = line.seat === null ? '' : naming.seatName(line.seat);
  switch (line.type) {
    case 'handDealt':
      return handDealtLine(naming, d.hand, d.dealer as number);
    case 'redealDemanded':
      return m.te_log_redeal({ name });
    case 'bidMade':
      return `${name}: ${d.call === 'pass' ? m.pass() : num(d.value)}`;
    case 'auctionWon':
      return m.te_log_auction_won({ auction: d.round === 2 ? m.te_second_bidding() : m.te_first_bidding(), name, bid: num(d.value) });
    case 'trumpLaid':
      return m.te_log_trump_laid({ name });
    case 'trumpCardLaid':
      return typeof d.card === 'string' ? m.te_log_your_trump({ card: card(d.card) }) : null;
    case 'secondBatchDealt':
      return m.te_log_second_batch({ cards: num(d.cards) });
    case 'trumpReturned':
      return m.te_log_trump_returned({ name });
    case 'cardReturned':
      return typeof d.card === 'string' ? m.te_log_card_returned({ card: card(d.card) }) : null;
    case 'trumpKept':
      return m.te_log_kept({ name });
    case 'trumpRetaken':
      return m.te_log_retaken({ name });
    case 'contractMade':
      return contractLine(naming, line.seat ?? (d.seat as number), num(d.value));
    case 'thaniCalled':
      return m.te_log_thani({ name });
    case 'doubled':
      return `${name}: ${m.te_double()} (×2)`;
    case 'redoubled':
      return `${name}: ${m.te_redouble()} (×4)`;
    case 'playStarted': {
      const silent = Array.isArray(d.silent) ? (d.silent as number[]) : [];
      const leads = naming.isYou(d.leader as number) ? m.te_log_you_lead() : m.te_log_leads({ name: naming.seatName(d.leader as number) });
      return silent.length ? `${leads} · ${m.te_sits_out()}: ${silent.map((s) => naming.seatName(s)).join(', ')}` : leads;
    }
    case 'trumpAsked':
      return m.te_log_asked({ name });
    case 'trumpExposed': {
      const c = typeof d.card === 'string' ? d.card : '';
      return m.te_log_exposed({ name, card: c ? card(c) : '', suit: c ? SUIT_SYMBOL[c[1] as Suit] : '' });
    }
    case 'cardPlayed':
      return m.log_played({ name, card: card(d.card as string) });
    case 'trickWon':
      return trickWonLine(naming, line.seat!);
    case 'pairDeclared': {
      const cards = Array.isArray(d.cards) ? (d.cards as string[]) : [];
      return m.te_log_pair({ name, cards: cards.map(card).join(' '), target: num(d.target) });
    }
    case 'handScored': {
      const s = d as unknown as HandSummary;
      const result = s.made ? m.te_made() : m.te_failed();
      const scores = (s.score ?? []).map((n, team) => `${naming.teamName(team)} ${n}`).join(', ');
      const how = s.thani ? '' : ` (${m.te_points_result({ points: String(s.points), target: String(s.target) })})`;
      return `${m.last_hand()} ${s.hand}: ${contractLabel(s)}, ${naming.seatName(s.seat)} — ${result}${how} · ${scores}`;
    }
    case 'gameOver':
      return m.log_game_over({ team: naming.teamName(d.winner as number) });
    default:
      return null;
  }
}
