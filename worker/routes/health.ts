import { Hono } from 'hono';
import { GAMES } from '../../shared/rules/registry.js';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages.js';
import { claimsByDefault } from '../../shared/table/new-table.js';
import type { Env } from '../env.js';
import { workerVersion } from '../log.js';

/**
 * `/api/health` and `/api/games`: liveness, the protocol version and the Worker's deployed version (its
 * id, tag and upload time; null where the platform gives none), and what games a table can play.
 */
export const health = new Hono<{ Bindings: Env }>()
  .get('/health', (c) => c.json({ ok: true, protocol: PROTOCOL_VERSION, worker: workerVersion(c.env) }))
  .get('/games', (c) =>
    c.json(
      Object.values(GAMES).map((rules) => ({
        id: rules.id,
        name: rules.name,
        seatCounts: rules.seatCounts,
        claims: claimsByDefault(rules.id),
        options: rules.options,
      })),
    ),
  );
