import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { tableRules } from '../../web/src/lib/games/table-rules.js';
import { TEAM_MARKS, teamMark } from '../../web/src/lib/games/teams.js';
import type { SeatBadge, TableFrame, TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import Felt from '../../web/src/lib/table/Felt.svelte';
import TableLobby from '../../web/src/lib/table/TableLobby.svelte';
import TableRules from '../../web/src/lib/table/TableRules.svelte';
import TeamLayout from '../../web/src/lib/home/TeamLayout.svelte';
import { testNaming } from './table-kit.js';

// Issue 31, items 5 and 6: the teams and the rules of a table, told before anyone sits.

const free = (n: number): SeatBadge => ({ seat: n, name: null, bot: false, connected: false, away: false });
const hana: SeatBadge = { seat: 0, name: 'Hana', bot: false, connected: true, away: false };

function snapshot(over: Partial<TableFrame>): TableSnapshot {
  return {
    id: 't', game: 'fifty-six', seatCount: 6, options: { teams: 'two', tables: 12 }, seats: [hana, ...[1, 2, 3, 4, 5].map(free)],
    mySeat: null, host: false, status: 'lobby', view: null, history: [], clock: { mode: 'none', seconds: 0, deadline: null }, log: [],
    claims: false, autoForced: false, spectatorReactions: false, botLevel: 'standard', errorCode: null, waiting: 0, notice: null, catchUp: null,
    talk: { on: true, lines: [], unread: 0, reactions: [], muted: false, mutedSeats: [] },
    ...over,
  };
}
const naming = { ...testNaming(), seatName: (s: number) => (s === 0 ? 'Hana' : `Seat${s}`) };
function rows(snap: TableSnapshot): Record<number, string> {
  const html = render(TableLobby, {
    props: { snapshot: snap, naming, shareLink: '', rejoin: '', hostLink: '', name: 'Zed', sit: () => {}, leave: () => {}, assign: () => {}, configure: () => {}, start: () => {} },
  }).body;
  const found: Record<number, string> = {};
  for (const match of html.matchAll(/<li class="seat[^"]*"[^>]*data-seat="(\d)"[\s\S]*?<\/li>/g)) found[Number(match[1])] = match[0].replace(/<!--[^]*?-->/g, '');
  return found;
}

describe('the lobby, before sitting down', () => {
  it('names the team of every seat, and whose partner a free seat would be', () => {
    // two teams of three, seats alternating: Hana (seat 0) plays with seats 2 and 4
    const seats = rows(snapshot({}));
    expect(seats[2]).toContain('Partner of Hana');
    expect(seats[4]).toContain('Partner of Hana');
    expect(seats[1]).not.toContain('Partner of');
    expect(seats[1]).toContain('Team 2');
    expect(seats[0]).toContain('Team 1');
    // pairs (the default): Hana's partner sits opposite, at seat 3
    const pairs = rows(snapshot({ options: {} }));
    expect(pairs[3]).toContain('Partner of Hana');
    expect(pairs[2]).not.toContain('Partner of');
    // two players of a team already seated are named together, in the page's language
    const two = rows(snapshot({ seats: [hana, free(1), { ...hana, seat: 2, name: 'Ravi' }, free(3), free(4), free(5)] }));
    expect(two[4]).toContain('Team 1 · Partner of Hana and Seat2');
  });

  it('marks each team with a shape as well as a colour', () => {
    const seats = rows(snapshot({}));
    expect(seats[0]).toContain(`>${teamMark(0)}<`);
    expect(seats[1]).toContain(`>${teamMark(1)}<`);
    expect(new Set(TEAM_MARKS).size).toBe(4);
  });

  it('says nothing of teams when each player plays alone (All Fours for two)', () => {
    const seats = rows(snapshot({ game: 'all-fours', seatCount: 2, options: {}, seats: [hana, free(1)] }));
    expect(seats[1]).not.toContain('data-testid="seat-team"');
  });
});

describe("a table's rules in words", () => {
  it('tells the teams, the target, the clock and every house rule by name', () => {
    const rules = tableRules('fifty-six', 8, { teams: 'two', tables: 12, passIsFinal: true, doubling: 'multiply' }, { mode: 'live', seconds: 30 });
    expect(rules).toEqual({
      teams: 'Teams: two teams of 4, seats alternate',
      target: 'Each team starts with 12 tables; a team with none left is out',
      clock: 'Clock: 30 s per move',
      house: ["A pass is final: A pass ends that player's bidding"],
      preset: '',
    });
    expect(tableRules('fifty-six', 6, { teams: 'pairs' }, { mode: 'async', seconds: 86400 })).toMatchObject({
      teams: 'Teams: 3 teams of two, partners sit opposite',
      clock: 'Clock: 24 h per move',
      house: [],
    });
    expect(tableRules('all-fours', 2, { target: 7 }, { mode: 'none', seconds: 0 })).toEqual({
      teams: 'Each player plays alone',
      target: 'Played to 7 points',
      clock: 'No clock',
      house: [],
      preset: '',
    });
    // the named house rules, when the options are a preset's
    const league = { followSuit: 'open', renege: 'bullseye', giveOneNeedsTrump: true, noUndertrump: true, gamePoints: 2, matchGames: 3 };
    expect(tableRules('all-fours', 4, league, { mode: 'none', seconds: 0 }).preset).toMatch(/^Rules: Trinidad league\. As the leagues play: /);
    expect(tableRules('baloot', 4, { qayd: true }, { mode: 'none', seconds: 0 }).preset).toBe('');
  });

  it('shows them in a list, and says when the game is played as written', () => {
    const html = render(TableRules, { props: { game: 'baloot', seats: 4, options: {}, clock: { mode: 'none', seconds: 0, deadline: null } } }).body;
    expect(html).toContain('Played to 152 points');
    expect(html).toContain('No house rules');
  });
});

describe('the team layout of Fifty-Six on the home page', () => {
  it('offers pairs or two teams as a choice of its own, with a line on each', () => {
    const html = render(TeamLayout, { props: { seats: 8, options: {} } }).body;
    expect(html).toContain('4 teams of 2');
    expect(html).toContain('2 teams of 4');
    expect(html).toContain('Partners sit opposite');
    const two = render(TeamLayout, { props: { seats: 6, options: { teams: 'two' } } }).body;
    expect(two).toContain('The common Kerala game');
    expect(two).toMatch(/<input type="radio" name="teams" value="two" checked/);
  });
});

describe('the felt with 6 or 8 seats', () => {
  it('marks each seat with its team shape beside the colour', () => {
    const badges = Array.from({ length: 8 }, (_, seat) => ({ name: `P${seat}`, cards: 8, turn: false, dealer: false, team: seat % 4, out: false, note: '', status: '', away: false, shown: [] }));
    const html = render(Felt, { props: { seats: 8, viewer: 0, badges, trick: [], cardName: (c: string) => c } }).body;
    const marks = [...html.matchAll(/data-testid="team-mark"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(marks).toEqual([1, 2, 3, 0, 1, 2, 3].map(teamMark));
  });
});
