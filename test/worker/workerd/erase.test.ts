import { env } from 'cloudflare:workers';
import { runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import { sha256Hex } from '../../../shared/table/secrets.js';
import { newBrowserKeys } from '../../kit/push-receiver.js';
import { Client } from './kit/client.js';
import { linkSeat, newPlayer, playerFetch } from './kit/players.js';
import { createTable, freshAddress } from './kit/tables.js';

const service = inject('pushService');

/** A Baloot table: the host Reem in seat 0, the guest Ali in seat 2 (a phone subscribed, two chat lines), bots in 1 and 3, started. */
async function table() {
  const { id, hostKey } = await createTable({ clock: { kind: 'async', hours: 24 } });
  const host = await Client.join(id, { hostKey });
  host.send({ type: 'sit', seat: 0, name: 'Reem' });
  await host.next('seated');
  const guest = await Client.join(id);
  guest.send({ type: 'sit', seat: 2, name: 'Ali Nasser' });
  const { key: guestKey } = await guest.next('seated');
  guest.send({ type: 'pushOn', subscription: { endpoint: `${service}/push/ali`, keys: (await newBrowserKeys()).json } });
  await guest.next('push');
  // words with spaces: no key, hash or seed in storage can hold them by chance ("555" once matched a hash)
  guest.send({ type: 'chat', text: 'Ali here, call me on 555' });
  await host.next('chat');
  host.send({ type: 'chat', text: 'welcome' });
  await host.next('chat');
  for (const seat of [1, 3]) {
    host.send({ type: 'assign', seat, to: 'bot' });
    await host.next('update', (m) => m.table.seats[seat].kind === 'bot');
  }
  host.send({ type: 'start' });
  await host.next('update', (m) => m.table.status === 'playing');
  return { id, host, guest, guestKey };
}

/** Every row an object keeps in its SQLite tables, as one string. */
function everything(storage: DurableObjectStorage): string {
  const tables = storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'").toArray();
  return tables.map((t) => JSON.stringify(storage.sql.exec(`SELECT * FROM "${t.name as string}"`).toArray())).join('\n');
}

const tableStorage = (id: string) => runInDurableObject(env.TABLES.get(env.TABLES.idFromName(id)), (_o, state) => everything(state.storage));

function eraseSeat(id: string, seat: number | string, key: string | null) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': freshAddress() };
  if (key !== null) headers['X-Seat-Key'] = key;
  return SELF.fetch(`http://localhost/api/tables/${id}/seats/${seat}`, { method: 'DELETE', headers });
}

describe('delete my data', () => {
  it('a player: every seat kept goes to a bot without the name, with its devices, chat lines and links; then the player is gone', async () => {
    const { id, host, guestKey } = await table();
    const ali = await newPlayer();
    expect((await linkSeat(ali.key, id, 2, guestKey)).status).toBe(200);
    const playerStub = env.PLAYERS.get(env.PLAYERS.idFromName(sha256Hex(ali.key)));
    expect(await tableStorage(id)).toContain('Ali Nasser');
    expect(await tableStorage(id)).toContain(sha256Hex(ali.key));

    const erased = await playerFetch('/api/players/me', ali.key, { method: 'DELETE' });
    expect(erased.status).toBe(204);
    // the chat's kept lines first (they replace what each page shows), then the seat's new holder
    const log = await host.next('chatLog');
    expect(log.lines.map((l) => l.text)).toEqual(['welcome']);
    const update = await host.next('update', (m) => m.table.seats[2].kind === 'bot');
    expect(update.table.seats[2]).toMatchObject({ kind: 'bot', name: 'Bot 3' });
    const stored = await tableStorage(id);
    expect(stored).not.toContain('Ali Nasser');
    expect(stored).not.toContain('call me on 555');
    expect(stored).not.toContain(`${service}/push/ali`);
    expect(stored).not.toContain(sha256Hex(ali.key));
    expect(stored).not.toContain(sha256Hex(guestKey));
    // the player object holds nothing, not even its alarm
    const left = await runInDurableObject(playerStub, async (_o, state) => ({ rows: everything(state.storage), alarm: await state.storage.getAlarm() }));
    expect(left.rows.replace(/[[\]\n]/g, '')).toBe('');
    expect(left.alarm).toBeNull();
    expect(await playerFetch('/api/players/me', ali.key)).toMatchObject({ status: 401, json: { code: 'noPlayer' } });
    expect(await playerFetch('/api/players/me', ali.key, { method: 'DELETE' })).toMatchObject({ status: 401, json: { code: 'noPlayer' } });
    // the seat key opens nothing any more
    expect((await eraseSeat(id, 2, guestKey)).status).toBe(404);
  });

  it('a seat by its key alone (a device without a player): 204 once, then 404; bad requests change nothing', async () => {
    const { id, host, guestKey } = await table();
    expect(await eraseSeat(id, 2, null).then((r) => r.status)).toBe(401);
    expect(await eraseSeat(id, 2, 'short').then((r) => r.status)).toBe(401);
    const wrong = await eraseSeat(id, 0, guestKey);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({ code: 'noSeat' });
    expect(await eraseSeat(id, 'x', guestKey).then((r) => r.status)).toBe(404);
    expect(await eraseSeat(id, -1, guestKey).then((r) => r.status)).toBe(404);
    expect(await eraseSeat('nosuchtable00000', 2, guestKey).then((r) => r.json())).toMatchObject({ code: 'noTable' });
    expect(await tableStorage(id)).toContain('Ali Nasser');

    expect((await eraseSeat(id, 2, guestKey)).status).toBe(204);
    expect((await host.next('update', (m) => m.table.seats[2].kind === 'bot')).table.seats[2].name).toBe('Bot 3');
    expect(await tableStorage(id)).not.toContain('Ali Nasser');
    expect((await eraseSeat(id, 2, guestKey)).status).toBe(404);
  });
});
