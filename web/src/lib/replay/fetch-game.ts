import { isGameId } from '$shared/rules/manifests.js';
import { api } from '../net/api.js';
import { gameNumber, recordOf, type Fetched, type FetchError } from './record.js';

/** Fetches the table's summary (its game and seat names), then game `n` of it (see `gameNumber`). */
export async function fetchGame(id: string, n: string): Promise<Fetched | FetchError> {
  const param = { id: encodeURIComponent(id) };
  try {
    const summary = await api.api.tables[':id'].$get({ param });
    if (summary.status === 404) return 'noGame';
    if (!summary.ok) return 'network';
    const table = await summary.json();
    const number = gameNumber(n, table);
    if (number === null) return 'noGame';
    const game = await api.api.tables[':id'].games[':n'].$get({ param: { ...param, n: String(number) } });
    if (game.status === 404) return 'noGame';
    if (!game.ok) return 'network';
    const text = await game.text();
    const record = recordOf(JSON.parse(text));
    if (!record || !isGameId(table.game)) return 'badRecord';
    return { game: table.game, n: number, record, text, table };
  } catch (error) {
    return error instanceof SyntaxError ? 'badRecord' : 'network';
  }
}
