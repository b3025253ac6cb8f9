import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PushPayload } from '../../shared/protocol/push.js';

// The hand-written service worker (web/static/sw.js) run in Node with stand-ins for its globals: the
// words it shows come from the Cache storage, the windows it focuses from `clients`.

const SOURCE = readFileSync(new URL('../../web/static/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://majlis.example';

type Listener = (event: Record<string, unknown>) => void;

/** Loads the worker with `stored` as the words a page left (or none) and `windows` open. */
function load(stored: unknown, windows: { url: string; focused: boolean }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, any> }[] = [];
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows.map((w) => ({ url: w.url, focus: async () => void (w.focused = true) })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  const caches = {
    open: async () => ({ match: async () => (stored === null ? undefined : new Response(JSON.stringify(stored))) }),
  };
  new Function('self', 'caches', 'location', SOURCE)(self, caches, new URL(ORIGIN));
  /** Dispatches an event and waits for what it asked to wait for. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  const push = (payload: unknown) => fire('push', { data: { json: () => payload } });
  return { fire, push, shown, opened };
}

const turn: PushPayload = {
  kind: 'turn',
  table: 'yPSgIfYEcBwvHhPB',
  game: 'baloot',
  gameName: 'Baloot',
  gameNo: 1,
  awaited: 'play',
  deadline: Date.UTC(2026, 11, 2, 18, 30),
  url: '/t/yPSgIfYEcBwvHhPB',
};

describe('the service worker', () => {
  it('words a push in the language the page stored, with the game name it gave', async () => {
    const words = { turn: 'دورك: {game}', play: 'العب ورقة.', other: 'اختر حركتك.', deadline: 'العب قبل {time}.', open: 'افتح الطاولة.' };
    const sw = load({ locale: 'ar', words, games: { baloot: 'بلوت' } });
    await sw.push(turn);
    expect(sw.shown).toHaveLength(1);
    const [{ title, options }] = sw.shown;
    expect(title).toBe('دورك: بلوت');
    expect(options.body.startsWith('العب ورقة. العب قبل ')).toBe(true);
    expect(options).toMatchObject({ tag: 'majlis-yPSgIfYEcBwvHhPB', lang: 'ar', data: { url: '/t/yPSgIfYEcBwvHhPB' } });
  });

  it('falls back to English before any page stored words, and says each kind', async () => {
    const sw = load(null);
    await sw.push({ ...turn, kind: 'over', awaited: undefined, deadline: null });
    await sw.push({ ...turn, kind: 'seatToBot', deadline: null });
    await sw.push({ ...turn, awaited: 'bid', deadline: null });
    expect(sw.shown.map((n) => [n.title, n.options.body])).toEqual([
      ['The game is over: Baloot', 'Open the table.'],
      ['A bot took your seat: Baloot', 'Open the table.'],
      ['Your turn: Baloot', 'Make your choice.'],
    ]);
  });

  it('ignores a push that does not lead to a table', async () => {
    const sw = load(null);
    await sw.push({ ...turn, url: 'https://elsewhere.example/' });
    await sw.fire('push', { data: { json: () => JSON.parse('not json') } });
    expect(sw.shown).toEqual([]);
  });

  it('opens the table on a tap, or brings its open window to the front', async () => {
    const windows = [{ url: `${ORIGIN}/`, focused: false }, { url: `${ORIGIN}/t/yPSgIfYEcBwvHhPB`, focused: false }];
    const sw = load(null, windows);
    const tap = () => sw.fire('notificationclick', { notification: { close: () => {}, data: { url: turn.url } } });
    await tap();
    expect(windows.map((w) => w.focused)).toEqual([false, true]);
    expect(sw.opened).toEqual([]);
    windows.pop();
    await tap();
    expect(sw.opened).toEqual([`${ORIGIN}/t/yPSgIfYEcBwvHhPB`]);
  });
});
