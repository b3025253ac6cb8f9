import type { Card, Suit } from '../../core/cards.js';
import { refuse, type GameEvent } from '../../core/game.js';
import { seatAfter, type Seat } from '../../core/seats.js';
import { beats, cardsInSuit, followSuit, holdsSuit, ledSuit, winningPlay } from '../../core/tricks.js';
import { strengthOf } from './cards.js';
import { bestProjectTeam, declarations, findProjects, matchDeclaration } from './projects.js';
import { evolve, type BalootAction, type BalootState, type Contract, type Step } from './state.js';

/** Starts the play of a hand: finds each seat's projects and the Baloot holder, and sets the first leader. */
export function startPlay(state: BalootState, events: GameEvent[]): BalootState {
  const contract = state.contract!;
  const candidates = state.hands.map((hand) => findProjects(hand, contract.kind));
  let balootSeat: Seat | null = null;
  if (contract.kind === 'hokum') {
    const king = 'K' + contract.trump;
    const queen = 'Q' + contract.trump;
    const holder = state.hands.findIndex((hand) => hand.includes(king) && hand.includes(queen));
    balootSeat = holder >= 0 ? holder : null;
  }
  // [BAL-5.1] the declarer leads; option firstLead: the dealer's right
  const leader = state.options.firstLead === 'dealerRight' ? seatAfter(state.dealer, 1, 4) : contract.declarer;
  events.push({ type: 'playStarted', audience: 'all', leader, contract });
  return evolve(state, {
    phase: 'playing',
    raising: null,
    turn: leader,
    trick: [],
    tricks: [],
    projects: { candidates, declared: [null, null, null, null], revealed: false, scoringTeam: null },
    baloot: { seat: balootSeat, announced: false },
  });
}

/** The cards `seat` may play now. */
export function playableCards(state: BalootState, seat: Seat): Card[] {
  const hand = state.hands[seat];
  const { trump, locked } = state.contract as Contract;
  const trick = state.trick;
  if (trick.length === 0) {
    // [BAL-4.3] locked: no trump lead while holding another card
    if (locked && trump !== null) {
      const others = hand.filter((card) => card[1] !== trump);
      if (others.length > 0) return others;
    }
    return hand.slice();
  }
  const led = ledSuit(trick)!;
  if (state.options.trumpObligation !== 'saudi' || trump === null) return followSuit(hand, led); // [BAL-5.2]
  return saudiObligation(state, seat, cardsInSuit(hand, led), trump);
}

// Option trumpObligation=saudi: a void player must trump and must over-trump an opponent's trump,
// unless the partner is winning the trick.
function saudiObligation(state: BalootState, seat: Seat, inSuit: Card[], trump: Suit): Card[] {
  const hand = state.hands[seat];
  const trick = state.trick;
  const strength = (card: Card): number => strengthOf(card, trump);
  const best = trick[winningPlay(trick, trump, strength)];
  const partnerWinning = best.seat === seatAfter(seat, 2, 4);
  const overTrumps = (cards: Card[]): Card[] => {
    const higher = cards.filter((card) => beats(card, best.card, trump, strength));
    return higher.length > 0 ? higher : cards;
  };
  if (inSuit.length > 0) return trick[0].card[1] === trump && !partnerWinning ? overTrumps(inSuit) : inSuit;
  if (partnerWinning || !holdsSuit(hand, trump)) return hand.slice();
  const trumps = hand.filter((card) => card[1] === trump);
  return best.card[1] === trump ? overTrumps(trumps) : trumps;
}

/** Everything `seat` may do now in play: declare projects (first trick, once) and play a card. */
export function playActions(state: BalootState, seat: Seat): BalootAction[] {
  if (state.turn !== seat) return [];
  const actions: BalootAction[] = [];
  const projects = state.projects!;
  if (state.tricks.length === 0 && projects.declared[seat] === null) {
    for (const choice of declarations(projects.candidates[seat])) {
      actions.push({ type: 'declare', projects: choice.map((p) => p.cards) });
    }
  }
  for (const card of playableCards(state, seat)) actions.push({ type: 'play', card });
  return actions;
}

