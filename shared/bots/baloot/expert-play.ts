import type { Card } from '../../rules/core/cards.js';
import type { Random } from '../../rules/core/shuffle.js';
import { cardNumber, suitNumber, type CardSet } from '../../rules/games/baloot/cards.js';
import { bestProjectTeam, findProjects, projectValue } from '../../rules/games/baloot/projects.js';
import type { BalootAction, Project } from '../../rules/games/baloot/state.js';
import type { BalootView } from '../../rules/games/baloot/view.js';
import type { SearchBudget } from '../expert/budget.js';
import { knowledgeOf } from '../expert/knowledge.js';
import { best, dealsFor, searchCards } from '../expert/search.js';
import { searchSource } from '../expert/worlds.js';
import { balootMemory } from './memory.js';
import { balootRules, handWorth, type Stakes } from './sim.js';

/** Card plays the search may spend on one decision (deals × candidate cards × cards left). */
export const PLAY_BUDGET = 30_000;

/** Most and fewest deals sampled per card decision. */
export const DEALS = { most: 120, fewest: 16 };

/** The card search's budget. */
export const BALOOT_BUDGET: SearchBudget = { plays: PLAY_BUDGET, ...DEALS };

// How much better (in game points of the hand) a card must look than the rules of thumb's choice to be played instead.
const MARGIN = 0.05;

// A stand-in card for a declared project whose cards are not shown yet: its top rank is taken as middling.
const UNKNOWN_TOP = 'TS';

/** The best declaration of a hand [BAL-6.3]: the one worth most (every project scores if the team holds the best one). */
export function bestOf(candidates: readonly Project[], kind: 'sun' | 'hokum'): Project[] {
  let chosen: Project[] = [];
  let value = 0;
  for (let i = 0; i < candidates.length; i++) {
    const one = projectValue(candidates[i], kind);
    if (one > value) [chosen, value] = [[candidates[i]], one];
    for (let j = i + 1; j < candidates.length; j++) {
      const a = candidates[i];
      const b = candidates[j];
      if (a.cards.some((c) => b.cards.includes(c))) continue;
      const two = one + projectValue(b, kind);
      if (two > value) [chosen, value] = [[a, b], two];
    }
  }
  return chosen;
}

/** Each team's project points once every seat's declaration is known [BAL-6.4]. */
export function projectPoints(declared: readonly (Project[] | null)[], dealer: number, kind: 'sun' | 'hokum'): number[] {
  const team = bestProjectTeam(declared, dealer);
  const points = [0, 0];
  if (team === null) return points;
  declared.forEach((projects, seat) => {
    if (seat % 2 === team) for (const p of projects ?? []) points[team] += projectValue(p, kind);
  });
  return points;
}

/** The cards each seat played in this hand, as a set. */
function playedBy(view: BalootView): CardSet[] {
  const sets = [0, 0, 0, 0];
  for (const trick of view.tricks) for (const { seat, card } of trick.plays) sets[seat] |= 1 << cardNumber(card);
  for (const { seat, card } of view.trick) sets[seat] |= 1 << cardNumber(card);
  return sets;
}

/** The stakes of the hand in play as far as the view shows them, and how to complete them for one sampled deal. */
function stakesOf(view: BalootView): (hands: readonly CardSet[]) => Stakes {
  const contract = view.contract!;
  const kind = contract.kind;
  const trump = suitNumber(contract.trump);
  const played = playedBy(view);
  const base: Stakes = {
    kind,
    declarerTeam: contract.declarer % 2,
    level: contract.level,
    gahwa: contract.gahwa,
    projects: [0, 0],
    baloot: [0, 0],
    aceBid: view.bidCard[0] === 'A',
    options: view.options,
  };
  const projects = view.projects;
  const revealed = projects?.revealed ?? null;
  if (revealed) base.projects = projectPoints(revealed, view.dealer, kind);
  const pair = trump >= 0 ? (1 << (trump * 8 + 1)) | (1 << (trump * 8 + 2)) : 0;
  if (view.balootSeat !== null) base.baloot[view.balootSeat % 2] = 2;
  const balootOpen = trump >= 0 && view.balootSeat === null;
  if (revealed && !balootOpen) return () => base;
  const me = view.viewer as number;
  return (hands) => {
    const st: Stakes = { ...base, baloot: base.baloot.slice() };
    if (balootOpen) {
      for (let seat = 0; seat < 4; seat++) if (((hands[seat] | played[seat]) & pair) === pair) st.baloot[seat % 2] = 2;
    }
    if (!revealed && projects) {
      // in the first trick: kinds declared so far, and what the seats yet to play would declare
      const declared = projects.kinds.map((kinds, seat): Project[] | null => {
        if (seat === me && projects.mine) return projects.mine.declared ?? [];
        if (kinds !== null) return kinds.map((k) => ({ kind: k, cards: [UNKNOWN_TOP], four: false }));
        return bestOf(findProjects(hands[seat] | played[seat], kind), kind);
      });
      st.projects = projectPoints(declared, view.dealer, kind);
    }
    return st;
  };
}

/** The card the expert plays, chosen by determinised search over deals consistent with the view. */
export function expertCard(view: BalootView, cards: readonly Card[], heuristic: Card, random: Random, budget: SearchBudget = BALOOT_BUDGET): Card {
  const contract = view.contract!;
  const me = view.viewer as number;
  const trump = suitNumber(contract.trump);
  const rules = balootRules(trump, contract, view.options);
  const memory = balootMemory(view);
  const played = playedBy(view);
  const known: Card[][] = [[], [], [], []];
  // [BAL-1.3] the bid card went to the declarer face up; shown projects are public [BAL-6.1]
  const bid = cardNumber(view.bidCard);
  if (contract.declarer !== me && (played[contract.declarer] & (1 << bid)) === 0) known[contract.declarer].push(view.bidCard);
  for (const [seat, projects] of (view.projects?.revealed ?? []).entries()) {
    if (seat === me) continue;
    for (const p of projects ?? []) {
      for (const card of p.cards) if ((played[seat] & (1 << cardNumber(card))) === 0 && !known[seat].includes(card)) known[seat].push(card);
    }
  }
  const knowledge = knowledgeOf({
    rules,
    me,
    number: cardNumber,
    myHand: view.myHand ?? [],
    known,
    handSizes: view.handSizes,
    tricks: view.tricks,
    trick: view.trick,
    voids: memory.voids,
  });
  const stakes = stakesOf(view);
  const team = me % 2;
  const target = view.options.target as number;
  const worlds = dealsFor(view.handSizes, cards.length, budget.plays, budget);
  const values = searchCards(
    {
      knowledge,
      candidates: cards.map(cardNumber),
      worlds,
      judge(hidden) {
        const hands: CardSet[] = [0, 0, 0, 0];
        for (let seat = 0; seat < 4; seat++) {
          for (const c of knowledge.base.hands[seat]) hands[seat] |= 1 << c;
          for (const c of hidden[seat]) hands[seat] |= 1 << c;
        }
        const st = stakes(hands);
        return { weight: 1, value: (t) => handWorth(st, t, team, view.score, target) };
      },
    },
    searchSource(random),
  );
  return cards[best(values, cards.indexOf(heuristic), MARGIN)];
}
