import { resolveOptions, type Options } from '../rules/core/options.js';
import { isGameId, MANIFESTS } from '../rules/manifests.js';
import { gameById } from '../rules/registry.js';
import type { BotLevel, Clock, CreateTableRequest } from '../protocol/table-config.js';

/** A table's settings, checked against its game's seat counts and option specs. */
export interface TableSettings {
  game: string;
  seats: number;
  options: Options;
  clock: Clock;
  botLevel: BotLevel;
  /** Whether the table's chat is on (default on). */
  chat?: boolean;
  /** Whether players may claim the rest of the tricks. */
  claims: boolean;
  /** Whether the table plays a person's only legal action for them; absent: on with an async clock (`autoForcedOn`). */
  autoForced?: boolean;
  /** Whether people watching may send reactions (default off). */
  spectatorReactions?: boolean;
}

/** Checks a create request (already shape-checked) against the game's rules; the message says what is wrong. */
export function checkSettings(request: CreateTableRequest): { ok: true; settings: TableSettings } | { ok: false; message: string } {
  const rules = gameById(request.game);
  if (!rules) return { ok: false, message: `unknown game "${request.game}"` };
  if (!rules.seatCounts.includes(request.seats)) {
    return { ok: false, message: `${rules.name} is played by ${rules.seatCounts.join(', ')} players, not ${request.seats}` };
  }
  const options = resolveOptions(rules.options, request.options);
  if (!options.ok) return { ok: false, message: options.message };
  return {
    ok: true,
    settings: {
      game: rules.id,
      seats: request.seats,
      options: options.options,
      clock: request.clock ?? { kind: 'none' },
      botLevel: request.botLevel ?? 'standard',
      chat: request.chat ?? true,
      claims: request.claims ?? claimsByDefault(rules.id),
      ...(request.autoForced === undefined ? {} : { autoForced: request.autoForced }),
      ...(request.spectatorReactions ? { spectatorReactions: true } : {}),
    },
  };
}

/** Whether a new table of `game` allows claims when its host does not say (on where the game's players claim: Baloot). */
export function claimsByDefault(game: string): boolean {
  return isGameId(game) && MANIFESTS[game].claims;
}
