import type { Suit } from '$shared/rules/core/cards.js';
import type { ChoiceForm, HandSummary } from '$shared/rules/games/twenty-nine/state.js';
import type { LogLine } from '../../net/snapshot.js';
import { m } from '../../paraglide/messages.js';
import { cardText } from '../../table/words.js';
import { contractLine, handDealtLine, trickWonLine } from '../log-words.js';
import type { Naming } from '../types.js';
import { callText, formText, summaryText, trumpText } from './model.js';

const FORMS: readonly string[] = ['marker', 'card', 'seventh'];
const isTrump = (t: unknown): t is Suit | 'NT' => t === 'NT' || t === 'S' || t === 'H' || t === 'D' || t === 'C';

/** A Twenty-Nine log line in words, or null (the questions' passes and the deals' batches say nothing). */
export function describeTwentyNine(line: LogLine, naming: Naming, card: (card: string) => string = cardText): string | null {
  const d = line.data;
  const name = line.seat === null ? '' : naming.seatName(line.seat);
  switch (line.type) {
    case 'handDealt':
      return handDealtLine(naming, d.hand, d.dealer as number);
    case 'dealAnnulled':
      return `${name}: ${m.tn_annulled()}`;
    case 'bidMade':
      if (d.call !== 'bid' && d.call !== 'pass' && d.call !== 'hold') return null;
      return `${name}: ${callText({ call: d.call, value: typeof d.value === 'number' ? d.value : null })}`;
    case 'auctionWon':
      return contractLine(naming, line.seat!, String(d.bid) + (d.forced === true ? ` (${m.fs_forced()})` : ''));
    case 'trumpChosen':
      if (d.noTrump === true) return `${name}: ${m.fs_no_trumps()} — ${m.tn_reversed()}`;
      return FORMS.includes(d.form as string) ? `${name}: ${m.tn_trump_chosen({ form: formText(d.form as ChoiceForm) })}` : null;
    case 'trumpSet':
      if (!isTrump(d.trump)) return null;
      return m.tn_log_trump_set({ trump: trumpText(d.trump) }) + (typeof d.card === 'string' ? ` (${card(d.card)})` : '');
    case 'singleHandCalled':
      return `${name}: ${m.tn_single()}`;
    case 'doubled':
      return `${name}: ${m.fs_double()}`;
    case 'redoubled':
      return `${name}: ${m.fs_redouble()}`;
    case 'fullSetCalled':
      return `${name}: ${m.tn_full_set()}`;
    case 'trumpsAsked':
      return `${name}: ${m.tn_ask()}`;
    case 'trumpRevealed':
      if (!isTrump(d.trump)) return null;
      return m.tn_log_revealed({ trump: trumpText(d.trump) }) + (typeof d.card === 'string' ? ` (${card(d.card)})` : '');
    case 'cardPlayed':
      return m.log_played({ name, card: card(d.card as string) });
    case 'trickWon':
      return trickWonLine(naming, line.seat!);
    case 'pairDeclared': {
      const cards = Array.isArray(d.cards) ? d.cards.filter((c): c is string => typeof c === 'string').map(card).join(' ') : '';
      return `${name}: ${m.tn_pair()} ${cards}`.trim();
    }
    case 'handScored': {
      const s = d as unknown as HandSummary;
      if (!Array.isArray(s.scores)) return null;
      const scores = s.scores.map((n, team) => `${naming.teamName(team)} ${n}`).join(', ');
      return `${m.last_hand()} ${s.hand}: ${summaryText(s)} — ${scores}`;
    }
    case 'gameOver':
      return m.log_game_over({ team: naming.teamName(d.winner as number) });
    default:
      return null;
  }
}
