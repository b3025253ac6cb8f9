import type { Card } from '../../../shared/rules/core/cards.js';
import type { Action, Deal, GameEvent, RuleError } from '../../../shared/rules/core/game.js';
import type { Seat } from '../../../shared/rules/core/seats.js';
import type { Play } from '../../../shared/rules/core/tricks.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { PACK } from '../../../shared/rules/games/baloot/cards.js';
import { handsAndStock, playsOf, tricksOf } from '../../../shared/rules/games/baloot/hands.js';
import type { BalootState, HandSummary, Trick } from '../../../shared/rules/games/baloot/state.js';

/** Card codes from a space-separated string: 'AS KS 7H' -> ['AS', 'KS', '7H']. */
export function cards(text: string): Card[] {
  return text.trim().split(/\s+/).filter((card) => card.length > 0);
}

/**
 * A stacked deal from the final 8-card hands: the declarer's hand holds the bid card. Each seat's first
 * 5 other cards are its first 5; the rest go to the stock in dealing order from the dealer's right
 * [BAL-1.3] (3 to each seat, 2 to the declarer, who also takes the bid card).
 */
export function stackDeal(dealer: Seat, declarer: Seat, bidCard: Card, hands: string[]): Deal {
  const full = hands.map(cards);
  if (!full[declarer].includes(bidCard)) throw new Error(`the declarer's hand lacks the bid card ${bidCard}`);
  const own = full.map((hand, seat) => (seat === declarer ? hand.filter((c) => c !== bidCard) : hand));
  const stock: Card[] = [bidCard];
  for (let i = 1; i <= 4; i++) stock.push(...own[(dealer + i) % 4].slice(5));
  return { hands: own.map((hand) => hand.slice(0, 5)), stock };
}

/** The 8-card hands of a trick plan: `plan[i]` lists the four cards of trick i in seat order 0..3. */
export function handsOfPlan(plan: string[]): string[] {
  const hands: Card[][] = [[], [], [], []];
  for (const trick of plan) cards(trick).forEach((card, seat) => hands[seat].push(card));
  return hands.map((hand) => hand.join(' '));
}

/** How a test starts a table; `deal` may be given directly, or built from final hands or a trick plan. */
export interface TableInput {
  dealer?: Seat;
  seed?: string;
  score?: number[];
  options?: Record<string, unknown>;
  deal?: Deal | Deal[];
  /** Final 8-card hands in seat order (with `declarer` and `bid`). */
  hands?: string[];
  /** A trick plan (with `declarer` and `bid`): each trick's cards in seat order 0..3. */
  plan?: string[];
  declarer?: Seat;
  bid?: Card;
}

/** A table under test: the current state, every event so far, and the events of the last action. */
export class Table {
  state: BalootState;
  events: GameEvent[] = [];
  last: GameEvent[] = [];

  constructor(input: TableInput) {
    const dealer = input.dealer ?? 3;
    let deal = input.deal;
    const hands = input.hands ?? (input.plan ? handsOfPlan(input.plan) : undefined);
    if (hands) deal = stackDeal(dealer, input.declarer ?? 0, input.bid as Card, hands);
    const result = baloot.setup({ seats: 4, seed: input.seed ?? 'x', dealer, deal, score: input.score, options: input.options });
    if (!result.ok) throw new Error(`setup refused: ${result.error.message}`);
    this.state = result.state;
    this.events = result.events.slice();
  }

  /**
   * The cards of the state as card codes (the state keeps card numbers): each seat's hand in the order
   * dealt, the stock, the bid card, the trick being played and this hand's completed tricks.
   */
  get cards(): { hands: Card[][]; stock: Card[]; bidCard: Card; trick: Play[]; tricks: Trick[] } {
    return { ...handsAndStock(this.state), bidCard: PACK[this.state.deal.bidCard], trick: playsOf(this.state), tricks: tricksOf(this.state) };
  }

