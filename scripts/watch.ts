import { hasBots, type BotLevel } from '../shared/bots/index.js';
import { playBotGame, rulesOf } from '../shared/bots/match.js';
import type { BaseState, GameEvent } from '../shared/rules/core/game.js';
import { GAME_IDS } from '../shared/rules/manifests.js';

// Watch a whole game between bots, turn by turn:
//   npx tsx scripts/watch.ts <game id> [seed] [players] [standard|random|mixed]
// `mixed` seats a standard team against random players. Every hand is printed face up.

const [game = GAME_IDS[0], seed = 'watch', playersArg, levelArg = 'standard'] = process.argv.slice(2);
if (!hasBots(game)) {
  console.error(`usage: npx tsx scripts/watch.ts ${GAME_IDS.join('|')} [seed] [players] [standard|random|mixed]`);
  process.exit(1);
}
const rules = rulesOf(game);
const seats = Number(playersArg ?? (rules.seatCounts.includes(4) ? 4 : rules.seatCounts[0]));
if (!rules.seatCounts.includes(seats)) {
  console.error(`${rules.name} is played by ${rules.seatCounts.join(', ')} players`);
  process.exit(1);
}
const first = rules.setup({ seats, seed });
if (!first.ok) throw new Error(first.error.message);
// mixed: the team of seat 0 plays standard, every other team random
const levels: BotLevel[] = [...Array(seats).keys()].map((s) =>
  levelArg === 'mixed' ? (rules.teamOf(first.state, s) === rules.teamOf(first.state, 0) ? 'standard' : 'random') : (levelArg as BotLevel),
);

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const card = (id: unknown): string => (typeof id === 'string' ? `${id[0] === 'T' ? '10' : id[0]}${SUIT[id[1]] ?? id[1]}` : String(id));
const cards = (ids: unknown): string => (Array.isArray(ids) ? ids.map(card).join(' ') : String(ids));
const seat = (s: unknown): string => `seat ${String(s)}`;
const list = (xs: unknown): string => (Array.isArray(xs) ? xs.join(' / ') : String(xs));
const out = (line = ''): void => console.log(line);

/** Sorts a hand by suit then rank for reading. */
function sorted(hand: unknown): string[] {
  const order = 'AKQJT98765432';
  return (hand as string[]).slice().sort((a, b) => a[1].localeCompare(b[1]) || order.indexOf(a[0]) - order.indexOf(b[0]));
}

// the hands as last printed: they are printed again only once they changed (a deal, the rest of a deal)
let shown = '';

function showHands(state: BaseState): void {
  // each seat's hand as its own view has it (every game's view names it `myHand`; states keep hands their own way)
  const hands = [...Array(seats).keys()].map((s) => ((rules.view(state, s) as { myHand?: string[] | null }).myHand ?? []));
  if (JSON.stringify(hands) === shown) return;
  shown = JSON.stringify(hands);
  hands.forEach((hand, s) => hand.length > 0 && out(`    ${seat(s)} (${levels[s]}): ${cards(sorted(hand))}`));
}

let trick: string[] = [];

// a call as the game words it (`called`), else its kind with any suit and round
function describeCall(e: GameEvent): string {
  if (typeof e.called === 'string') return e.called;
  if (typeof e.call !== 'string') return e.type;
  return `${e.call}${e.suit ? ' ' + SUIT[e.suit as string] : ''}${e.round === 2 ? ' (round 2)' : ''}`;
}

function contractText(c: Record<string, unknown>): string {
  // a bid's value alone (Twenty-Eight): "20 by seat 1"
  if (c.kind === undefined && c.called === undefined && typeof c.value === 'number') return `${c.value} by ${seat(c.seat)}`;
  const stakes = (c.level as number) > 1 ? ` x${c.level}` : c.doubled ? ` x${2 ** (c.doubled as number)}` : '';
  const what = c.called ?? (c.kind === 'sun' ? 'Sun' : `Hokum ${SUIT[c.trump as string]}`);
  return `${String(what)}${c.ashkal ? ' (Ashkal)' : ''}${stakes}${c.gahwa ? ' Gahwa' : ''}${c.locked ? ' locked' : ''} by ${seat(c.declarer ?? c.seat)}`;
}

function payment(p: Record<string, unknown>): string {
  const short = p.tables !== p.owed ? ` of ${String(p.owed)} owed` : '';
  return `team ${String(p.from)} pays team ${String(p.to)} ${String(p.tables)} tables${short}`;
}

