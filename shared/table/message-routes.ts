import type { ClientMessage, You } from '../protocol/messages.js';
import type { TableCommands } from './commands.js';
import type { Refusal } from './lobby.js';
import type { Peer } from './peer.js';
import type { TableGame } from './table-game.js';
import type { TablePushes } from './table-pushes.js';
import type { TableRecord } from './table-record.js';
import type { TableTalk } from './table-talk.js';

type Message<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;
/** The messages `TableSession.message` hands on once their socket said hello (it answers these three itself). */
export type Routed = Exclude<ClientMessage['type'], 'hello' | 'ping' | 'echo'>;
type Handler<T extends Routed> = (peer: Peer, record: TableRecord, you: You, message: Message<T>, now: number) => Refusal | null;
/** One handler for each type of message: a type of the protocol without one fails the typecheck. */
export type MessageRoutes = { readonly [T in Routed]: Handler<T> };

/** The parts of a table that answer messages. */
export interface TableParts {
  commands: TableCommands;
  talk: TableTalk;
  pushes: TablePushes;
  game(): TableGame | null;
}

/**
 * Which part of the table answers each message after its socket's hello: the commands (seats, moves,
 * the host's settings: commands.ts), the talk (reactions and chat: table-talk.ts) or the
 * notifications (table-pushes.ts).
 */
export function messageRoutes({ commands, talk, pushes, game }: TableParts): MessageRoutes {
  const command = (peer: Peer, record: TableRecord, you: You, message: ClientMessage, now: number) => commands.run(peer, record, you, message, now);
  const chatter = (peer: Peer, record: TableRecord, you: You, message: Message<'react' | 'chat'>, now: number) => talk.run(peer, record, you, message, now);
  const push = (peer: Peer, record: TableRecord, you: You, message: Message<'pushOn' | 'pushOff' | 'visible'>, now: number) =>
    pushes.run(peer, record, game(), you.seat, message, now);
  return {
    react: chatter,
    chat: chatter,
    pushOn: push,
    pushOff: push,
    visible: push,
    // a sync also resends the chat's log
    sync: (peer, record, you, message, now) => {
      const refusal = command(peer, record, you, message, now);
      talk.sendLog(peer, record);
      return refusal;
    },
    sit: command,
    leave: command,
    back: command,
    relaxed: command,
    act: command,
    claim: command,
    nonce: command,
    catchUp: command,
    assign: command,
    configure: command,
    start: command,
    rematch: command,
  };
}

/** Hands `message` to the handler of its type. */
export function routeMessage(routes: MessageRoutes, peer: Peer, record: TableRecord, you: You, message: Message<Routed>, now: number): Refusal | null {
  // the handler of the message's own type (a pairing TypeScript cannot see by itself)
  const handler = routes[message.type] as Handler<Routed>;
  return handler(peer, record, you, message, now);
}
