import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { decodeLinkSeat, type LinkSeatRequest } from '../../shared/protocol/player-decode.js';
import {
  isKey,
  PLAYER_FRAGMENT,
  PLAYER_KEY_HEADER,
  type CreatePlayerResponse,
  type MyTablesResponse,
} from '../../shared/protocol/player.js';
import { isTableId, newKey, sha256Hex } from '../../shared/table/secrets.js';
import type { Env } from '../env.js';
import { addressKey, PLAYER_LIMIT } from './creation-limit.js';
import { jsonBody, jsonOnly, refuse } from './http-error.js';
import { stubOf as stubIn } from './stub-of.js';
import { metricsOf } from '../metrics.js';

const stubOf = (env: Env, player: string) => stubIn(env.PLAYERS, player);

// making a player and linking a seat (which wakes a table) are limited per client address
const writeLimit: MiddlewareHandler<{ Bindings: Env; Variables: { player: string } }> = async (c, next) => {
  const { success } = await c.env.PLAYER_WRITES.limit({ key: addressKey(c.req.header('CF-Connecting-IP')) });
  if (success) return next();
  metricsOf(c.env)({ event: 'rateLimited', detail: 'PLAYER_WRITES' });
  c.header('Retry-After', String(PLAYER_LIMIT.period));
  return refuse(c, 429, 'rateLimited', `too many player requests from your address (at most ${PLAYER_LIMIT.limit} in ${PLAYER_LIMIT.period} s); try again in a minute`);
};

// the player's key, from its header only (a URL would leave it in logs); the id is its hash
const playerKey: MiddlewareHandler<{ Bindings: Env; Variables: { player: string } }> = async (c, next) => {
  const key = c.req.header(PLAYER_KEY_HEADER);
  if (!key) return refuse(c, 401, 'badPlayerKey', `send your player key in the ${PLAYER_KEY_HEADER} header`);
  if (!isKey(key)) return refuse(c, 401, 'badPlayerKey', 'that is not a player key');
  c.set('player', sha256Hex(key));
  await next();
};

/**
 * `/api/players`: make a player, and read or change "my tables" with the player's key in the
 * X-Player-Key header. The key is hashed here into the id that addresses the player's object; only
 * the hash goes on, and only a request that carries the key ever gets the seat keys back. One chain of
 * calls, so that its type holds each route's input and answers (the web's client: worker/api.ts).
 */
export const players = new Hono<{ Bindings: Env; Variables: { player: string } }>()
  .post('/', writeLimit, async (c) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const key = newKey();
      if (!(await stubOf(c.env, sha256Hex(key)).create(sha256Hex(key)))) continue;
      const response: CreatePlayerResponse = { key, link: `${new URL(c.req.url).origin}/tables#${PLAYER_FRAGMENT}=${key}` };
      return c.json(response, 201);
    }
    return refuse(c, 500, 'badRequest', 'could not make a player key');
  })
  .get('/me', playerKey, async (c) => {
    const tables = await stubOf(c.env, c.get('player')).tables();
    if (!tables) return refuse(c, 401, 'noPlayer', 'no player has this key');
    const response: MyTablesResponse = { tables };
    return c.json(response);
  })
  // the person deletes their data: their seats are given up at every table (to bots, with their devices
  // and chat lines), then the player is deleted; 503 if a table could not be reached (try again)
  .delete('/me', playerKey, async (c) => {
    const erased = await stubOf(c.env, c.get('player')).erase();
    if (erased === 'noPlayer') return refuse(c, 401, 'noPlayer', 'no player has this key');
    if (erased !== 'erased') return refuse(c, 503, 'eraseIncomplete', `${erased.failed} of your tables could not be reached just now; try again to finish deleting your data`);
    return c.body(null, 204);
  })
  .put(
    '/me/tables/:id',
    playerKey,
    writeLimit,
    bodyLimit({ maxSize: 1024, onError: (c) => refuse(c, 413, 'tooLarge', 'the request body is too large') }),
    async (c, next) => {
      const id = c.req.param('id');
      if (!isTableId(id)) return refuse(c, 404, 'badTable', `no table "${id}"`);
      await next();
    },
    jsonOnly,
    // a body that is no JSON is only a bad request here, as it always was
    ...jsonBody((body: LinkSeatRequest) => decodeLinkSeat(body), { notJson: 'badRequest' }),
    async (c) => {
      const id = c.req.param('id');
      const decoded = c.req.valid('json');
      const linked = await stubOf(c.env, c.get('player')).link(id, decoded.seat, decoded.key);
      if ('table' in linked) return c.json(linked.table);
      if (linked.refused === 'noPlayer') return refuse(c, 401, 'noPlayer', 'no player has this key');
      if (linked.refused === 'tooManyTables') return refuse(c, 409, 'tooManyTables', 'your list is full: remove some finished tables first');
      return refuse(c, 404, 'noSeat', `that key holds no seat ${decoded.seat} at table "${id}"`);
    },
  )
  .delete('/me/tables/:id', playerKey, async (c) => {
    const id = c.req.param('id');
    const stub = stubOf(c.env, c.get('player'));
    if (!isTableId(id) || !(await stub.remove(id))) {
      if ((await stub.tables()) === null) return refuse(c, 401, 'noPlayer', 'no player has this key');
      return refuse(c, 404, 'noEntry', `table "${id}" is not in your list`);
    }
    return c.body(null, 204);
  });