function summaryLines(summary: Record<string, unknown>): string[] {
  const skip = new Set(['hand', 'contract', 'type', 'audience', 'dealer', 'awards', 'payments']);
  const lines = Object.entries(summary)
    .filter(([key, value]) => !skip.has(key) && value !== null && (typeof value !== 'object' || Array.isArray(value)))
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? list(value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : v))) : String(value)}`);
  for (const p of (summary.payments as Record<string, unknown>[] | undefined) ?? []) lines.push(payment(p));
  for (const award of (summary.awards as Record<string, unknown>[] | undefined) ?? []) {
    const who = award.team === null ? 'nobody' : `team ${String(award.team)}`;
    lines.push(`${String(award.kind)}: ${String(award.status)}${award.status === 'scored' ? ` ${String(award.points)} to ${who}` : ''}${award.hang ? ' (hang jack)' : ''}`);
  }
  return lines;
}

// a deal, a kick turned or the start of the play shows the hands, once per batch of events: after the last of them
const DEALING = new Set(['handDealt', 'kickTurned', 'playStarted']);

function narrate(after: BaseState, events: GameEvent[]): void {
  const last = events.filter((e) => DEALING.has(e.type)).at(-1);
  const show = (e: GameEvent) => e === last && showHands(after);
  for (const e of events) {
    switch (e.type) {
      case 'handDealt':
        out();
        out(`Hand ${String(e.hand)}, dealer ${seat(e.dealer)}${e.bidCard ? `, bid card ${card(e.bidCard)}` : ''}${e.redeal ? ` (redeal ${String(e.redeal)})` : ''}`);
        show(e);
        break;
      case 'kickTurned':
        out(`  kick: ${card(e.card)}${e.points ? ` (${String(e.points)} to team ${String(e.team)})` : ''}`);
        show(e);
        break;
      case 'bidMade':
        out(`  ${seat(e.seat)}: ${describeCall(e)}`);
        break;
      case 'stood': case 'begged': case 'oneTaken': case 'packRun': case 'packExhausted':
        out(`  ${seat(e.seat ?? e.dealer)} ${e.type === 'oneTaken' ? 'says take one' : e.type === 'packRun' ? 'runs the pack' : e.type}`);
        break;
      case 'contractMade':
        out(`  contract: ${contractText((e.contract ?? e) as Record<string, unknown>)}`);
        break;
      case 'handThrownIn':
        out('  all passed twice: the hand is thrown in');
        break;
      case 'stakesRaised':
        out(`  ${seat(e.seat)}: ${String(e.step)}${e.locked ? ' (locked)' : ''}`);
        break;
      case 'raiseDeclined':
        out(`  ${seat(e.seat)}: no ${String(e.step)}`);
        break;
      case 'playStarted':
        out(`  play: ${seat(e.leader)} leads${e.trump ? `, trumps ${SUIT[e.trump as string]}` : ''}`);
        show(e);
        break;
      case 'projectsDeclared':
        out(`  ${seat(e.seat)} declares ${list(e.kinds)}`);
        break;
      case 'balootAnnounced':
        out(`  ${seat(e.seat)} announces Baloot`);
        break;
      case 'cardPlayed':
        trick.push(`${card(e.card)} (${String(e.seat)})`);
        break;
      case 'trickWon':
        out(`  trick: ${trick.join('  ')}  -> ${seat(e.seat)}${e.points !== undefined ? `, ${String(e.points)} points` : ''}`);
        trick = [];
        break;
      case 'handScored': {
        const summary = (e.summary ?? e) as Record<string, unknown>;
        out(`  hand scored:`);
        for (const line of summaryLines(summary)) out(`    ${line}`);
        if (e.scoreAfter) out(`    game score: ${list(e.scoreAfter)}`);
        break;
      }
      case 'gameOver':
        out();
        out(`Game over: team ${String(e.winner)} wins. Final: ${list(e.score ?? e.scores ?? e.tables)}`);
        break;
      case 'cardsDealt': case 'bidCardTaken': case 'firstDealerChosen': case 'cardExposed': case 'cardCalled':
        if (e.type === 'cardExposed' || e.type === 'cardCalled') out(`  ${seat(e.seat)} ${e.type}: ${card(e.card)}`);
        break;
      case 'teamOut':
        out(`  team ${String(e.team)} (seats ${(e.seats as number[]).join(', ')}) has no tables left and leaves the table`);
        break;
      case 'projectsRevealed':
        out(`  projects shown: ${(e.declared as unknown[][]).map((d, s) => d && d.length ? `${seat(s)} ${JSON.stringify(d.map((p) => cards((p as { cards: string[] }).cards)))}` : '').filter(Boolean).join('; ') || 'none'}; scoring team ${String(e.scoringTeam)}`);
        break;
      default:
        out(`  ${e.type} ${JSON.stringify({ ...e, type: undefined, audience: undefined })}`);
    }
  }
}

out(`${rules.name}: ${seats} players, seed "${seed}", levels ${levels.join(' ')}`);
const { outcome, steps } = playBotGame({ game, seats, seed, levels }, { setup: narrate, step: ({ after, events }) => narrate(after, events) });
out(`Winners: seats ${outcome.winners.join(', ')} after ${steps} moves`);
