import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Action, Viewer } from '../../../shared/rules/core/game.js';
import { randomBelow, seededRandom } from '../../../shared/rules/core/shuffle.js';
import { GAME_IDS, MANIFESTS } from '../../../shared/rules/manifests.js';
import type { TableShape } from '../../soak/protocol.js';
import { SHAPES, shapeName } from '../../soak/shapes.js';
import { cardsWritten } from '../../kit/card-forms.js';
import { Client } from './kit/client.js';
import { finishedLog, secretCards, statesOf } from './kit/play.js';
import { createTable } from './kit/tables.js';
import type { TableStatus } from '../../../shared/protocol/messages.js';
import type { SharePreview } from '../../../shared/table/share-preview.js';
import { sharePage } from '../../../worker/share/share-page.js';
import { missingTexts, shareTexts } from '../../../worker/share/share-texts.js';

// names that break out of an attribute and open an element if a page wrote them as markup (24 graphemes at most)
const HOSTILE = ['"><svg onload=alert(1)>', '</title><script>alert(2)'];
/**
 * Every game of the product at every table size its manifest allows (so a game added to the manifests
 * is covered here at once), in each layout the soak's shapes name for it (Fifty-Six's two team layouts,
 * All Fours with and without exposed cards), else with its default options.
 */
const PREVIEW_SHAPES: TableShape[] = GAME_IDS.flatMap((game) =>
  MANIFESTS[game].seatCounts.flatMap((seats) => {
    const layouts = SHAPES.filter((shape) => shape.game === game && shape.seats === seats);
    return layouts.length > 0 ? layouts : [{ game, seats, options: {} }];
  }),
);

// short games: a whole game per shape stays a few seconds (a game not named here plays its defaults)
const SHORT: Record<string, Record<string, unknown>> = { baloot: { target: 20 }, 'fifty-six': { tables: 2 }, 'all-fours': { target: 7 } }; // All Fours to 7: one deal's kicks score a team at most 6 (a Jack 3, then a six and an ace of the same suit), so the game does not end before a trick is on the table (to 3, a Jack kicked ended it at once: a CI run failed so)

interface Page {
  status: number;
  html: string;
  headers: Headers;
}

