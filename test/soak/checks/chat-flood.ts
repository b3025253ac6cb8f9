import type { ServerMessage } from '../../../shared/protocol/messages.js';
import { TALK_LIMITS } from '../../../shared/table/table-talk.js';
import type { Check, CheckContext, CheckResult } from '../check.js';
import { createTable, join, sit } from '../protocol.js';
import { SHAPES } from '../shapes.js';
import type { SoakSocket } from '../socket.js';

/** Sockets one seat floods the chat from, and lines each sends at once (under the socket's message burst). */
const SOCKETS = 20;
const LINES = 10;

/**
 * Issue 29's chat flood: one seat opens 20 sockets and sends 10 lines from each at once. The table
 * may keep only the lines its pace allows a seat (TALK_LIMITS: 5 in 30 s), whatever the sockets, and
 * the line another player wrote before stays in the kept log.
 */
export const chatFlood: Check = {
  name: 'chat-flood',
  share: 0.02,
  async run(context: CheckContext): Promise<CheckResult> {
    const { base } = context.server;
    const problems: string[] = [];
    const { id, hostKey } = await createTable(base, SHAPES[0]);
    const host = await join(base, id, { hostKey });
    await sit(host, 0, 'Hala');
    host.recording = true;
    host.send({ type: 'chat', text: 'ahlan' });
    await host.until(() => received(host, 'chat').length > 0, 'the host\'s own line');
    const guest = await join(base, id);
    const key = await sit(guest, 1, 'Ghazi');
    const sockets = [guest];
    for (let i = 1; i < SOCKETS; i++) sockets.push(await join(base, id, { key, seat: 1 }));
    for (const socket of sockets) socket.recording = true;

    const started = performance.now();
    for (let line = 0; line < LINES; line++) sockets.forEach((socket, i) => socket.send({ type: 'chat', text: `flood ${i}.${line}` }));
    // each socket's answers come before the answer to its sync, so then the table has read them all
    await Promise.all(sockets.map((socket) => synced(socket)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const refused = sockets.flatMap((socket) => socket.errors).filter((error) => error.code === 'rateLimited').length;
    const lines = (await synced(host)).lines;
    const flood = lines.filter((line) => line.seat === 1).length;
    if (flood > TALK_LIMITS.chatLines) {
      problems.push(`the table kept ${flood} lines of the flooding seat, more than its pace (${TALK_LIMITS.chatLines} in ${TALK_LIMITS.chatWindowMs / 1000} s)`);
    }
    if (!lines.some((line) => line.seat === 0 && line.text === 'ahlan')) problems.push('the other player\'s line is gone from the kept log');
    for (const socket of [host, ...sockets]) socket.close();
    return {
      ok: problems.length === 0,
      summary:
        `${SOCKETS} sockets of one seat sent ${SOCKETS * LINES} chat lines in ${seconds} s: the table kept ${flood} ` +
        `(its pace: ${TALK_LIMITS.chatLines} a seat in ${TALK_LIMITS.chatWindowMs / 1000} s), refused ${refused} with rateLimited, ` +
        `and the log still holds the other player's line (${lines.length} lines in all)`,
      problems,
    };
  },
};

/** The messages of a type a recording socket received. */
function received<T extends ServerMessage['type']>(socket: SoakSocket, type: T): Extract<ServerMessage, { type: T }>[] {
  return socket.recorded.map((frame) => frame.message).filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
}

/** Sends `sync` and waits for the chat log that ends its answer (the table has at least one line). */
async function synced(socket: SoakSocket): Promise<Extract<ServerMessage, { type: 'chatLog' }>> {
  const before = received(socket, 'chatLog').length;
  socket.send({ type: 'sync' });
  await socket.until(() => received(socket, 'chatLog').length > before, 'the chat log after a sync');
  return received(socket, 'chatLog').at(-1)!;
}
