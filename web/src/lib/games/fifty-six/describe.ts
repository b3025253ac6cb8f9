import type { Call, Contract } from '$shared/rules/games/fifty-six/state.js';
import type { LogLine } from '../../net/snapshot.js';
import { m } from '../../paraglide/messages.js';
import { cardText } from '../../table/words.js';
import type { Naming } from '../types.js';
import { contractLine, handDealtLine, trickWonLine } from '../log-words.js';
import { bidMeaning } from './meaning.js';
import { callText, contractText } from './model.js';

/** A Fifty-Six log line in words, or null. */
export function describeFiftySix(line: LogLine, naming: Naming, card: (card: string) => string = cardText): string | null {
  const d = line.data;
  const name = line.seat === null ? '' : naming.seatName(line.seat);
  switch (line.type) {
    case 'handDealt':
      return handDealtLine(naming, d.hand, d.dealer as number);
    case 'bidMade':
      // a bid is told with what it says about the hand [FS-3.3], as the picker tells its bidder
      if (!isCall(d)) return null;
      return d.call === 'bid' ? `${name}: ${callText(d)} — ${bidMeaning({ ...d, noesOf: typeof d.noesOf === 'string' ? d.noesOf : null })}` : `${name}: ${callText(d)}`;
    case 'contractMade': {
      const c = d.contract as Contract;
      return contractLine(naming, c.seat, contractText(c));
    }
    case 'cardPlayed':
      return m.log_played({ name, card: card(d.card as string) });
    case 'trickWon':
      return trickWonLine(naming, line.seat!);
    case 'teamOut':
      return m.fs_team_out({ teams: naming.teamName(d.team as number) });
    case 'handScored': {
      const tables = (d.tables as number[]).map((n, team) => `${naming.teamName(team)} ${n}`).join(', ');
      const contract = contractText(d.contract as Contract);
      return `${m.last_hand()} ${d.hand}: ${contract} ${(d.made as boolean) ? m.fs_made() : m.fs_failed()} — ${m.fs_tables()}: ${tables}`;
    }
    case 'gameOver':
      return m.log_game_over({ team: naming.teamName(d.winner as number) });
    default:
      return null;
  }
}

/** True if the data of a `bidMade` line is a call of the auction (the event carries the call's fields). */
function isCall(data: LogLine['data']): data is LogLine['data'] & Call {
  const { call, value, denomination, form, plus } = data;
  if (call === 'pass' || call === 'double' || call === 'redouble') return true;
  const words = typeof denomination === 'string' && typeof form === 'string' && (typeof plus === 'number' || plus === null);
  return call === 'bid' && typeof value === 'number' && words;
}
