import * as v from 'valibot';
import { BOT_LEVELS } from '../bots/levels.js';

/** Seconds per move a live clock may give. */
export const LIVE_SECONDS = { min: 5, max: 3600 } as const;

/** Hours per move an async clock may give (up to two weeks). */
export const ASYNC_HOURS = { min: 1, max: 336 } as const;

// the bot levels a table may use for its bot seats and timeouts, weakest first: the bots' own list
export { BOT_LEVELS, type BotLevel } from '../bots/levels.js';

/** A table's clock: none, live (seconds per move) or async (hours per move; days = 24 h). */
export type Clock = { kind: 'none' } | { kind: 'live'; seconds: number } | { kind: 'async'; hours: number };

const int = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(min, `${what} must be at least ${min}`),
    v.maxValue(max, `${what} must be at most ${max}`),
  );

/** The schema of a clock. */
export const ClockSchema = v.variant(
  'kind',
  [
    v.strictObject({ kind: v.literal('none') }, 'a "none" clock has only "kind"'),
    v.strictObject({ kind: v.literal('live'), seconds: int(LIVE_SECONDS.min, LIVE_SECONDS.max, 'clock.seconds') }),
    v.strictObject({ kind: v.literal('async'), hours: int(ASYNC_HOURS.min, ASYNC_HOURS.max, 'clock.hours') }),
  ],
  'clock.kind must be "none", "live" or "async"',
);

/** Rule options by key; the game's option specs check the keys and values. */
export const OptionsSchema = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  'options must be an object of option keys',
);

/** The schema of a bot level. */
export const BotLevelSchema = v.picklist(BOT_LEVELS, `botLevel must be one of ${BOT_LEVELS.join(', ')}`);

/** The schema of the chat setting: on (true, the default) or off. */
export const ChatSettingSchema = v.boolean('chat must be true or false');

/** The schema of the claims setting: whether a player may claim the rest of the tricks (default: the game's own). */
export const ClaimsSchema = v.boolean('claims must be true or false');

/** The schema of the autoForced setting: whether the table plays a person's only legal action for them (default: on with an async clock). */
export const AutoForcedSchema = v.boolean('autoForced must be true or false');

/** The schema of the spectatorReactions setting: whether people watching may send reactions (default: off). */
export const SpectatorReactionsSchema = v.boolean('spectatorReactions must be true or false');

/** The body of `POST /api/tables`; the game's own rules then check `seats` and `options`. */
export const CreateTableSchema = v.strictObject(
  {
    game: v.pipe(v.string('game must be a string'), v.maxLength(40, 'game is too long')),
    seats: int(1, 16, 'seats'),
    options: v.optional(OptionsSchema),
    clock: v.optional(ClockSchema),
    botLevel: v.optional(BotLevelSchema),
    chat: v.optional(ChatSettingSchema),
    claims: v.optional(ClaimsSchema),
    autoForced: v.optional(AutoForcedSchema),
    spectatorReactions: v.optional(SpectatorReactionsSchema),
  },
  'a table request is an object with game, seats, options, clock, botLevel, chat, claims, autoForced and spectatorReactions',
);

/** What `POST /api/tables` accepts. */
export type CreateTableRequest = v.InferOutput<typeof CreateTableSchema>;

/** What `POST /api/tables` answers: the table id, its share link, and the host's secret key and link. */
export interface CreateTableResponse {
  id: string;
  link: string;
  hostKey: string;
  hostLink: string;
}

/** The first problem of a valibot result as one readable line (`path: message`). */
export function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const path = v.getDotPath(issue);
  if (issue.kind === 'schema' && issue.received === 'undefined' && path) return `${path} is missing`;
  if (issue.type === 'strict_object' && path) return `unknown field "${path}"`;
  return path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message;
}

/** Checks the shape of a create-table body; the game's seat counts and options are checked by the server. */
export function decodeCreateTable(body: unknown): { ok: true; request: CreateTableRequest } | { ok: false; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'a table request is an object with game, seats, options, clock, botLevel, chat, claims, autoForced and spectatorReactions' };
  }
  const result = v.safeParse(CreateTableSchema, body);
  return result.success ? { ok: true, request: result.output } : { ok: false, message: describeIssue(result.issues) };
}
