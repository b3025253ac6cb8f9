// Majlis's service worker (hand-written, no build step): shows the tables' pushes, opens the table
// when one is tapped, and keeps the app's shell so the site opens from the home screen, also offline
// for a moment. A push carries codes (shared/protocol/push.ts PushPayload); the words are the
// person's own language, stored by the page when they turned notifications on (web/src/lib/table/push.ts).

// the app's shell is spa.html (it renders any page in the browser; `/` is the home page drawn in English)
const SHELL = 'majlis-shell-v2';
const WORDS = 'majlis-push';
const WORDS_URL = '/push-words.json';
// words for a push that comes before any page stored its language's (English, the base language)
const ENGLISH = {
  locale: 'en',
  words: {
    turn: 'Your turn: {game}', reminder: 'Your time is running out: {game}', started: 'The game has started: {game}',
    over: 'The game is over: {game}', seatToBot: 'A bot took your seat: {game}', play: 'Play a card.',
    other: 'Make your choice.', deadline: 'Play by {time}.', open: 'Open the table.',
  },
};

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(['/spa', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png'])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('majlis-shell-') && k !== SHELL).map((k) => caches.delete(k)))).then(() => self.clients.claim()),
  );
});

// pages from the network first (a table is live), the shell when offline; hashed assets from the cache
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/spa')));
  } else if (url.pathname.startsWith('/_app/immutable/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) => hit || fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(SHELL).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
      ),
    );
  }
});

async function wordsOf() {
  try {
    const stored = await (await caches.open(WORDS)).match(WORDS_URL);
    if (stored) return await stored.json();
  } catch {
    // no words stored: English
  }
  return ENGLISH;
}

const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? '');

/** The notification of a push: a title and body in the stored language, tagged per table. */
async function notificationOf(push) {
  const { locale, words, games } = await wordsOf();
  const w = { ...ENGLISH.words, ...words };
  const timed = push.kind === 'turn' || push.kind === 'reminder';
  const lines = [];
  if (timed) lines.push(push.awaited === 'play' ? w.play : w.other);
  if (timed && push.deadline) {
    const time = new Intl.DateTimeFormat(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(push.deadline));
    lines.push(fill(w.deadline, { time }));
  }
  if (!timed) lines.push(w.open);
  return {
    title: fill(w[push.kind] ?? w.turn, { game: games?.[push.game] ?? push.gameName }),
    options: { body: lines.join(' '), tag: `majlis-${push.table}`, renotify: true, icon: '/icon-192.png', badge: '/icon-192.png', lang: locale, data: { url: push.url } },
  };
}

self.addEventListener('push', (event) => {
  let push;
  try {
    push = event.data.json();
  } catch {
    return;
  }
  if (!push || typeof push.url !== 'string' || !push.url.startsWith('/t/')) return;
  event.waitUntil(notificationOf(push).then(({ title, options }) => self.registration.showNotification(title, options)));
});

// a tap opens the table: a tab already on it comes to the front, or a new one opens
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname === new URL(url).pathname);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
