import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../shared/protocol/messages.js';
import { CHAT_KEPT, MAX_CHAT_CHARS, REACTIONS } from '../../../shared/protocol/talk.js';
import { TALK_LIMITS } from '../../../shared/table/table-talk.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

/** A table with the host in seat 0, a guest in seat 1 and someone watching. */
function table(request: Record<string, unknown> = {}) {
  const h = new Harness().create(request);
  const host = h.connect({ hostKey: h.hostKey });
  const hostKey = h.sit(host, 0, 'Hala');
  const guest = h.connect();
  const guestKey = h.sit(guest, 1, 'Ghazi');
  const watcher = h.connect();
  return { h, host, hostKey, guest, guestKey, watcher };
}

const ofType = <T extends ServerMessage['type']>(peer: FakePeer, type: T) =>
  peer.messages().filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);

describe('reactions', () => {
  it('a seat\'s reaction goes to every socket, spectators included, with the seat and the time', () => {
    const { h, host, guest, watcher } = table();
    h.send(guest, { type: 'react', code: 'wellPlayed' });
    const expected = { type: 'reaction', from: { seat: 1 }, code: 'wellPlayed', at: h.time };
    for (const peer of [host, guest, watcher]) expect(peer.last()).toEqual(expected);
  });

  it('refuses a reaction from someone watching (spectatorReactionsOff) unless the host lets them; the host without a seat may', () => {
    const { h, host, watcher } = table();
    expect(host.lastOf('update').table.spectatorReactions).toBe(false);
    const before = host.frames.length;
    expect(h.send(watcher, { type: 'react', code: 'hurry' })).toMatchObject({ type: 'error', code: 'spectatorReactionsOff' });
    expect(host.frames.length).toBe(before);
    expect(h.send(watcher, { type: 'configure', spectatorReactions: true })).toMatchObject({ code: 'notHost' });
    h.send(host, { type: 'configure', spectatorReactions: true });
    expect(watcher.lastOf('update').table.spectatorReactions).toBe(true);
    const writes = h.store.writes;
    h.send(watcher, { type: 'react', code: 'gg' });
    expect(host.last()).toEqual({ type: 'reaction', from: { spectator: true }, code: 'gg', at: h.time });
    expect(h.store.writes).toBe(writes); // reactions are not stored
    h.send(host, { type: 'configure', spectatorReactions: false });
    h.time += 60_000;
    expect(h.send(watcher, { type: 'react', code: 'gg' })).toMatchObject({ code: 'spectatorReactionsOff' });
    const seatless = h.connect({ hostKey: h.hostKey });
    expect(h.send(seatless, { type: 'react', code: 'thanks' })).toMatchObject({ type: 'reaction', from: { spectator: true } });
    expect(h.send(host, { type: 'configure', spectatorReactions: 'yes' })).toMatchObject({ code: 'badMessage' });
  });

  it('takes spectatorReactions at creation (off unless true)', () => {
    expect(table({ spectatorReactions: true }).watcher.lastOf('update').table.spectatorReactions).toBe(true);
    const { h, watcher } = table({ spectatorReactions: true });
    expect(h.send(watcher, { type: 'react', code: 'goodLuck' })).toMatchObject({ type: 'reaction', from: { spectator: true } });
  });

  it('refuses a code not in the list, and a socket that has not said hello', () => {
    const { h, host, guest } = table();
    const before = host.frames.length;
    expect(h.send(guest, { type: 'react', code: 'boo' })).toMatchObject({ type: 'error', code: 'badMessage', message: expect.stringContaining(REACTIONS[0]) });
    expect(h.send(guest, { type: 'react' })).toMatchObject({ type: 'error', code: 'badMessage' });
    expect(host.frames.length).toBe(before);
  });

  it(`allows one reaction every ${TALK_LIMITS.reactionGapMs} ms a seat, however many sockets it opens: a quicker one is refused and sent to nobody`, () => {
    const { h, host, guest, guestKey } = table();
    const phone = h.connect({ key: guestKey });
    h.send(guest, { type: 'react', code: 'thanks' });
    const before = host.frames.length;
    h.time += TALK_LIMITS.reactionGapMs - 1;
    expect(h.send(guest, { type: 'react', code: 'sorry' })).toMatchObject({ type: 'error', code: 'rateLimited' });
    expect(h.send(phone, { type: 'react', code: 'sorry' })).toMatchObject({ type: 'error', code: 'rateLimited' });
    expect(host.frames.length).toBe(before);
    // another seat has its own pace
    expect(h.send(host, { type: 'react', code: 'sorry' })).toMatchObject({ type: 'reaction', from: { seat: 0 } });
    h.time += 1;
    expect(h.send(phone, { type: 'react', code: 'sorry' })).toMatchObject({ type: 'reaction', code: 'sorry', from: { seat: 1 } });
    expect(guest.closed).toBeNull();
  });

  it('paces people watching by their client address: twenty sockets from one address react once, another address has its own pace', () => {
    const { h, host } = table({ spectatorReactions: true });
    const crowd = Array.from({ length: 20 }, () => h.connect({}, 'address-a'));
    const other = h.connect({}, 'address-b');
    const before = host.messages().filter((m) => m.type === 'reaction').length;
    const answers = crowd.map((peer) => h.send(peer, { type: 'react', code: 'hurry' }));
    expect(answers.filter((m) => m?.type === 'reaction')).toHaveLength(1);
    expect(answers.filter((m) => m?.type === 'error' && m.code === 'rateLimited')).toHaveLength(19);
    expect(h.send(other, { type: 'react', code: 'hurry' })).toMatchObject({ type: 'reaction' });
    expect(host.messages().filter((m) => m.type === 'reaction').length - before).toBe(2);
  });
});

