import { sleep, type Check, type CheckContext, type CheckResult } from '../check.js';
import { createTable, join, send, sit } from '../protocol.js';
import { SHAPES } from '../shapes.js';
import { SoakSocket } from '../socket.js';

// What PROTOCOL.md (Places) promises, stated here and not imported, so that this check also runs
// against a server from before it (and fails there): 5 s to say hello, 16 sockets waiting at once.
const HELLO_WAIT_MS = 5000;
const WAITING_PLACES = 16;
const NO_HELLO = 4010;

/** Silent sockets opened before the player comes back, and while the player's socket opens. */
const BEFORE = 64;
const DURING = 8;
/** How soon the seated player must be back in. */
const BACK_WITHIN_MS = 2000;
/** How long the check waits for the player at all. */
const GIVE_UP_MS = 12_000;

/** A socket that never says hello: when it opened and how it was closed. */
interface Silent {
  ws: WebSocket;
  openedAt: number;
  closed: { code: number; at: number } | null;
}

/**
 * Issue 29's lock-out: a seat's person drops, 64 sockets that never say hello hold the table, and the
 * person reconnects with their key while 8 more arrive. They must be back within 2 s; the silent
 * sockets must be pushed out at once (the oldest, beyond the 16 that may wait for a hello) or closed
 * 5 s after they connected, all with noHello.
 */
export const lockout: Check = {
  name: 'lockout',
  share: 0.03,
  async run(context: CheckContext): Promise<CheckResult> {
    const { base } = context.server;
    const problems: string[] = [];
    const { id } = await createTable(base, SHAPES[0]);
    const player = await join(base, id);
    const key = await sit(player, 1, 'Noura');
    player.close();
    await player.closing();

    const silent: Silent[] = [];
    for (let i = 0; i < BEFORE; i++) silent.push(await openSilent(base, id));
    const opening = (async () => {
      for (let i = 0; i < DURING; i++) silent.push(await openSilent(base, id));
    })();
    const [back] = await Promise.all([comeBack(base, id, key), opening]);
    if (back.ms === null) problems.push(`the seated player got no update in ${GIVE_UP_MS / 1000} s${back.closed ? ` (closed ${back.closed})` : ''}`);
    else if (back.ms > BACK_WITHIN_MS) problems.push(`the seated player was back in only after ${back.ms} ms`);

    // wait for the silent sockets' time to say hello to run out, and a little more
    const lastOpened = Math.max(...silent.map((s) => s.openedAt));
    while (silent.some((s) => !s.closed) && performance.now() < lastOpened + HELLO_WAIT_MS + 3000) await sleep(100);
    const open = silent.filter((s) => !s.closed);
    const wrong = silent.filter((s) => s.closed && s.closed.code !== NO_HELLO);
    if (open.length > 0) problems.push(`${open.length} of ${silent.length} silent sockets still open ${((HELLO_WAIT_MS + 3000) / 1000).toFixed(0)} s after the last one connected`);
    if (wrong.length > 0) problems.push(`${wrong.length} silent sockets closed with ${[...new Set(wrong.map((s) => s.closed!.code))].join(', ')}, not noHello (${NO_HELLO})`);
    // closed before its time to say hello ran out: pushed out by the socket that arrived WAITING_PLACES after it
    const arrivals = [...silent.map((s) => s.openedAt), back.openedAt].sort((a, b) => a - b);
    const pushed = silent.filter((s) => s.closed && s.closed.at - s.openedAt < HELLO_WAIT_MS - 50);
    const pushes = pushed.map((s) => s.closed!.at - (arrivals[arrivals.indexOf(s.openedAt) + WAITING_PLACES] ?? s.openedAt));
    const slowestPush = pushes.length > 0 ? Math.round(Math.max(...pushes)) : null;
    if (slowestPush !== null && slowestPush > BACK_WITHIN_MS) problems.push(`a silent socket was pushed out only ${slowestPush} ms after the socket that took its place`);
    const timedOut = silent.filter((s) => s.closed && !pushed.includes(s)).map((s) => s.closed!.at - s.openedAt);
    for (const s of silent) s.ws.close();

    const lateS = timedOut.length > 0 ? ` after ${(Math.max(...timedOut) / 1000).toFixed(1)} s at most` : '';
    return {
      ok: problems.length === 0,
      summary:
        `the seated player was back in ${back.ms === null ? `— (no update in ${GIVE_UP_MS / 1000} s)` : `${back.ms} ms`} while ${silent.length} silent sockets held the table; ` +
        `${pushed.length} of them pushed out at once (noHello, ${slowestPush ?? '—'} ms at most after the socket that took their place), ` +
        `${timedOut.length} closed for want of a hello${lateS}, ${open.length} still open`,
      problems,
    };
  },
};

/**
 * Opens a socket that never says hello. It sends one keep-alive ping (answered without the table, and
 * no hello): `wrangler dev`'s proxy holds a server's close to a socket that has never sent a frame for
 * about 10 s, which would hide when the table closed it.
 */
async function openSilent(base: string, id: string): Promise<Silent> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/tables/${id}/socket`);
  const silent: Silent = { ws, openedAt: 0, closed: null };
  ws.addEventListener('close', (event) => (silent.closed = { code: event.code, at: performance.now() }));
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve);
    ws.addEventListener('error', reject);
  });
  silent.openedAt = performance.now();
  ws.send(JSON.stringify(send.ping()));
  return silent;
}

/** The seated player's new socket says hello with the key: when it opened, and how long until its update shows the seat (or null). */
async function comeBack(base: string, id: string, key: string): Promise<{ ms: number | null; openedAt: number; closed: string | null }> {
  const started = performance.now();
  const socket = await SoakSocket.open(base, id);
  const openedAt = performance.now();
  socket.send(send.hello({ key }));
  try {
    await socket.until(() => socket.latest?.you.seat === 1, 'the seat back', GIVE_UP_MS);
    return { ms: Math.round(performance.now() - started), openedAt, closed: null };
  } catch {
    const closed = socket.closed && `${socket.closed.code} ${socket.closed.reason} after ${((performance.now() - started) / 1000).toFixed(1)} s`;
    return { ms: null, openedAt, closed: closed || null };
  } finally {
    socket.close();
  }
}
