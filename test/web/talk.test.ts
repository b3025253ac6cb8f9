import { describe, expect, it } from 'vitest';
import type { TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import { BUBBLE_CHARS, bubbleText, type TalkShown } from '../../web/src/lib/net/talk.js';
import { BUBBLE_MS, liveBubbles, reactionWord, SAID_MS } from '../../web/src/lib/table/reactions.js';
import { REACTIONS } from '../../shared/protocol/talk.js';
import { MemoryStorage } from './fake-storage.js';
import { harness, info } from './table-kit.js';

const line = (id: number, seat: number, text = `line ${id}`) => ({ id, seat, name: `P${seat}`, text, at: id });

/** An online table in seat 0, with the update in; returns its snapshots. */
function seated(storage = new MemoryStorage()) {
  const { sockets, table } = harness(storage);
  const snapshots: TableSnapshot[] = [];
  table.subscribe((s) => snapshots.push(s));
  sockets[0].open();
  sockets[0].receive({ type: 'update', n: 1, game: 'baloot', table: info({ chat: true }), you: { seat: 0, host: false }, view: null, events: [] });
  return { socket: sockets[0], table, talk: () => snapshots.at(-1)!.talk };
}

describe('the talk at an online table', () => {
  it('keeps the chat sent on hello, adds new lines and counts the others\' as unread until read', () => {
    const { socket, table, talk } = seated();
    expect(talk()).toMatchObject({ on: true, lines: [], unread: 0, muted: false });
    socket.receive({ type: 'chatLog', lines: [line(1, 1), line(2, 0)] });
    expect(talk().lines.map((l) => l.id)).toEqual([1, 2]);
    expect(talk().unread).toBe(0); // what was said before this page came is not news
    socket.receive({ type: 'chat', line: line(3, 2, '<b>hi</b>') });
    socket.receive({ type: 'chat', line: line(4, 0) });
    expect(talk().lines.at(-2)?.text).toBe('<b>hi</b>');
    expect(talk().unread).toBe(1); // the viewer's own line is not unread
    table.readChat();
    expect(talk().unread).toBe(0);
  });

  it('shows another seat\'s new line as a bubble at its seat (its start, cut with …), for longer than a reaction; not the viewer\'s own, nor the kept lines', () => {
    const { socket, talk } = seated();
    socket.receive({ type: 'chatLog', lines: [line(1, 1)] });
    expect(talk().reactions).toEqual([]);
    socket.receive({ type: 'chat', line: line(2, 2, 'ஒரு ஆட்டம் இன்னும் விளையாடலாமா? இந்தக் கை முடிந்ததும் சொல்லுங்கள்') });
    socket.receive({ type: 'chat', line: line(3, 0, 'mine') });
    const [said] = talk().reactions;
    expect(talk().reactions).toHaveLength(1);
    expect(said).toMatchObject({ from: { seat: 2 }, code: null });
    expect(said!.text!.endsWith('…')).toBe(true);
    expect([...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(said!.text!)]).toHaveLength(BUBBLE_CHARS);
    expect(bubbleText('short')).toBe('short');
    const shown = { ...talk(), reactions: [{ ...said!, arrivedAt: 0 }] };
    expect([...liveBubbles(shown, 0, BUBBLE_MS).keys()]).toEqual([2]);
    expect(liveBubbles(shown, 0, SAID_MS).size).toBe(0);
  });

  it('sends a reaction and a chat line only on a fresh socket, and turns the chat setting into configure', () => {
    const { socket, table } = seated();
    table.react('thanks');
    expect(table.chat('  salam ')).toBe(true);
    table.configure({ chat: false });
    expect(socket.sent.slice(-3)).toEqual([{ type: 'react', code: 'thanks' }, { type: 'chat', text: '  salam ' }, { type: 'configure', chat: false }]);
    const offline = harness();
    expect(offline.table.chat('hello?')).toBe(false);
    offline.table.react('gg');
    expect(offline.sockets[0].sent).toEqual([]);
  });

  it('remembers the mute per table in storage; muted, the others\' lines are not counted', () => {
    const storage = new MemoryStorage();
    const first = seated(storage);
    first.table.mute(true);
    expect(first.talk().muted).toBe(true);
    first.socket.receive({ type: 'chat', line: line(1, 1) });
    expect(first.talk()).toMatchObject({ unread: 0, lines: [line(1, 1)] });
    const again = seated(storage);
    expect(again.talk().muted).toBe(true);
    expect(seated(new MemoryStorage()).talk().muted).toBe(false);
    again.table.mute(false);
    expect(seated(storage).talk().muted).toBe(false);
  });

  it('mutes one seat at a time, remembered per table: its lines are not counted, the others\' still are', () => {
    const storage = new MemoryStorage();
    const first = seated(storage);
    first.table.mute(true, 2);
    first.socket.receive({ type: 'chat', line: line(1, 2) });
    first.socket.receive({ type: 'chat', line: line(2, 1) });
    expect(first.talk()).toMatchObject({ muted: false, mutedSeats: [2], unread: 1 });
    first.table.mute(true, 1);
    first.table.mute(true, 0); // the viewer's own lines are never hidden from them
    first.socket.receive({ type: 'chat', line: line(3, 0) });
    expect(first.talk().unread).toBe(1);
    expect(seated(storage).talk().mutedSeats).toEqual([2, 1, 0]);
    const again = seated(storage);
    again.table.mute(false, 1);
    again.table.mute(false, 2);
    expect(seated(storage).talk().mutedSeats).toEqual([0]);
    again.table.mute(false, 0);
    expect(storage.getItem('majlis:mute:abc')).toBeNull();
  });

  it('reads what it stored about muted seats, and nothing from a damaged entry', () => {
    const storage = new MemoryStorage();
    storage.setItem('majlis:mute:abc', '[0,1,"x",-2,3.5,99,2]');
    expect(seated(storage).talk()).toMatchObject({ muted: false, mutedSeats: [1, 2] });
    storage.setItem('majlis:mute:abc', '[1,3]');
    expect(seated(storage).talk()).toMatchObject({ muted: true, mutedSeats: [3] });
    storage.setItem('majlis:mute:abc', '1'); // as stored before seats could be muted one by one
    expect(seated(storage).talk()).toMatchObject({ muted: true, mutedSeats: [] });
    storage.setItem('majlis:mute:abc', '{not json');
    expect(seated(storage).talk()).toMatchObject({ muted: false, mutedSeats: [] });
  });

  it('says the chat is off when the table says so', () => {
    const { socket, talk } = seated();
    socket.receive({ type: 'update', n: 2, game: 'baloot', table: info({ chat: false }), you: { seat: 0, host: false }, view: null, events: [] });
    expect(talk().on).toBe(false);
  });
});

describe('reaction bubbles', () => {
  const talk = (over: Partial<TalkShown> = {}): TalkShown => ({
    on: true,
    lines: [],
    unread: 0,
    muted: false,
    mutedSeats: [],
    reactions: [
      { id: 0, from: { seat: 1 }, code: 'wellPlayed', arrivedAt: 1000 },
      { id: 1, from: { seat: 1 }, code: 'thanks', arrivedAt: 1500 },
      { id: 2, from: { seat: 0 }, code: 'sorry', arrivedAt: 2000 },
      { id: 3, from: { spectator: true }, code: 'gg', arrivedAt: 2500 },
    ],
    ...over,
  });

  it('shows the latest reaction of each seat and of the spectators while it is fresh', () => {
    const live = liveBubbles(talk(), 0, 2600);
    expect([...live].map(([from, r]) => [from, r.code])).toEqual([
      [1, 'thanks'],
      [0, 'sorry'],
      ['spectator', 'gg'],
    ]);
    expect([...liveBubbles(talk(), 0, 1500 + BUBBLE_MS).keys()]).toEqual([0, 'spectator']);
    expect(liveBubbles(talk(), 0, 2500 + BUBBLE_MS).size).toBe(0);
  });

  it('muted, shows only the viewer\'s own', () => {
    expect([...liveBubbles(talk({ muted: true }), 0, 2600).keys()]).toEqual([0]);
    expect(liveBubbles(talk({ muted: true }), null, 2600).size).toBe(0);
  });

  it('hides a muted seat\'s bubbles, never the viewer\'s own', () => {
    expect([...liveBubbles(talk({ mutedSeats: [1] }), 0, 2600).keys()]).toEqual([0, 'spectator']);
    expect([...liveBubbles(talk({ mutedSeats: [0, 1] }), 0, 2600).keys()]).toEqual([0, 'spectator']);
  });

  it('has words for every reaction', () => {
    for (const code of REACTIONS) expect(reactionWord(code)).not.toMatch(/^react_/);
    expect(reactionWord('hurry')).toBe('Hurry up');
  });
});
