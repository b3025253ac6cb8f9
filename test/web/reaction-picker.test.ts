import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { TableFrame, TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import type { Talker } from '../../web/src/lib/net/talk.js';
import Talk from '../../web/src/lib/table/Talk.svelte';

function snapshot(over: Partial<TableFrame>): TableSnapshot {
  return {
    id: 't',
    game: 'baloot',
    seatCount: 4,
    options: {},
    seats: [0, 1, 2, 3].map((seat) => ({ seat, name: `P${seat}`, bot: false, connected: true, away: false })),
    mySeat: null,
    host: false,
    status: 'playing',
    view: null,
    history: [],
    clock: { mode: 'none', seconds: 0, deadline: null },
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
  } as TableSnapshot;
}

const talker: Talker = { react: () => {}, chat: () => true, mute: () => {}, readChat: () => {} };
const picked = (over: Partial<TableFrame>) =>
  render(Talk, { props: { snapshot: snapshot(over), talker, viewer: over.mySeat ?? null, seats: 4, picking: true, drawer: null } }).body;

describe('the reaction picker', () => {
  it('tells someone watching that only the players react here, unless the host lets people watching react', () => {
    const watching = picked({});
    expect(watching).toContain('data-testid="reactions-off"');
    expect(watching).not.toContain('data-testid="reactions"');
    expect(picked({ spectatorReactions: true })).toContain('data-testid="reactions"');
  });

  it('offers the reactions to a seated player and to the host, whatever the setting', () => {
    for (const over of [{ mySeat: 2 }, { host: true }]) {
      const html = picked(over);
      expect(html).toContain('data-testid="reactions"');
      expect(html).not.toContain('data-testid="reactions-off"');
    }
  });
});
