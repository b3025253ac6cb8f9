import { refuse, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { beatersOf, beats, cardNumber, PACK, SUIT_SETS, suitNumber, type CardNo, type CardSet } from './cards.js';
import { AKKAS, akkaActions, isAkka } from './akka.js';
import { countOf, heldBy, onlyCard, trickCards, trickLeader } from './hands.js';
import { bestProjectTeam, declarations, findProjects, matchDeclaration } from './projects.js';
import { appended } from '../../core/lists.js';
import { copyState, NO_BALOOT, seatPlus, copyDeal, type FoulRule, type BalootAction, type BalootState, type DealState, type Project, type Projects, type Step } from './state.js';

/** Starts the play of a hand: finds each seat's projects and the Baloot holder, and sets the first leader. */
export function startPlay(next: BalootState, events: GameEvent[]): void {
  const deal = next.deal; // a fresh copy: the action that ended the auction or the raising made it
  const contract = deal.contract!;
  const { hands } = deal;
  const kind = contract.kind;
  const candidates = [findProjects(hands[0], kind), findProjects(hands[1], kind), findProjects(hands[2], kind), findProjects(hands[3], kind)];
  let balootSeat: Seat | null = null;
  if (kind === 'hokum') {
    const pair = royalPair(suitNumber(contract.trump));
    for (let seat = 0; seat < 4 && balootSeat === null; seat++) if ((hands[seat] & pair) === pair) balootSeat = seat;
  }
  // [BAL-5.1] the declarer leads; option firstLead: the dealer's right
  const leader = next.options.firstLead === 'dealerRight' ? seatPlus(next.match.dealer, 1) : contract.declarer;
  events.push({ type: 'playStarted', audience: 'all', leader, contract });
  next.phase = 'playing';
  next.turn = leader; // `play` is as the deal left it: no card played yet
  deal.raising = null;
  deal.projects = { candidates, declared: [null, null, null, null], revealed: false, scoringTeam: null };
  deal.baloot = balootSeat === null ? NO_BALOOT : { seat: balootSeat, announced: false };
}

// [BAL-6.2] Baloot: the King and Queen of trumps (ranks 1 and 2 of the sequence order)
function royalPair(trump: number): CardSet {
  return (1 << (trump * 8 + 1)) | (1 << (trump * 8 + 2));
}

/**
 * The cards `seat` may play now, as a set: the lawful ones, or with `qayd` every card in hand, a card
 * played against the rules being a foul nobody is told of [BAL-10.1].
 */
export function playableSet(state: BalootState, seat: Seat): CardSet {
  return state.options.qayd === true ? heldBy(state, seat) : lawfulSet(state, seat);
}

/** The cards `seat` may play now under the rules of play [BAL-4.3] [BAL-5.2] (and `trumpObligation`). */
export function lawfulSet(state: BalootState, seat: Seat): CardSet {
  const hand = heldBy(state, seat);
  const { trump: trumpSuit, locked } = state.deal.contract!;
  const trump = suitNumber(trumpSuit);
  const trick = state.play.trick;
  if (trick === 0) return lawfulLead(hand, trump, locked);
  if (state.options.trumpObligation === 'saudi' && trump >= 0) return lawfulOf(hand, trickCards(state), trump, locked, true);
  const led = onlyCard(trick & state.deal.hands[trickLeader(state)]) >> 3;
  const inSuit = hand & SUIT_SETS[led];
  return inSuit !== 0 ? inSuit : hand; // [BAL-5.2]
}

// [BAL-4.3] locked: no trump lead while holding another card
function lawfulLead(hand: CardSet, trump: number, locked: boolean): CardSet {
  const others = locked && trump >= 0 ? hand & ~SUIT_SETS[trump] : 0;
  return others !== 0 ? others : hand;
}

/**
 * The cards of `hand` that may lawfully be played to `trick` (its cards in play order) [BAL-4.3]
 * [BAL-5.2]; `saudi`: the `trumpObligation: saudi` reading [BAL-10.1a]. Judging a play against fewer
 * cards than were held never makes a lawful card look unlawful: the bots prove fouls with it.
 */
export function lawfulOf(hand: CardSet, trick: readonly CardNo[], trump: number, locked: boolean, saudi: boolean): CardSet {
  if (trick.length === 0) return lawfulLead(hand, trump, locked);
  const inSuit = hand & SUIT_SETS[trick[0] >> 3];
  if (!saudi || trump < 0) return inSuit !== 0 ? inSuit : hand;
  return saudiObligation(hand, inSuit, trick, trump);
}

/** Which rule playing card `n` now breaks, for a card `lawfulSet` leaves out [BAL-10.1]. */
function foulRule(state: BalootState, seat: Seat, n: CardNo): FoulRule {
  const hand = heldBy(state, seat);
  const trump = suitNumber(state.deal.contract!.trump);
  const trick = trickCards(state);
  if (trick.length === 0) return 'lockedLead';
  const led = trick[0] >> 3;
  if ((hand & SUIT_SETS[led]) !== 0 && n >> 3 !== led) return 'follow';
  // a card of the suit led, or a void player's: what the saudi obligation asked for
  return n >> 3 === trump ? 'overTrump' : (hand & SUIT_SETS[trump]) !== 0 && n >> 3 !== led ? 'trump' : 'overTrump';
}

// Option trumpObligation=saudi: a void player must trump and must over-trump an opponent's trump,
// unless the partner is winning the trick.
function saudiObligation(hand: CardSet, inSuit: CardSet, trick: readonly CardNo[], trump: number): CardSet {
  let best = 0;
  for (let i = 1; i < trick.length; i++) if (beats(trick[i], trick[best], trump)) best = i;
  const partnerWinning = trick.length - best === 2; // the partner played two cards before this seat
  const overTrumps = (cards: CardSet): CardSet => {
    const higher = cards & beatersOf(trick[best], trump);
    return higher !== 0 ? higher : cards;
  };
  if (inSuit !== 0) return trick[0] >> 3 === trump && !partnerWinning ? overTrumps(inSuit) : inSuit;
  const trumps = hand & SUIT_SETS[trump];
  if (partnerWinning || trumps === 0) return hand;
  return trick[best] >> 3 === trump ? overTrumps(trumps) : trumps;
}

/**
 * Where the winning card of a trick was played (0 = by the leader): the strongest trump, else the
 * strongest card of the suit led. The trick may be incomplete.
 */
function winningIndex(trick: CardSet, leader: Seat, hands: readonly CardSet[], trump: number): number {
  let best = 0;
  let bestCard = onlyCard(trick & hands[leader]);
  for (let i = 1; i < 4; i++) {
    const played = trick & hands[seatPlus(leader, i)];
    if (played === 0) break;
    if (beats(onlyCard(played), bestCard, trump)) {
      best = i;
      bestCard = onlyCard(played);
    }
  }
  return best;
}

/** The action of playing each card, by card number: built once, shared and frozen. */
const PLAYS: readonly BalootAction[] = PACK.map((card) => Object.freeze({ type: 'play' as const, card }));

/** The only legal action when one card may be played, by card number: shared and frozen. */
const ONLY: readonly BalootAction[][] = PLAYS.map((play) => Object.freeze([play]) as BalootAction[]);
const NO_PROJECTS: readonly Project[] = Object.freeze([]);
const NO_CHOICES: readonly Project[][] = Object.freeze([]);
const NO_ACTIONS = Object.freeze([]) as readonly BalootAction[] as BalootAction[];

/** Everything `seat` may do now in play: declare projects (first trick, once), play a card, lead one with Akka. */
export function playActions(state: BalootState, seat: Seat): BalootAction[] {
  if (state.turn !== seat) return NO_ACTIONS;
  const cards = cardActions(state, seat);
  const akkas = state.options.akka === true ? akkaActions(state, playableSet(state, seat)) : NO_ACTIONS;
  return akkas.length > 0 ? cards.concat(akkas) : cards;
}

function cardActions(state: BalootState, seat: Seat): BalootAction[] {
  const playable = playableSet(state, seat);
  const projects = state.deal.projects!;
  const candidates = state.play.tricks.length === 0 && projects.declared[seat] === null ? projects.candidates[seat] : NO_PROJECTS;
  const choices = candidates.length > 0 ? declarations(candidates) : NO_CHOICES;
  if ((playable & (playable - 1)) === 0 && choices.length === 0) return ONLY[onlyCard(playable)];
  const length = choices.length + countOf(playable);
  const actions = new Array<BalootAction>(length); // one allocation of the exact size
  let i = 0;
  for (; i < choices.length; i++) actions[i] = { type: 'declare', projects: choices[i].map((p) => p.cards) };
  // in the order the cards were dealt to the seat, as its hand is shown. Without a branch per card (its
  // outcome is a coin toss the CPU mispredicts): each card is written at the next free place, which
  // moves on only past a playable one; the loop stops when the last place is filled.
  const dealt = state.deal.dealt[seat];
  for (let k = 0; i < length; k++) {
    const n = dealt[k];
    actions[i] = PLAYS[n];
    i += (playable >>> n) & 1;
  }
  return actions;
}

/** The event of a card played, by seat * 32 + card number: built once, shared and frozen (events are values). */
const CARD_PLAYED: readonly GameEvent[] = [0, 1, 2, 3].flatMap((seat) =>
  PACK.map((card): GameEvent => Object.freeze({ type: 'cardPlayed', audience: 'all', seat, card })),
);

/** The events of a card played that neither announces Baloot nor ends the trick, as CARD_PLAYED: shared and frozen. */
const ONLY_PLAYED: readonly GameEvent[][] = CARD_PLAYED.map((event) => Object.freeze([event]) as GameEvent[]);

/** The event of a trick won, by winner * 8 + the trick's index in the hand: shared and frozen. */
const TRICK_WON: readonly GameEvent[] = [0, 1, 2, 3].flatMap((seat) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((trick): GameEvent => Object.freeze({ type: 'trickWon', audience: 'all', seat, trick })),
);

/** Applies a declaration, a card played, or a card led with Akka. */
export function applyPlay(state: BalootState, seat: Seat, action: BalootAction): Step {
  if (action.type === 'declare') return declare(state, seat, action.projects);
  if (action.type !== 'play' && action.type !== 'akka') return refuse('illegal', `"${action.type}" is not possible during play: play a card`);
  const n = cardNumber(action.card);
  const akka = action.type === 'akka';
  if (akka && !akkaActions(state, playableSet(state, seat)).includes(AKKAS[n])) {
    return refuse('illegal', `${String(action.card)} cannot be led with Akka now: in Hokum, a side-suit card but an Ace, the highest of its suit left`);
  }
  const card = 1 << n;
  if (n < 0 || (heldBy(state, seat) & card) === 0) return refuse('illegal', `you do not hold ${String(action.card)}`);
  if ((playableSet(state, seat) & card) === 0) return refuse('illegal', `${action.card} may not be played now: ${reason(state)}`);
  const { deal, play } = state;
  const next = copyState(state);
  next.version = state.version + 1;
  const played = play.played | card;
  const trick = play.trick | card;
  const projects = deal.projects!;
  // playing without declaring declines to declare
  if (play.tricks.length === 0 && projects.declared[seat] === null) {
    next.deal = copyDeal(next.deal);
    next.deal.projects = declaring(projects, seat, []);
  }
  // [BAL-10.1] a foul is noted in secret, for a Qayd call to be judged by; the play itself looks the same
  if (state.options.qayd === true && (lawfulSet(state, seat) & card) === 0) {
    next.deal = copyDeal(next.deal);
    next.deal.fouls = appended(deal.fouls, { seat, card: n, rule: foulRule(state, seat, n) });
  } else if (akka && !isAkka(state, n)) {
    // [BAL-12.3] with Qayd, an Akka that is not one is a foul, the card itself lawful or not
    next.deal = copyDeal(next.deal);
    next.deal.fouls = appended(deal.fouls, { seat, card: n, rule: 'falseAkka' });
  }
  if (akka) {
    if (next.deal === deal) next.deal = copyDeal(deal);
    next.deal.akkas = appended(deal.akkas, n);
  }
  const event = CARD_PLAYED[seat * 32 + n];
  let announced: GameEvent | null = akka ? { type: 'akkaAnnounced', audience: 'all', seat, card: PACK[n] } : null;
  if (announcesBaloot(deal, seat, n, played)) {
    if (next.deal === deal) next.deal = copyDeal(deal);
    next.deal.baloot = { seat, announced: true };
    announced = { type: 'balootAnnounced', audience: 'all', seat };
  }
  next.turn = seatPlus(seat, 1);
  // the events array is made at its final length (growing it would allocate it again), or shared
  if (countOf(trick) < 4) {
    next.play = { played, trick, tricks: play.tricks };
    return { ok: true, state: next, events: announced ? [event, announced] : ONLY_PLAYED[seat * 32 + n] };
  }
  const leader = next.turn;
  const winner = seatPlus(leader, winningIndex(trick, leader, deal.hands, suitNumber(deal.contract!.trump)));
  const won = TRICK_WON[winner * 8 + play.tricks.length];
  const events = announced ? [event, announced, won] : [event, won];
  const tricks = appended(play.tricks, { leader, cards: trick, winner });
  next.play = { played, trick: 0, tricks };
  next.turn = winner;
  // [BAL-6.1] declarations are shown to everyone when the first trick is complete
  if (tricks.length === 1) {
    if (next.deal === deal) next.deal = copyDeal(deal);
    reveal(next, events);
  }
  if (tricks.length < 8) return { ok: true, state: next, events };
  return { ok: true, state: next, events, end: 'handPlayed' }; // [BAL-5.4]
}

function declare(state: BalootState, seat: Seat, given: unknown): Step {
  const projects = state.deal.projects!;
  if (state.play.tricks.length > 0) return refuse('illegal', 'projects are declared only in the first trick');
  if (projects.declared[seat] !== null) return refuse('illegal', 'you have already declared or played in this trick');
  const chosen = matchDeclaration(projects.candidates[seat], given);
  if (!chosen) return refuse('illegal', 'that is not a declaration your hand allows (one or two projects sharing no card)');
  const events: GameEvent[] = [
    { type: 'projectsDeclared', audience: 'all', seat, kinds: chosen.map((p) => p.kind) },
  ];
  const next = copyState(state);
  next.version = state.version + 1;
  next.deal = copyDeal(state.deal);
  next.deal.projects = declaring(projects, seat, chosen);
  return { ok: true, state: next, events };
}

// the projects after `seat` declared `chosen` (none: it played without declaring)
function declaring(projects: Projects, seat: Seat, chosen: Project[]): Projects {
  const declared = projects.declared.slice();
  declared[seat] = chosen;
  return { candidates: projects.candidates, declared, revealed: projects.revealed, scoringTeam: projects.scoringTeam };
}

// writes into `next.deal`, a fresh copy
function reveal(next: BalootState, events: GameEvent[]): void {
  const projects = next.deal.projects!;
  const scoringTeam = bestProjectTeam(projects.declared, next.match.dealer);
  events.push({ type: 'projectsRevealed', audience: 'all', declared: projects.declared, scoringTeam });
  next.deal.projects = { candidates: projects.candidates, declared: projects.declared, revealed: true, scoringTeam };
}

// [BAL-6.2] Baloot is announced when its holder plays the second of trump K and Q, unless either card
// is part of that player's declared four-Ks or four-Qs Hundred. `played` includes the card.
function announcesBaloot(deal: DealState, seat: Seat, n: CardNo, played: CardSet): boolean {
  const { baloot } = deal;
  if (baloot.seat !== seat || baloot.announced) return false; // most cards: nobody else may announce
  const trump = suitNumber(deal.contract!.trump);
  if (trump < 0) return false;
  const pair = royalPair(trump);
  if ((pair & (1 << n)) === 0 || (deal.hands[seat] & ~played & pair) !== 0) return false;
  const king = PACK[trump * 8 + 1];
  const queen = PACK[trump * 8 + 2];
  const declared = deal.projects!.declared[seat] ?? [];
  return !declared.some((p) => p.four && (p.cards.includes(king) || p.cards.includes(queen)));
}

function reason(state: BalootState): string {
  if (state.play.trick === 0) return 'the hand is locked: no trump lead while you hold another suit';
  if (state.options.trumpObligation === 'saudi') return 'follow suit; when void you must trump (and over-trump an opponent) unless your partner is winning';
  return `you must follow suit (${PACK[trickCards(state)[0]][1]})`;
}
