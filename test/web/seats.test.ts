import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { SeatBadge, TableFrame, TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import SeatsPanel from '../../web/src/lib/table/SeatsPanel.svelte';
import TableLobby from '../../web/src/lib/table/TableLobby.svelte';
import { absentSeats, mayReassign, seatStatus } from '../../web/src/lib/table/seat-status.js';
import { testNaming } from './table-kit.js';

const seat = (n: number, over: Partial<SeatBadge> = {}): SeatBadge => ({ seat: n, name: `P${n}`, bot: false, connected: true, away: false, ...over });
const SEATS = [
  seat(0),
  seat(1, { away: true, connected: false }),
  seat(2, { connected: false }),
  seat(3, { name: null, connected: false }),
  seat(4, { name: 'Bot 5', bot: true }),
  seat(5),
];

function snapshot(over: Partial<TableFrame>): TableSnapshot {
  return {
    id: 't',
    game: 'fifty-six',
    seatCount: 6,
    options: {},
    seats: SEATS,
    mySeat: 0,
    host: true,
    status: 'playing',
    view: null,
    history: [],
    clock: { mode: 'live', seconds: 30, deadline: null },
    log: [],
    claims: false,
    autoForced: false,
    spectatorReactions: false,
    botLevel: 'standard',
    errorCode: null,
    waiting: 0,
    notice: null,
    catchUp: null,
    talk: { on: true, lines: [], unread: 0, reactions: [], muted: false, mutedSeats: [] },
    ...over,
  };
}

const naming = testNaming();

/** The buttons of each seat row (by seat number) in the rendered panel. */
function buttons(snap: TableSnapshot): Record<number, string[]> {
  const html = render(SeatsPanel, { props: { snapshot: snap, naming, name: 'Zed', sit: () => {}, assign: () => {} } }).body;
  const rows: Record<number, string[]> = {};
  for (const match of html.matchAll(/<li data-seat="(\d)"[\s\S]*?<\/li>/g)) {
    rows[Number(match[1])] = [...match[0].matchAll(/data-testid="([a-z-]+)"/g)].map((m) => m[1]);
  }
  return rows;
}

describe('seat status', () => {
  it('tells free, bot, present, offline and away seats apart (away wins over offline)', () => {
    expect(SEATS.map(seatStatus)).toEqual(['present', 'away', 'offline', 'free', 'bot', 'present']);
  });
  it('lets the host reassign, during a game, only seats whose player is away or gone (and free or bot seats)', () => {
    expect(SEATS.map((s) => mayReassign(s, true))).toEqual([false, true, true, true, true, false]);
    expect(SEATS.every((s) => mayReassign(s, false))).toBe(true);
    expect(absentSeats(SEATS, 0).map((s) => s.seat)).toEqual([1, 2]);
  });
});

describe('the players panel', () => {
  it('gives the host "give to a bot" and "free the seat" for away and disconnected players only', () => {
    const rows = buttons(snapshot({}));
    expect(rows[0]).toEqual([]);
    expect(rows[1]).toEqual(['give-bot', 'free-seat']);
    expect(rows[2]).toEqual(['give-bot', 'free-seat']);
    expect(rows[3]).toEqual(['give-bot']);
    expect(rows[4]).toEqual(['free-seat']);
    expect(rows[5]).toEqual([]);
  });
  it('between games the host may free any other seat', () => {
    expect(buttons(snapshot({ status: 'over' }))[5]).toEqual(['give-bot', 'free-seat']);
  });
  it('offers another player only "give to a bot", and only for an away seat', () => {
    const rows = buttons(snapshot({ mySeat: 5, host: false }));
    expect(rows[1]).toEqual(['give-bot']);
    expect(Object.values(rows).flat()).toEqual(['give-bot']);
    expect(Object.values(buttons(snapshot({ mySeat: 5, host: false, status: 'over' }))).flat()).toEqual([]);
  });
  it('offers someone watching the free seat, and nothing else', () => {
    const rows = buttons(snapshot({ mySeat: null, host: false }));
    expect(rows[3]).toEqual(['sit']);
    expect(Object.values(rows).flat()).toEqual(['sit']);
  });
});

describe('the name someone watching sits down with', () => {
  const sitDisabled = (html: string) => /<button class="primary[^"]*"[^>]*disabled[^>]*data-testid="sit"/.test(html);
  const lobby = (name: string) =>
    render(TableLobby, {
      props: {
        snapshot: snapshot({ mySeat: null, host: false, status: 'lobby' }),
        naming,
        shareLink: 'https://majlis.example/t/t',
        rejoin: '',
        hostLink: '',
        name,
        sit: () => {},
        leave: () => {},
        assign: () => {},
        configure: () => {},
        start: () => {},
      },
    }).body;
  it('cannot sit at a full lobby: the person is told every seat is taken and that they are watching', () => {
    expect(lobby('Zed')).not.toContain('data-testid="lobby-full"');
    const taken = SEATS.map((s) => (s.name === null ? { ...s, name: 'Bot 4', bot: true } : s));
    const full = render(TableLobby, {
      props: {
        snapshot: snapshot({ mySeat: null, host: false, status: 'lobby', seats: taken }),
        naming, shareLink: '', rejoin: '', hostLink: '', name: 'Zed',
        sit: () => {}, leave: () => {}, assign: () => {}, configure: () => {}, start: () => {},
      },
    }).body;
    expect(full).toContain('data-testid="lobby-full"');
    expect(full).toContain('Every seat is taken: you are watching.');
    expect(full).not.toContain('data-testid="sit"');
  });

  const LONG = ['கார்த்திகேயன் ஸ்ரீநிவாசன்', 'ശ്രീജിത്ത് അര്‍ജുന്‍ മീനാക്ഷി'];

  it('is not cut at 24 UTF-16 units: a long Tamil or Malayalam name may sit, in the lobby and mid-game', () => {
    for (const name of LONG) {
      expect(name.length).toBeGreaterThan(24);
      for (const html of [lobby(name), render(SeatsPanel, { props: { snapshot: snapshot({ mySeat: null, host: false }), naming, name, sit: () => {}, assign: () => {} } }).body]) {
        expect(html).not.toContain('maxlength');
        expect(sitDisabled(html)).toBe(false);
        expect(html).not.toContain('data-testid="name-refused"');
      }
    }
  });

  it('is checked in the lobby by the table\'s own text policy: invisible characters only cannot sit, 25 letters are said to be too many', () => {
    expect(sitDisabled(lobby('\u2066\u200B\u2069'))).toBe(true);
    const long = lobby('x'.repeat(25));
    expect(sitDisabled(long)).toBe(true);
    expect(long).toContain('data-testid="name-refused"');
  });
});
