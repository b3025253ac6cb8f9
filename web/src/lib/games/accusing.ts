import type { Play } from '$shared/rules/core/tricks.js';
import type { Naming } from './types.js';

/**
 * The plays a seat may accuse, trick by trick (the trick in progress last), for the accusation picker
 * (All Fours' renege call [AF-10.2], Baloot's Qayd [BAL-10.2]): each trick's label and its callable
 * cards with their players' names. Tricks with nothing to call are left out.
 */
export function accuseGroups(
  tricks: readonly { plays: readonly Play[] }[],
  trick: readonly Play[],
  callable: ReadonlySet<string>,
  naming: Naming,
  label: (n: number) => string,
): { label: string; plays: { card: string; name: string }[] }[] {
  return [...tricks.map((t) => t.plays), trick]
    .map((plays, i) => ({
      label: label(i + 1),
      plays: plays.filter((p) => callable.has(p.card)).map((p) => ({ card: p.card, name: naming.seatName(p.seat) })),
    }))
    .filter((group) => group.plays.length > 0);
}