/** Applies a declaration or a card played. */
export function applyPlay(state: BalootState, seat: Seat, action: BalootAction): Step {
  if (action.type === 'declare') return declare(state, seat, action.projects);
  if (action.type !== 'play') return refuse('illegal', `"${action.type}" is not possible during play: play a card`);
  const card = action.card;
  if (!state.hands[seat].includes(card)) return refuse('illegal', `you do not hold ${String(card)}`);
  if (!playableCards(state, seat).includes(card)) {
    return refuse('illegal', `${card} may not be played now: ${reason(state)}`);
  }
  const events: GameEvent[] = [{ type: 'cardPlayed', audience: 'all', seat, card }];
  const hands = state.hands.slice();
  hands[seat] = hands[seat].filter((c) => c !== card);
  let projects = state.projects!;
  if (state.tricks.length === 0 && projects.declared[seat] === null) {
    const declared = projects.declared.slice();
    declared[seat] = [];
    projects = { ...projects, declared };
  }
  let baloot = state.baloot;
  if (announcesBaloot(state, seat, card, hands[seat])) {
    baloot = { ...baloot, announced: true };
    events.push({ type: 'balootAnnounced', audience: 'all', seat });
  }
  const trick = [...state.trick, { seat, card }];
  let next: BalootState = evolve(state, { version: state.version + 1, hands, projects, baloot, trick });
  if (trick.length < 4) return { ok: true, state: evolve(next, { turn: seatAfter(seat, 1, 4) }), events };
  const trump = state.contract!.trump;
  const winner = trick[winningPlay(trick, trump, (c) => strengthOf(c, trump))].seat;
  events.push({ type: 'trickWon', audience: 'all', seat: winner, trick: state.tricks.length + 1 });
  next = evolve(next, { trick: [], tricks: [...state.tricks, { plays: trick, winner }], turn: winner });
  // [BAL-6.1] declarations are shown to everyone when the first trick is complete
  if (next.tricks.length === 1) next = reveal(next, events);
  return { ok: true, state: next, events, ...(next.tricks.length === 8 ? { end: 'handPlayed' as const } : {}) }; // [BAL-5.4]
}

function declare(state: BalootState, seat: Seat, given: unknown): Step {
  const projects = state.projects!;
  if (state.tricks.length > 0) return refuse('illegal', 'projects are declared only in the first trick');
  if (projects.declared[seat] !== null) return refuse('illegal', 'you have already declared or played in this trick');
  const chosen = matchDeclaration(projects.candidates[seat], given);
  if (!chosen) return refuse('illegal', 'that is not a declaration your hand allows (one or two projects sharing no card)');
  const declared = projects.declared.slice();
  declared[seat] = chosen;
  const events: GameEvent[] = [
    { type: 'projectsDeclared', audience: 'all', seat, kinds: chosen.map((p) => p.kind) },
  ];
  return { ok: true, state: evolve(state, { version: state.version + 1, projects: { ...projects, declared } }), events };
}

function reveal(state: BalootState, events: GameEvent[]): BalootState {
  const projects = state.projects!;
  const scoringTeam = bestProjectTeam(projects.declared, state.dealer);
  events.push({ type: 'projectsRevealed', audience: 'all', declared: projects.declared, scoringTeam });
  return evolve(state, { projects: { ...projects, revealed: true, scoringTeam } });
}

// [BAL-6.2] Baloot is announced when its holder plays the second of trump K and Q, unless either card
// is part of that player's declared four-Ks or four-Qs Hundred.
function announcesBaloot(state: BalootState, seat: Seat, card: Card, handAfter: Card[]): boolean {
  const { baloot } = state;
  const trump = state.contract!.trump;
  if (baloot.seat !== seat || baloot.announced || trump === null) return false;
  if (card !== 'K' + trump && card !== 'Q' + trump) return false;
  const other = card[0] === 'K' ? 'Q' + trump : 'K' + trump;
  if (handAfter.includes(other)) return false;
  const fours = (state.projects!.declared[seat] ?? []).filter((p) => p.four);
  return !fours.some((p) => p.cards.includes(card) || p.cards.includes(other));
}

function reason(state: BalootState): string {
  if (state.trick.length === 0) return 'the hand is locked: no trump lead while you hold another suit';
  if (state.options.trumpObligation === 'saudi') return 'follow suit; when void you must trump (and over-trump an opponent) unless your partner is winning';
  return `you must follow suit (${state.trick[0].card[1]})`;
}
