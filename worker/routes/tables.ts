import { Hono, type Context } from 'hono';
import { CLOSE } from '../../shared/protocol/messages.js';
import { bodyLimit } from 'hono/body-limit';
import type { JSONParsed } from 'hono/utils/types';
import { decodeCreateTable, type CreateTableRequest, type CreateTableResponse } from '../../shared/protocol/table-config.js';
import type { Env } from '../env.js';
import { checkSettings } from '../../shared/table/new-table.js';
import { isTableId, newTableId, sha256Hex } from '../../shared/table/secrets.js';
import { isKey, SEAT_KEY_HEADER } from '../../shared/protocol/player.js';
import type { GameRecord } from '../../shared/table/table-record.js';
import { addressKey, CREATION_LIMIT } from './creation-limit.js';
import { locationHint, type RequestPlace } from './location-hint.js';
import { originAllowed, refuseOrigin } from './origin.js';
import { jsonBody, jsonOnly, refuse } from './http-error.js';
import { stubOf } from './stub-of.js';
import { metricsOf } from '../metrics.js';

// Asked only for a request that would create a table: a refusal for bad input costs the address
// nothing, so a page that sent a wrong setting a few times can still create its table.
async function creationRefused(c: Context<{ Bindings: Env }>) {
  const { success } = await c.env.TABLE_CREATION.limit({ key: addressKey(c.req.header('CF-Connecting-IP')) });
  if (success) return null;
  metricsOf(c.env)({ event: 'rateLimited', detail: 'TABLE_CREATION' });
  const { limit, period } = CREATION_LIMIT;
  c.header('Retry-After', String(period));
  return refuse(c, 429, 'tooManyTables', `too many new tables from your address (at most ${limit} in ${period} s); try again in a minute`);
}

/**
 * `/api/tables`: create a table, read its summary or a finished game, and open its socket. One chain of
 * calls, so that its type holds each route's input and answers (the web's client: worker/api.ts).
 */
export const tables = new Hono<{ Bindings: Env }>()
  .post(
    '/',
    jsonOnly,
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => refuse(c, 413, 'tooLarge', 'the request body is too large') }),
    ...jsonBody((body: CreateTableRequest) => decodeCreateTable(body)),
    async (c) => {
      const checked = checkSettings(c.req.valid('json').request);
      if (!checked.ok) return refuse(c, 400, 'badSettings', checked.message);
      const refused = await creationRefused(c);
      if (refused) return refused;
      const hint = locationHint(c.req.raw.cf as RequestPlace | undefined);
      // 96 random bits: a clash is all but impossible, but a taken id is simply drawn again
      for (let attempt = 0; attempt < 3; attempt++) {
        const id = newTableId();
        const created = await stubOf(c.env.TABLES, id, hint).create(id, checked.settings);
        if (!created) continue;
        metricsOf(c.env)({ event: 'tableCreated', game: checked.settings.game, detail: String(checked.settings.seats) });
        const origin = new URL(c.req.url).origin;
        const response: CreateTableResponse = {
          id,
          link: `${origin}/t/${id}`,
          hostKey: created.hostKey,
          hostLink: `${origin}/t/${id}#host=${created.hostKey}`,
        };
        return c.json(response, 201);
      }
      return refuse(c, 500, 'internal', 'could not allocate a table id');
    },
  )
  .get('/:id', async (c) => {
    const id = c.req.param('id');
    const summary = isTableId(id) ? await stubOf(c.env.TABLES, id).summary() : null;
    return summary ? c.json(summary) : refuse(c, 404, 'noTable', `no table "${id}"`);
  })
  .get('/:id/games/:n', async (c) => {
    const id = c.req.param('id');
    const n = Number(c.req.param('n'));
    if (!isTableId(id) || !Number.isInteger(n) || n < 1) return refuse(c, 404, 'noGame', 'no such game');
    // the record's setup has options of type `unknown`: the RPC stub's type drops such a record, and
    // Hono's types would take it for no JSON; it is JSON (JSONParsed: what the client reads)
    const log: GameRecord | null = await stubOf(c.env.TABLES, id).finishedGame(n);
    return log ? c.json(log as JSONParsed<GameRecord>) : refuse(c, 404, 'noGame', `game ${n} of table "${id}" does not exist or is not finished`);
  })
  .get('/:id/games/:n/hands/:hand', async (c) => {
    const id = c.req.param('id');
    const n = c.req.param('n') === 'current' ? 'current' : Number(c.req.param('n'));
    const hand = Number(c.req.param('hand'));
    const whole = (x: number) => Number.isInteger(x) && x >= 1 && x <= 100_000;
    if (!isTableId(id) || (n !== 'current' && !whole(n)) || !whole(hand)) return refuse(c, 404, 'noGame', 'no such hand');
    const tricks = await stubOf(c.env.TABLES, id).handTricks(n, hand);
    return tricks ? c.json({ hand, tricks }) : refuse(c, 404, 'noGame', `hand ${hand} of game ${n} of table "${id}" does not exist or is not scored yet`);
  })
  // a person deletes their data at this table: the seat whose key comes in the X-Seat-Key header (never
  // in a URL) is given up, with its devices and its chat lines (TableRoom.eraseSeat); 204, then 404
  .delete('/:id/seats/:seat', async (c) => {
    const id = c.req.param('id');
    const seat = Number(c.req.param('seat'));
    const key = c.req.header(SEAT_KEY_HEADER);
    if (!isKey(key)) return refuse(c, 401, 'badKey', `send the seat's key in the ${SEAT_KEY_HEADER} header`);
    if (!isTableId(id)) return refuse(c, 404, 'noTable', `no table "${id}"`);
    const erased = Number.isInteger(seat) && seat >= 0 && seat < 16 ? await stubOf(c.env.TABLES, id).eraseSeat(seat, sha256Hex(key)) : 'noSeat';
    if (erased === null) return refuse(c, 404, 'noTable', `no table "${id}"`);
    if (erased === 'noSeat') return refuse(c, 404, 'noSeat', `that key holds no seat ${c.req.param('seat')} at table "${id}"`);
    return c.body(null, 204);
  })
  .get('/:id/socket', async (c) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') return refuse(c, 426, 'notWebSocket', 'expected a WebSocket upgrade');
    if (!originAllowed(c.req.raw, c.env.ALLOWED_ORIGINS)) return refuseOrigin();
    const id = c.req.param('id');
    if (!isTableId(id)) return noTableSocket();
    return stubOf(c.env.TABLES, id).fetch(c.req.raw);
  });

// A malformed id (a link cut short) is refused as a table that does not exist is: the socket opens and
// closes at once with `noTable`, which the page takes as final instead of reconnecting for ever.
function noTableSocket(): Response {
  const [client, server] = Object.values(new WebSocketPair());
  server.accept();
  server.close(CLOSE.noTable, 'noTable');
  return new Response(null, { status: 101, webSocket: client });
}
