import type { LogLine } from '../../net/snapshot.js';
import { m } from '../../paraglide/messages.js';
import { cardText } from '../../table/words.js';
import type { Naming } from '../types.js';
import { handDealtLine, trickWonLine } from '../log-words.js';

/** An All Fours log line in words, or null. */
export function describeAllFours(line: LogLine, naming: Naming, card: (card: string) => string = cardText): string | null {
  const d = line.data;
  const name = line.seat === null ? '' : naming.seatName(line.seat);
  switch (line.type) {
    case 'firstDealerChosen':
      return naming.isYou(d.dealer as number) ? m.af_first_dealer_you() : m.af_first_dealer({ name: naming.seatName(d.dealer as number) });
    case 'handDealt':
      return handDealtLine(naming, d.hand, d.dealer as number);
    case 'kickTurned':
      return `${m.af_kick()}: ${card(d.card as string)}${(d.points as number) ? ` (+${d.points})` : ''}`;
    case 'stood':
      return `${name}: ${m.af_stand()}`;
    case 'begged':
      return `${name}: ${m.af_beg()}`;
    case 'oneTaken':
      return `${name}: ${m.af_give_one()}`;
    case 'packRun':
      return `${name}: ${m.af_run_pack()}`;
    case 'packExhausted':
      return m.af_pack_out();
    case 'cardExposed':
      return `${name}: ${m.af_exposed()} ${card(d.card as string)}`;
    case 'cardCalled':
      return `${name}: ${m.af_call()} ${card(d.card as string)}`;
    case 'renegeCalled': {
      const words = { name, owner: naming.seatName(d.owner as number), card: card(d.card as string), trick: String(d.trick), team: naming.teamName(d.team as number) };
      return d.correct ? m.af_renege_right({ ...words, points: String(d.points) }) : m.af_renege_wrong(words);
    }
    case 'noCall':
      return `${name}: ${m.af_no_renege()}`;
    case 'matchGameWon':
      return m.af_match_game_won({ team: naming.teamName(d.winner as number), n: String((d.gamesWon as number[]).reduce((a, b) => a + b, 0)) });
    case 'cardPlayed':
      return m.log_played({ name, card: card(d.card as string) });
    case 'trickWon':
      return trickWonLine(naming, line.seat!);
    case 'handScored':
      return `${m.last_hand()} ${d.hand}: ${(d.points as number[]).map((p, t) => `${naming.teamName(t)} +${p}`).join(', ')}`;
    case 'gameOver':
      return m.log_game_over({ team: naming.teamName(d.winner as number) });
    default:
      return null;
  }
}