describe('chat', () => {
  it('stores a trimmed line and sends it to everyone, watchers included', () => {
    const { h, host, guest, watcher } = table();
    h.send(guest, { type: 'chat', text: '   <b>hi</b> all  ' });
    const line = { id: 1, seat: 1, name: 'Ghazi', text: '<b>hi</b> all', at: h.time };
    for (const peer of [host, guest, watcher]) expect(peer.last()).toEqual({ type: 'chat', line });
    expect(h.store.chat).toEqual([line]);
    h.time += 1000;
    h.send(host, { type: 'chat', text: 'ahlan' });
    expect(h.store.chat.map((l) => [l.id, l.name, l.text])).toEqual([
      [1, 'Ghazi', '<b>hi</b> all'],
      [2, 'Hala', 'ahlan'],
    ]);
  });

  it(`refuses an empty line (also one of invisible characters only), one over ${MAX_CHAT_CHARS} characters, control characters and line breaks`, () => {
    const { h, host, guest } = table();
    const before = host.frames.length;
    for (const text of ['', '    ', 'x'.repeat(MAX_CHAT_CHARS + 1), 'a\u0007b', 'one\ntwo', 'line\u2028separator', '\u202e\u2066']) {
      expect(h.send(guest, { type: 'chat', text }), JSON.stringify(text)).toMatchObject({ type: 'error', code: 'badChat' });
    }
    expect(h.send(guest, { type: 'chat', text: 42 })).toMatchObject({ type: 'error', code: 'badMessage' });
    expect(host.frames.length).toBe(before);
    expect(h.store.chat).toEqual([]);
    // exactly the limit, counted in characters (not UTF-16 units), after trimming
    const longest = `  ${'ب'.repeat(MAX_CHAT_CHARS - 1)}😀  `;
    expect(h.send(guest, { type: 'chat', text: longest })).toMatchObject({ type: 'chat', line: { text: longest.trim() } });
  });

  it('refuses a line from someone watching (notSeated): they may react, not chat', () => {
    const { h, host, watcher } = table();
    const before = host.frames.length;
    expect(h.send(watcher, { type: 'chat', text: 'hello players' })).toMatchObject({ type: 'error', code: 'notSeated' });
    expect(host.frames.length).toBe(before);
    expect(h.store.chat).toEqual([]);
  });

  it(`takes ${TALK_LIMITS.chatLines} lines in ${TALK_LIMITS.chatWindowMs / 1000} s from a seat, whatever its sockets: a 20-socket flood leaves ${TALK_LIMITS.chatLines} lines and the others' lines stay`, () => {
    const { h, host, guest, guestKey } = table();
    h.send(host, { type: 'chat', text: 'ahlan' });
    const sockets = [guest, ...Array.from({ length: 19 }, () => h.connect({ key: guestKey }))];
    for (let round = 0; round < 5; round++) {
      for (const socket of sockets) h.send(socket, { type: 'chat', text: `flood ${round}` });
      h.time += 500;
    }
    expect(h.store.chat.filter((line) => line.seat === 1)).toHaveLength(TALK_LIMITS.chatLines);
    expect(h.store.chat.map((line) => line.text)).toContain('ahlan');
    expect(h.send(host, { type: 'chat', text: 'the host still may' })?.type).toBe('chat');
  });

  it(`takes ${TALK_LIMITS.chatLines} lines in ${TALK_LIMITS.chatWindowMs / 1000} s from a socket; the next is refused until the oldest is out of the window`, () => {
    const { h, host, guest } = table();
    const start = h.time;
    for (let i = 0; i < TALK_LIMITS.chatLines; i++) {
      expect(h.send(guest, { type: 'chat', text: `line ${i}` })?.type).toBe('chat');
      h.time += 1000;
    }
    const before = host.frames.length;
    expect(h.send(guest, { type: 'chat', text: 'one too many' })).toMatchObject({ type: 'error', code: 'rateLimited' });
    expect(host.frames.length).toBe(before);
    expect(h.send(host, { type: 'chat', text: 'the host still may' })?.type).toBe('chat');
    h.time = start + TALK_LIMITS.chatWindowMs - 1;
    expect(h.send(guest, { type: 'chat', text: 'still too soon' })).toMatchObject({ code: 'rateLimited' });
    h.time = start + TALK_LIMITS.chatWindowMs;
    expect(h.send(guest, { type: 'chat', text: 'now' })).toMatchObject({ type: 'chat', line: { text: 'now' } });
    expect(guest.closed).toBeNull();
    expect(h.store.chat.map((l) => l.text)).not.toContain('one too many');
  });

  it(`keeps the last ${CHAT_KEPT} lines and sends them once on hello, also after the table slept; a sync sends them again`, () => {
    const limits = { reactionGapMs: 0, chatLines: 1000, chatWindowMs: 1 };
    const h = new Harness(undefined, undefined, { talkLimits: limits }).create({});
    const host = h.connect({ hostKey: h.hostKey });
    const key = h.sit(host, 0, 'Hala');
    for (let i = 1; i <= CHAT_KEPT + 5; i++) {
      h.time += 200; // within the message rate limit
      h.send(host, { type: 'chat', text: `line ${i}` });
    }
    expect(h.store.chat.length).toBe(CHAT_KEPT);
    h.wake();
    const phone = h.connect({ key });
    expect(phone.messages().map((m) => m.type)).toEqual(['update', 'chatLog']);
    const { lines } = phone.lastOf('chatLog');
    expect(lines.length).toBe(CHAT_KEPT);
    expect(lines[0]).toMatchObject({ id: 6, seat: 0, name: 'Hala', text: 'line 6' });
    expect(lines.at(-1)).toMatchObject({ id: CHAT_KEPT + 5, text: `line ${CHAT_KEPT + 5}` });
    // the next line goes on counting after a wake-up
    h.wake();
    expect(h.send(phone, { type: 'chat', text: 'after sleep' })).toMatchObject({ type: 'chat', line: { id: CHAT_KEPT + 6 } });
    const watcher = h.connect();
    expect(ofType(watcher, 'chatLog')[0].lines.at(-1)?.text).toBe('after sleep');
    h.send(watcher, { type: 'sync' });
    expect(ofType(watcher, 'chatLog').length).toBe(2);
    // a table with no lines sends no chatLog at all
    const quiet = new Harness().create({});
    expect(quiet.connect().messages().map((m) => m.type)).toEqual(['update']);
  });

  it('is on by default; the host turns it off (lines refused with chatOff, none sent on hello) and on again', () => {
    const { h, host, hostKey, guest } = table();
    expect(host.lastOf('update').table.chat).toBe(true);
    h.send(guest, { type: 'chat', text: 'before' });
    expect(h.send(guest, { type: 'configure', chat: false })).toMatchObject({ code: 'notHost' });
    h.send(host, { type: 'configure', chat: false });
    expect(guest.lastOf('update').table.chat).toBe(false);
    h.time += 60_000;
    expect(h.send(guest, { type: 'chat', text: 'anyone?' })).toMatchObject({ type: 'error', code: 'chatOff' });
    expect(h.send(guest, { type: 'react', code: 'oops' })?.type).toBe('reaction'); // reactions stay
    expect(h.send(host, { type: 'configure', chat: 'no' })).toMatchObject({ code: 'badMessage' });
    const phone = h.connect({ key: hostKey });
    expect(phone.messages().map((m) => m.type)).toEqual(['update']);
    h.send(host, { type: 'configure', chat: true });
    expect(h.send(guest, { type: 'chat', text: 'back' })).toMatchObject({ type: 'chat', line: { id: 2 } });
  });

  it('is off from the start when the table is created with chat: false', () => {
    const { h, guest } = table({ chat: false });
    expect(guest.lastOf('update').table.chat).toBe(false);
    expect(h.send(guest, { type: 'chat', text: 'hi' })).toMatchObject({ code: 'chatOff' });
  });
});