async function page(path: string, language = 'en'): Promise<Page> {
  const response = await SELF.fetch(`http://localhost${path}`, { headers: { 'Accept-Language': language } });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The `content` of the meta tag `property` (or `name`), its entities decoded. */
function metaOf(html: string, property: string): string | null {
  const content = html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
  return content === undefined ? null : content.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** No secret of the table anywhere in the page: keys, key links, the host's link. */
function expectNoSecrets(html: string, secrets: string[]): void {
  for (const secret of secrets) expect(html.includes(secret), `a secret (${secret.slice(0, 4)}…) in the page`).toBe(false);
  expect(html).not.toMatch(/#(key|host|player)=/);
}

/** The hostile names are in the page only as text: escaped in the body and the attributes, never as markup. */
function expectEscaped(html: string): void {
  // attribute values are quoted and their quotes escaped: outside them, no markup of a name
  const markup = html.replace(/="[^"]*"/g, '=""');
  expect(markup).not.toContain('<svg');
  expect(markup).not.toContain('<script>alert');
  expect(html).not.toMatch(/content="[^"]*"><svg/);
  expect(html).toContain('"&gt;&lt;svg onload=alert(1)&gt;');
  expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(2)');
}

/**
 * Random legal moves of the test clients (bots play their own) until `stop` holds at a version the
 * table waits on a client, or the game is over. Only a client the game waits for moves: an out-of-turn action (All Fours'
 * exposed cards) may meet a bot's move and come back stale, with no new version to wait for.
 */
async function playUntil(clients: (Client | null)[], spectator: Client, seed: string, stop: (version: number) => boolean): Promise<number> {
  const random = seededRandom(seed);
  const live = clients.filter((c): c is Client => c !== null);
  let version = live[0].latest().table.version;
  for (let moves = 0; moves < 5000; moves++) {
    await Promise.all([...live, spectator].map((c) => c.atVersion(version)));
    if (live[0].latest().table.status !== 'playing') return version;
    const mover = live.find((c) => c.latest().table.turn.includes(c.latest().you.seat ?? -1) && (c.latest().view as { legal: Action[] }).legal.length > 0);
    if (!mover) {
      version = (await live[0].atVersion(version + 1)).table.version;
      continue;
    }
    if (stop(version)) return version;
    // a random accusation (a Qayd, a renege call) would end most hands at their first card: none here
    const all = (mover.latest().view as { legal: Action[] }).legal;
    const quiet = all.filter((a) => a.type !== 'qayd' && a.type !== 'callRenege');
    const legal = quiet.length > 0 ? quiet : all;
    mover.send({ type: 'act', version, action: legal[randomBelow(random, legal.length)] });
    version = (await mover.next('update', (m) => m.table.version > version)).table.version;
  }
  throw new Error('the game did not end');
}

describe('GET /t/:id: the shared link', () => {
  for (const shape of PREVIEW_SHAPES) {
    it(`${shapeName(shape)}: lobby, mid-game, finished; tags, no hidden card, no key, names escaped`, async () => {
      const { id, hostKey, hostLink } = await createTable({ game: shape.game, seats: shape.seats, options: { ...SHORT[shape.game], ...shape.options } });
      const host = await Client.join(id, { hostKey });
      const guest = await Client.join(id);
      const secrets = [hostKey, hostLink];
      const clients: (Client | null)[] = Array.from({ length: shape.seats }, () => null);
      for (const [seat, client] of [host, guest].entries()) {
        client.send({ type: 'sit', seat, name: HOSTILE[seat] });
        const seated = await client.next('seated');
        secrets.push(seated.key, seated.rejoin);
        clients[seat] = client;
      }
      // the shell the share page is made from (web/build/table.html; spa.html where the build has none)
      const shell = (await page('/table')).html;

      const lobby = await page(`/t/${id}`);
      expect(lobby.status).toBe(200);
      expect(lobby.headers.get('cache-control')).toBe('no-store');
      expect(metaOf(lobby.html, 'og:image')).toBe(`http://localhost/og/${shape.game}.png`);
      expect(metaOf(lobby.html, 'og:image:width')).toBe('1200');
      expect(metaOf(lobby.html, 'og:image:height')).toBe('630');
      expect(metaOf(lobby.html, 'og:locale')).toBe('en_US');
      expect(metaOf(lobby.html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(lobby.html, 'og:description')).toContain(`Free seat: ${shape.seats - 2}`);
      expect(metaOf(lobby.html, 'og:description')).toContain(`Host: ${HOSTILE[0]}`);
      expect(lobby.html).toContain('data-status="lobby"');
      expectNoSecrets(lobby.html, secrets);
      expectEscaped(lobby.html);

      for (let seat = 2; seat < shape.seats; seat++) {
        host.send({ type: 'assign', seat, to: 'bot' });
        await host.next('update', (m) => m.table.seats[seat].kind === 'bot');
      }
      const spectator = await Client.join(id);
      host.send({ type: 'start' });
      await host.next('update', (m) => m.table.status !== 'lobby');
      // a few moves in, with cards on the table, while the table waits on a test client (so it stands still)
      const trickOf = () => (spectator.latest().view as { trick: { card: string }[] } | null)?.trick ?? [];
      const mid = await playUntil(clients, spectator, shapeName(shape), (version) => version >= 4 && trickOf().length > 0);
      const midPage = await page(`/t/${id}`);
      const shown = trickOf().map((play) => play.card);
      expect(midPage.status).toBe(200);
      expect(midPage.html).toContain('data-status="playing"');
      expect(metaOf(midPage.html, 'og:description')).toMatch(/^Score: /);
      expect((midPage.html.match(/class="sp-card /g) ?? []).length).toBe(shown.length);
      expectNoSecrets(midPage.html, secrets);
      expectEscaped(midPage.html);

      await playUntil(clients, spectator, `${shapeName(shape)}/end`, () => false);
      const over = await page(`/t/${id}`);
      const log = await finishedLog(id, 1);
      const { rules, states } = statesOf(shape.game, log);
      expect(over.status).toBe(200);
      expect(over.html).toContain('data-status="over"');
      expect(metaOf(over.html, 'og:description')).toContain(`Game over · ${log.outcome!.winners.map((seat) => (seat < 2 ? HOSTILE[seat] : `Bot ${seat + 1}`)).join(' & ')} win · ${log.outcome!.score.join(' – ')}`);
      expectNoSecrets(over.html, secrets);
      expectEscaped(over.html);

      const spectatorSees = (version: number) => JSON.stringify(rules.view(states[version], 'spectator' as Viewer)).match(/"[AKQJT2-9][SHDC][12]?"/g)?.map((c) => c.slice(1, -1)) ?? [];
      const hiddenMid = secretCards(rules, states[mid], 'spectator');
      expect(hiddenMid.length).toBeGreaterThan(0);
      // the table's id is in the page (og:url): its letters may spell a card between a - and a _
      const [midHtml, overHtml] = [midPage.html, over.html].map((html) => html.replaceAll(id, ''));
      expect(cardsWritten(midHtml, shell, hiddenMid, spectatorSees(mid))).toEqual([]);
      const last = states.length - 1;
      expect(cardsWritten(overHtml, shell, secretCards(rules, states[last], 'spectator'), spectatorSees(last))).toEqual([]);
      // the check sees a card where there is one: the trick's cards are on the page
      expect(cardsWritten(midHtml, shell, shown)).toEqual(shown);
      for (const client of [host, guest, spectator]) client.close();
    });
  }

  it('an unknown or cut-off id answers 404 with a page that says so and offers My tables and a new table', async () => {
    const { id } = await createTable();
    for (const path of ['/t/doesnotexist', `/t/${id.slice(0, -1)}`, '/t/AAAAAAAAAAAAAAAA']) {
      const missing = await page(path);
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('There is no such table');
      expect(missing.html).toContain('href="/tables"');
      expect(missing.html).toContain('href="/"');
      expect(missing.html).toContain('data-status="missing"');
      expect(metaOf(missing.html, 'og:image')).toBeNull();
    }
    const arabic = await page('/t/doesnotexist', 'ar-SA,ar;q=0.9,en;q=0.5');
    expect(arabic.html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(arabic.html).toContain('طاولاتي');
  });

  it('speaks the request\'s language among the app\'s six, English otherwise', async () => {
    const { id } = await createTable({ game: 'fifty-six', seats: 6 });
    expect(metaOf((await page(`/t/${id}`, 'ml-IN,ml;q=0.9')).html, 'og:locale')).toBe('ml_IN');
    expect(metaOf((await page(`/t/${id}`, 'fr-FR,ta;q=0.5')).html, 'og:locale')).toBe('ta_IN');
    expect(metaOf((await page(`/t/${id}`, 'de')).html, 'og:locale')).toBe('en_US');
  });

  it('a replay and other paths under /t/<id>/ are the app as before', async () => {
    const { id } = await createTable();
    const replay = await page(`/t/${id}/games/1`);
    expect(replay.status).toBe(200);
    expect(replay.html).not.toContain('share-paint');
  });

  it("keeps the parts of the table page's shell that this table's page loads first, and drops the others", async () => {
    const head = ['table', 'lobby', 'game', 'game:baloot', 'game:all-fours'].map((part) => `<link href="/${part}.js" rel="modulepreload" data-part="${part}"><style data-part="${part}">.${part.replace(':', '-')}{}</style>`).join('');
    const shell = () => new Response(`<!doctype html><html><head><title>Majlis</title><meta name="description" content=""><link href="/start.js" rel="modulepreload">${head}</head><body></body></html>`, { headers: { 'content-type': 'text/html' } });
    const preview = (status: TableStatus): SharePreview => ({ id: 'AAAAAAAAAAAAAAAA', game: 'baloot', status, seats: [{ seat: 0, kind: 'human', name: 'Amal', team: 0 }, { seat: 1, kind: 'empty', name: null, team: 1 }], hostName: 'Amal', score: null, trick: [], turn: [], handSizes: [], outcome: null, options: {}, clock: { kind: 'none' } });
    const kept = async (html: Response) => [...(await html.text()).matchAll(/<link href="\/([^"]+)\.js" rel="modulepreload"( data-part)?/g)].map((m) => `${m[1]}${m[2] ? '?' : ''}`);
    const made = (p: SharePreview | null) => sharePage(shell(), { preview: p, texts: p ? shareTexts(p, 'en') : missingTexts('en'), locale: 'en', origin: 'http://localhost' });
    expect(await kept(made(preview('lobby')))).toEqual(['start', 'table', 'lobby']);
    expect(await kept(made(preview('playing')))).toEqual(['start', 'table', 'game', 'game:baloot']);
    expect(await kept(made(preview('over')))).toEqual(['start', 'table', 'game', 'game:baloot']);
    expect(await kept(made(null))).toEqual(['start', 'table']);
    const lobby = await made(preview('lobby')).text();
    expect(lobby).toContain('<style>.lobby{}</style>');
    expect(lobby).not.toContain('.game{}');
    expect(lobby).not.toContain('data-part');
  });

  it('a socket to a cut-off id is closed as no table (final), not refused over HTTP', async () => {
    const { id } = await createTable();
    const client = await Client.open(id.slice(0, -1));
    expect((await client.closing()).code).toBe(4004);
  });
});
