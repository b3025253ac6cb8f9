import * as v from 'valibot';
import { isKey } from './player.js';
import { describeIssue } from './table-config.js';

// The Worker's decoder of a player route's body, apart from player.ts so that the pages that import
// its types and key check do not carry valibot.

const LinkSeat = v.strictObject({
  seat: v.pipe(v.number('seat must be a number'), v.integer('seat must be a whole number'), v.minValue(0, 'seat must be 0 or more'), v.maxValue(15, 'no table has that seat')),
  key: v.pipe(v.string('key must be a string'), v.check((key: string) => isKey(key), 'key must be a seat key')),
});

/** What `PUT /api/players/me/tables/:id` takes: the seat and its secret key. */
export type LinkSeatRequest = v.InferInput<typeof LinkSeat>;

/** `PUT /api/players/me/tables/:id`: the seat and its key, decoded; or why not. */
export function decodeLinkSeat(body: unknown): { ok: true; seat: number; key: string } | { ok: false; message: string } {
  const result = v.safeParse(LinkSeat, body);
  return result.success ? { ok: true, ...result.output } : { ok: false, message: describeIssue(result.issues) };
}
