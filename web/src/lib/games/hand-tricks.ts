import type { Play } from '$shared/rules/core/tricks.js';
import { api } from '../net/api.js';

/** A trick of a scored hand: its cards in the order played and the seat that won it. */
export interface TrickShown {
  plays: Play[];
  winner: number;
}

/**
 * The tricks of the `hand`-th scored hand (1 for the first) of the game at this page's table: an online
 * table's from the server (`GET /api/tables/:id/games/current/hands/:hand`), a practice table's from its
 * log in this browser. Null when they cannot be had.
 */
export async function loadHandTricks(hand: number): Promise<TrickShown[] | null> {
  const online = /^\/t\/([^/]+)\/?$/.exec(location.pathname);
  if (online) {
    const response = await api.api.tables[':id'].games[':n'].hands[':hand'].$get({ param: { id: online[1], n: 'current', hand: String(hand) } });
    return response.ok ? (await response.json()).tricks : null;
  }
  const practice = new URLSearchParams(location.search).get('t');
  if (!location.pathname.startsWith('/practice/') || !practice) return null;
  const { practiceHandTricks } = await import('../practice/hand-tricks.js');
  return practiceHandTricks(practice, hand);
}
