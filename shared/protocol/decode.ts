import * as v from 'valibot';
import type { ErrorCode } from './errors.js';
import {
  AutoForcedSchema,
  BotLevelSchema,
  ChatSettingSchema,
  ClaimsSchema,
  ClockSchema,
  describeIssue,
  OptionsSchema,
  SpectatorReactionsSchema,
} from './table-config.js';
import { PushSubscriptionSchema } from './push.js';
import { REACTIONS } from './talk.js';

/** The largest client message accepted, in characters of its JSON text. */
export const MAX_MESSAGE_CHARS = 4096;

/** What a message of an unknown `type` is told. */
export const UNKNOWN_MESSAGE = 'unknown message type (see PROTOCOL.md)';


const seat = v.pipe(
  v.number('seat must be a number'),
  v.integer('seat must be a whole number'),
  v.minValue(0, 'seat must be 0 or more'),
  v.maxValue(15, 'seat must be 15 or less'),
);
const version = v.pipe(v.number('version must be a number'), v.integer('version must be a whole number'), v.minValue(0, 'version must be 0 or more'));
const shortString = (max: number) => v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`));

// A game action is any object with an imperative `type`; the game's own rules check the rest.
const ActionSchema = v.looseObject({ type: shortString(32) }, 'action must be an object with a "type"');

const MessageSchema = v.variant(
  'type',
  [
    v.object({
      type: v.literal('hello'),
      protocol: v.number('protocol must be a number'),
      key: v.optional(shortString(64)),
      hostKey: v.optional(shortString(64)),
      // the client sends a nonce when asked before a deal (Verifiable shuffle); older clients say nothing
      nonces: v.optional(v.boolean('nonces must be true or false')),
    }),
    v.object({ type: v.literal('sit'), seat, name: v.string('name must be a string') }),
    v.object({ type: v.literal('leave') }),
    v.object({ type: v.literal('back') }),
    v.object({ type: v.literal('relaxed'), on: v.boolean('on must be true or false') }),
    v.object({ type: v.literal('act'), version, action: ActionSchema }),
    v.object({
      type: v.literal('assign'),
      seat,
      to: v.picklist(['bot', 'empty'], 'to must be "bot" or "empty"'),
      // "Fill with bots": only a seat still free when the table reads it (a person who sat down meanwhile keeps it)
      ifFree: v.optional(v.boolean('ifFree must be true or false')),
    }),
    v.object({
      type: v.literal('configure'),
      seats: v.optional(seat),
      options: v.optional(OptionsSchema),
      clock: v.optional(ClockSchema),
      botLevel: v.optional(BotLevelSchema),
      chat: v.optional(ChatSettingSchema),
      claims: v.optional(ClaimsSchema),
      autoForced: v.optional(AutoForcedSchema),
      spectatorReactions: v.optional(SpectatorReactionsSchema),
    }),
    v.object({ type: v.literal('claim'), version }),
    // the session checks the nonce strictly (badNonce); the schema only bounds it
    v.object({ type: v.literal('nonce'), gameNo: version, nonce: shortString(128) }),
    v.object({ type: v.literal('start') }),
    v.object({ type: v.literal('rematch') }),
    v.object({ type: v.literal('sync') }),
    v.object({ type: v.literal('catchUp'), until: version }),
    v.object({ type: v.literal('react'), code: v.picklist(REACTIONS, `code must be one of ${REACTIONS.join(', ')}`) }),
    // the frame's own limit bounds the text; the session trims it and refuses one too long (badChat)
    v.object({ type: v.literal('chat'), text: v.string('text must be a string') }),
    v.object({ type: v.literal('pushOn'), subscription: PushSubscriptionSchema }),
    v.object({ type: v.literal('pushOff'), endpoint: v.optional(shortString(1024)) }),
    v.object({ type: v.literal('visible'), visible: v.boolean('visible must be true or false') }),
    v.object({ type: v.literal('echo'), data: shortString(256) }),
    v.object({ type: v.literal('ping') }),
  ],
  UNKNOWN_MESSAGE,
);

/** Every message a client may send, exactly as the schema decodes it (PROTOCOL.md says when each is allowed). */
export type ClientMessage = v.InferOutput<typeof MessageSchema>;

/** A decoded client message, or why it was refused. */
export type Decoded = { ok: true; message: ClientMessage } | { ok: false; code: ErrorCode; message: string };

/** Decodes one WebSocket frame from a client: size first, then JSON, then the message schema. */
export function decodeClientMessage(raw: string | ArrayBuffer): Decoded {
  if (typeof raw !== 'string') return { ok: false, code: 'badMessage', message: 'send JSON in text frames, not binary' };
  if (raw.length > MAX_MESSAGE_CHARS) {
    return { ok: false, code: 'tooLarge', message: `a message may be at most ${MAX_MESSAGE_CHARS} characters` };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'badMessage', message: 'a message must be valid JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, code: 'badMessage', message: 'a message must be a JSON object with a "type"' };
  }
  const result = v.safeParse(MessageSchema, json);
  if (!result.success) {
    // a subscription the browser made wrongly is named as such, so the page can say notifications failed
    const code = (json as { type?: unknown }).type === 'pushOn' ? 'badSubscription' : 'badMessage';
    return { ok: false, code, message: describeIssue(result.issues) };
  }
  return { ok: true, message: result.output };
}
