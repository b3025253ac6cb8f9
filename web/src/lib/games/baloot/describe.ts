import type { Contract, FoulRule, HandSummary } from '$shared/rules/games/baloot/state.js';
import type { LogLine } from '../../net/snapshot.js';
import { m } from '../../paraglide/messages.js';
import { cardText } from '../../table/words.js';
import type { Naming } from '../types.js';
import { contractLine, handDealtLine, trickWonLine } from '../log-words.js';
import { callLabel, contractLabel, projectLabel } from './model.js';

const STEPS: Record<string, () => string> = { double: m.bal_double, triple: m.bal_triple, four: m.bal_four, gahwa: m.bal_gahwa };

/** The rule a foul broke, in words [BAL-10.1a]. */
export function foulRuleWords(rule: FoulRule | null): string {
  if (rule === 'follow') return m.bal_rule_follow();
  if (rule === 'trump') return m.bal_rule_trump();
  if (rule === 'lockedLead') return m.bal_rule_locked_lead();
  if (rule === 'falseAkka') return m.bal_rule_false_akka();
  return m.bal_rule_over_trump();
}

/** A hand's result in a word: made, failed, Kaboot, or Qayd [BAL-10.3]. */
export function resultWord(summary: HandSummary): string {
  if (summary.result === 'qayd') return m.bal_qayd();
  return summary.result === 'kaboot' ? m.bal_kaboot() : summary.result === 'success' ? m.bal_made() : m.bal_failed();
}

/** A Baloot log line in words, or null for lines not worth telling. */
export function describeBaloot(line: LogLine, naming: Naming, card: (card: string) => string = cardText): string | null {
  const d = line.data;
  const name = line.seat === null ? '' : naming.seatName(line.seat);
  switch (line.type) {
    case 'handDealt':
      return handDealtLine(naming, d.hand, d.dealer as number);
    case 'bidMade':
      return `${name}: ${callLabel(d as { call: string; suit?: string })}`;
    case 'contractMade': {
      const c = d.contract as Contract;
      return contractLine(naming, c.declarer, contractLabel(c));
    }
    case 'handThrownIn':
      return m.bal_thrown_in();
    case 'stakesRaised':
      return `${name}: ${STEPS[d.step as string]?.() ?? d.step}`;
    case 'raiseDeclined':
      return `${name}: ${m.bal_no_raise()}`;
    case 'projectsDeclared':
      return (d.kinds as string[]).length ? `${name}: ${(d.kinds as string[]).map(projectLabel).join(', ')}` : null;
    case 'balootAnnounced':
      return `${name}: ${m.bal_baloot()}!`;
    case 'cardPlayed':
      return m.log_played({ name, card: card(d.card as string) });
    case 'trickWon':
      return trickWonLine(naming, line.seat!);
    case 'qaydCalled': {
      const words = { name, owner: naming.seatName(d.owner as number), card: card(d.card as string), trick: String(d.trick), team: naming.teamName(d.team as number) };
      return d.correct ? m.bal_qayd_right({ ...words, rule: foulRuleWords(d.rule as FoulRule) }) : m.bal_qayd_wrong(words);
    }
    case 'noCall':
      return `${name}: ${m.bal_no_qayd()}`;
    case 'kaweshCalled':
      return d.before ? m.bal_kawesh_redeal({ name }) : m.bal_kawesh_passed({ name });
    case 'kaweshDeclined':
      return `${name}: ${m.pass()}`;
    case 'akkaAnnounced':
      return `${name}: ${m.bal_akka()} ${card(d.card as string)}`;
    case 'handScored': {
      const summary = d.summary as HandSummary;
      const result = resultWord(summary);
      const score = m.log_hand_scored({ a: naming.teamName(0), b: naming.teamName(1), x: String(summary.score[0]), y: String(summary.score[1]) });
      return `${m.last_hand()} ${summary.hand}: ${contractLabel(summary.contract)} ${result} — ${score}`;
    }
    case 'gameOver':
      return m.log_game_over({ team: naming.teamName(d.winner as number) });
    default:
      return null;
  }
}
