import type { ServerMessage } from '../../../shared/protocol/messages.js';
import type { Check, CheckContext, CheckResult } from '../check.js';
import { createTable, join, sit } from '../protocol.js';
import { SHAPES } from '../shapes.js';
import type { SoakSocket } from '../socket.js';

/** Spectator sockets (all from the soak's one address), and reactions each sends at once. */
const SPECTATORS = 32;
const EACH = 2;

/**
 * Issue 29's reactions from the rail: 32 spectator sockets send "hurry" at the players. By default
 * none may reach them (each refused with spectatorReactionsOff); once the host lets people watching
 * react, the spectators of one client address together send one reaction every 2 s, not one a socket.
 */
export const spectatorReactions: Check = {
  name: 'spectator-reactions',
  share: 0.02,
  async run(context: CheckContext): Promise<CheckResult> {
    const { base } = context.server;
    const problems: string[] = [];
    const { id, hostKey } = await createTable(base, SHAPES[0]);
    const host = await join(base, id, { hostKey });
    await sit(host, 0, 'Hala');
    host.recording = true;
    const crowd: SoakSocket[] = [];
    for (let i = 0; i < SPECTATORS; i++) crowd.push(await join(base, id));

    const off = await rush(host, crowd, EACH);
    const offRefused = off.refusals.filter((code) => code === 'spectatorReactionsOff').length;
    if (off.reached > 0) problems.push(`with the setting off, ${off.reached} spectators' reactions reached the players`);
    if (offRefused !== SPECTATORS * EACH) {
      const others = new Map<string, number>();
      for (const code of off.refusals.filter((c) => c !== 'spectatorReactionsOff')) others.set(code, (others.get(code) ?? 0) + 1);
      const said = [...others].map(([code, n]) => `${code} ×${n}`).join(', ') || 'none';
      problems.push(`with the setting off, ${offRefused} of ${SPECTATORS * EACH} reactions were refused with spectatorReactionsOff (other refusals: ${said})`);
    }

    host.send({ type: 'configure', spectatorReactions: true });
    const allowed = await host.until(() => host.latest?.table.spectatorReactions === true, 'the setting on', 5000).then(() => true, () => false);
    if (!allowed) problems.push('the host could not let people watching react (no table.spectatorReactions in the update)');
    const on = await rush(host, crowd, 1);
    if (on.reached > 1) problems.push(`with the setting on, ${on.reached} reactions from one address reached the players within 2 s (at most 1)`);
    if (allowed && on.reached === 0) problems.push('with the setting on, no spectator\'s reaction reached the players');
    for (const socket of [host, ...crowd]) socket.close();
    return {
      ok: problems.length === 0,
      summary:
        `${SPECTATORS} spectator sockets sent ${SPECTATORS * EACH} hurry reactions: ${off.reached} reached the players, ${offRefused} refused with spectatorReactionsOff; ` +
        `with the host's setting on, ${SPECTATORS} more from one address: ${on.reached} reached them (their address's pace, 1 in 2 s)`,
      problems,
    };
  },
};

/** Every spectator reacts `each` times at once; how many reactions from spectators reached the host, and the spectators' refusals. */
async function rush(host: SoakSocket, crowd: SoakSocket[], each: number): Promise<{ reached: number; refusals: string[] }> {
  const heard = host.recorded.length;
  const errors = crowd.map((socket) => socket.errors.length);
  for (let n = 0; n < each; n++) for (const socket of crowd) socket.send({ type: 'react', code: 'hurry' });
  // a socket's answers come in the order of its messages: once a marker is answered, its reactions were read
  await Promise.all([...crowd, host].map((socket) => answered(socket)));
  const reached = host.recorded.slice(heard).filter((frame) => {
    const message = frame.message as Extract<ServerMessage, { type: 'reaction' }>;
    return message.type === 'reaction' && 'spectator' in message.from;
  }).length;
  const refusals = crowd.flatMap((socket, i) => socket.errors.slice(errors[i]).map((error) => error.code));
  return { reached, refusals: refusals.filter((code) => code !== MARKER_ANSWER) };
}

/** A message of no known type: the table answers it with a badMessage error and nothing else. */
const MARKER = { type: 'soakMarker' };
const MARKER_ANSWER = 'badMessage';

/** Sends the marker and waits for its answer. */
async function answered(socket: SoakSocket): Promise<void> {
  const before = socket.errors.filter((error) => error.code === MARKER_ANSWER).length;
  socket.send(MARKER);
  await socket.until(() => socket.errors.filter((error) => error.code === MARKER_ANSWER).length > before, 'the answer to a marker');
}
