import type { Card, Rank } from '../../core/cards.js';
import type { Seat, Team } from '../../core/seats.js';
import { PACK, sequenceIndex, type CardSet } from './cards.js';
import type { Contract, Project, ProjectKind } from './state.js';

// [BAL-6.5] values in game points
const VALUES: Record<'sun' | 'hokum', Record<ProjectKind, number>> = {
  sun: { sira: 4, fifty: 10, hundred: 20, fourHundred: 40 },
  hokum: { sira: 2, fifty: 5, hundred: 10, fourHundred: 0 },
};
const KIND_RANK: Record<ProjectKind, number> = { sira: 1, fifty: 2, hundred: 3, fourHundred: 4 };

/** The game points a project is worth in a contract. */
export function projectValue(project: Project, kind: Contract['kind']): number {
  return VALUES[kind][project.kind];
}

function sequenceKind(length: number): ProjectKind {
  return length === 3 ? 'sira' : length === 4 ? 'fifty' : 'hundred';
}

const NONE = Object.freeze<Project[]>([]) as Project[]; // most hands hold no project: one shared empty list

/** [BAL-6.2] Every project the 8-card hand holds: each run of 3+ within a suit, and each four of a kind. */
export function findProjects(hand: CardSet, kind: Contract['kind']): Project[] {
  // no run of 3 in any suit (bits of a suit are 8 apart; a run never crosses suits) and no four of a kind
  const runs = hand & (hand >>> 1) & (hand >>> 2) & 0x3f3f3f3f;
  const fours = hand & (hand >>> 8) & (hand >>> 16) & (hand >>> 24) & 0x1f;
  if (runs === 0 && fours === 0) return NONE;
  const found: Project[] = [];
  for (let suit = 0; suit < 4; suit++) {
    // a suit's 8 bits in the sequence order (bit 0 = Ace): runs of set bits are sequences
    const held = (hand >>> (suit * 8)) & 0xff;
    if ((held & (held >>> 1) & (held >>> 2)) === 0) continue; // no run of 3
    // every run of 3 or more, longer runs included as a whole and in parts (a player may split an 8-card run)
    for (let start = 0; start < 8; start++) {
      if ((held & (1 << start)) === 0) continue;
      let end = start;
      while (end + 1 < 8 && (held & (1 << (end + 1))) !== 0) end++;
      for (let last = start + 2; last <= end; last++) {
        const cards = PACK.slice(suit * 8 + start, suit * 8 + last + 1);
        found.push({ kind: sequenceKind(cards.length), cards, four: false });
      }
    }
  }
  // four of a kind: A K Q J T are ranks 0-4 of the sequence order
  for (let rank = 0; rank < 5; rank++) {
    const four = 0x01010101 << rank;
    if ((hand & four) !== four) continue;
    // [BAL-6.2] four Aces: Four hundred in Sun, a Hundred in Hokum
    const projectKind: ProjectKind = rank === 0 && kind === 'sun' ? 'fourHundred' : 'hundred';
    found.push({ kind: projectKind, cards: [PACK[rank], PACK[8 + rank], PACK[16 + rank], PACK[24 + rank]], four: true });
  }
  return found.length > 0 ? found : NONE;
}

function disjoint(a: Project, b: Project): boolean {
  return !a.cards.some((card) => b.cards.includes(card));
}

/** [BAL-6.3] Every declaration a seat may make: one project, or two that share no card. */
export function declarations(candidates: readonly Project[]): Project[][] {
  const choices: Project[][] = candidates.map((p) => [p]);
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      if (disjoint(candidates[i], candidates[j])) choices.push([candidates[i], candidates[j]]);
    }
  }
  return choices;
}

function sameCards(a: readonly Card[], b: unknown): boolean {
  return Array.isArray(b) && a.length === b.length && b.every((card) => a.includes(card as Card));
}

/** Matches a declaration given as card lists against the candidates; null if it is not allowed. */
export function matchDeclaration(candidates: readonly Project[], given: unknown): Project[] | null {
  if (!Array.isArray(given) || given.length < 1 || given.length > 2) return null;
  const chosen: Project[] = [];
  for (const cards of given) {
    const project = candidates.find((p) => sameCards(p.cards, cards));
    if (!project || chosen.includes(project)) return null;
    chosen.push(project);
  }
  if (chosen.length === 2 && !disjoint(chosen[0], chosen[1])) return null;
  return chosen;
}

/** [BAL-6.4] Strength of a project for the comparison; `place` 0 = dealer's right breaks ties. */
function strength(project: Project, place: number): number {
  const top = 8 - sequenceIndex(project.cards[0][0] as Rank);
  return ((KIND_RANK[project.kind] * 2 + (project.four ? 1 : 0)) * 10 + top) * 10 + (3 - place);
}

/**
 * [BAL-6.4] The team holding the best single declared project (it scores all its declared projects),
 * or null when nobody declared.
 */
export function bestProjectTeam(declared: readonly (Project[] | null)[], dealer: Seat): Team | null {
  let best = -1;
  let team: Team | null = null;
  declared.forEach((projects, seat) => {
    const place = (seat - dealer - 1 + 8) % 4;
    for (const project of projects ?? []) {
      const s = strength(project, place);
      if (s > best) {
        best = s;
        team = seat % 2;
      }
    }
  });
  return team;
}