  /** Applies an action; throws if refused. */
  act(seat: Seat, action: Action): this {
    const result = baloot.apply(this.state, seat, action);
    if (!result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${result.error.message}`);
    this.state = result.state;
    this.last = result.events;
    this.events.push(...result.events);
    return this;
  }

  /** The refusal of an action, checking that nothing changed. */
  refuse(seat: Seat, action: unknown): RuleError {
    const before = JSON.stringify(this.state);
    const result = baloot.apply(this.state, seat, action as Action);
    if (result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} was accepted`);
    if (JSON.stringify(this.state) !== before) throw new Error('a refused action changed the state');
    return result.error;
  }

  /**
   * Auction and raise calls as 'seat:call' words, e.g. '0:pass 1:hokum 2:sun 0:hokum-D 1:double-open'.
   * Calls: pass hokum sun ashkal hokum-<suit> double triple four gahwa, double/four with -locked or -open.
   */
  calls(words: string): this {
    for (const word of cards(words)) {
      const [seat, call] = word.split(':');
      const [type, extra] = call.split('-');
      const action: Action = { type };
      if (type === 'hokum' && extra) action.suit = extra;
      if (extra === 'locked' || extra === 'open') action.locked = extra === 'locked';
      this.act(Number(seat), action);
    }
    return this;
  }

  /** Plays cards in play order, each by the seat whose turn it is. */
  play(text: string): this {
    for (const card of cards(text)) this.act(this.state.turn, { type: 'play', card });
    return this;
  }

  /** Declares projects (each a string of card codes) for the seat whose turn it is. */
  declare(seat: Seat, projects: string[]): this {
    return this.act(seat, { type: 'declare', projects: projects.map(cards) });
  }

  /**
   * Plays the rest of the hand from a trick plan (cards in seat order 0..3 per trick); `declare` gives
   * the projects a seat declares in the first trick, just before its card.
   */
  playPlan(plan: string[], declare: Record<number, string[]> = {}): this {
    const hand = this.state.match.hand;
    while (this.state.match.hand === hand && this.state.phase === 'playing') {
      const seat = this.state.turn;
      if (this.state.play.tricks.length === 0 && declare[seat] && this.state.deal.projects!.declared[seat] === null) {
        this.declare(seat, declare[seat]);
      }
      this.act(seat, { type: 'play', card: cards(plan[this.state.play.tricks.length])[seat] });
    }
    return this;
  }

  /**
   * Plays the first legal card for each seat until the hand ends (or `tricks` tricks are complete);
   * `declare` as for `playPlan`.
   */
  playOut(declare: Record<number, string[]> = {}, tricks = 8): this {
    const hand = this.state.match.hand;
    while (this.state.match.hand === hand && this.state.phase === 'playing' && this.state.play.tricks.length < tricks) {
      const seat = this.state.turn;
      if (this.state.play.tricks.length === 0 && declare[seat] && this.state.deal.projects!.declared[seat] === null) {
        this.declare(seat, declare[seat]);
      }
      const play = baloot.legalActions(this.state, seat).find((a) => a.type === 'play')!;
      this.act(seat, play);
    }
    return this;
  }

  /** The legal actions of a seat. */
  legal(seat: Seat): Action[] {
    return baloot.legalActions(this.state, seat);
  }

  /** The cards a seat may play now. */
  playable(seat: Seat = this.state.turn): Card[] {
    return this.legal(seat).flatMap((a) => (a.type === 'play' ? [a.card as Card] : []));
  }

  /** Every event of a type so far. */
  eventsOf(type: string): GameEvent[] {
    return this.events.filter((event) => event.type === type);
  }

  /** The seats that won the tricks, in order, from the trickWon events. */
  trickWinners(): Seat[] {
    return this.eventsOf('trickWon').map((event) => event.seat as Seat);
  }

  /** The summary of the last scored hand (from its handScored event). */
  summary(): HandSummary {
    const scored = this.eventsOf('handScored');
    if (scored.length === 0) throw new Error('no hand has been scored');
    return scored[scored.length - 1].summary as HandSummary;
  }
}
