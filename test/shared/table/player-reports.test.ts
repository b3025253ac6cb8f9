import { describe, expect, it } from 'vitest';
import { dueReports, GONE, statusNow, type PlayerLink } from '../../../shared/player/reports.js';
import { sha256Hex } from '../../../shared/table/secrets.js';
import { Harness } from './kit/session-harness.js';

/** A Baloot table in Node: a person in seat 0 (the host) and seat 2, bots in 1 and 3, an async clock. */
function table() {
  const h = new Harness().create({ clock: { kind: 'async', hours: 24 } });
  const host = h.connect({ hostKey: h.hostKey });
  const hostKey = h.sit(host, 0, 'Reem');
  const guest = h.connect();
  const guestKey = h.sit(guest, 2, 'Ali');
  for (const seat of [1, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
  const link = (seat: number, key: string): PlayerLink => ({ player: sha256Hex(`player ${seat}`), seat, keyHash: sha256Hex(key), reported: null });
  return { h, host, guest, links: [link(0, hostKey), link(2, guestKey)] };
}

/** Marks the reports as sent, as the Durable Object does once the player's object answered. */
function sent(links: PlayerLink[], h: Harness): ReturnType<typeof dueReports> {
  const due = dueReports(links, h.session.current());
  for (const report of due) report.link.reported = report.digest;
  return due;
}

describe('reports from a table to its players', () => {
  it("reduces a table to each seat's status: names and teams, its own turn and deadline only, the score", () => {
    const { h, host, guest, links } = table();
    expect(statusNow(h.session.current(), links[0])).toMatchObject({ game: 'baloot', status: 'lobby', seat: 0, yourTurn: false, score: null, winner: null });
    h.send(host, { type: 'start' });
    const now = h.session.current()!;
    const [mine, theirs] = links.map((link) => statusNow(now, link)!);
    expect(mine.seats).toEqual([
      { name: 'Reem', kind: 'human', team: 0 },
      { name: 'Bot 2', kind: 'bot', team: 1 },
      { name: 'Ali', kind: 'human', team: 0 },
      { name: 'Bot 4', kind: 'bot', team: 1 },
    ]);
    expect(mine.score).toEqual([0, 0]);
    // exactly one of the two people is awaited (Baloot bids one seat at a time); only they see a deadline
    const awaited = now.info.turn[0];
    // a move with one legal action the table plays after a short pause, which is no turn's deadline
    // (about one deal in 400 starts so: a bot's Sun, then a card the person can only follow with)
    const choices = awaited === 0 || awaited === 2 ? h.view(awaited === 0 ? host : guest).legal.length : 0;
    const deadline = choices > 1 ? h.time + 24 * 3600_000 : null;
    for (const status of [mine, theirs]) {
      expect(status.yourTurn).toBe(status.seat === awaited);
      expect(status.deadline).toBe(status.seat === awaited ? deadline : null);
    }
    expect(now.info.deadline).toBe(deadline);
  });

  it("reports only what changed for the seat: a move of its own that comes back to it is no news, a scored hand is", () => {
    const h = new Harness().create({});
    const host = h.connect({ hostKey: h.hostKey });
    const links: PlayerLink[] = [{ player: sha256Hex('player'), seat: 0, keyHash: sha256Hex(h.sit(host, 0)), reported: null }];
    expect(dueReports([], h.session.current())).toEqual([]);
    for (const seat of [1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
    expect(sent(links, h)).toHaveLength(1);
    expect(sent(links, h)).toEqual([]);
    // three bots answer every move at once: without a clock, only a scored hand or the end is news
    let moves = 0;
    let reports = 0;
    while (h.session.current()!.info.status === 'playing' && moves < 60) {
      const view = h.view(host);
      expect(view.legal.length).toBeGreaterThan(0);
      const score = links[0].reported && JSON.parse(links[0].reported).score;
      h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
      moves++;
      for (const report of sent(links, h)) {
        reports++;
        const changed = JSON.stringify(report.status!.score) !== JSON.stringify(score) || report.status!.status === 'over' || !report.status!.yourTurn;
        expect(changed, JSON.stringify(report.status)).toBe(true);
      }
    }
    expect(reports).toBeGreaterThan(0); // 60 moves score a hand or more
    expect(reports).toBeLessThan(moves / 4);
  });

  it('reports a seat that changed hands as gone, once, and every seat when the table is gone', () => {
    const { h, guest, links } = table();
    sent(links, h);
    h.send(guest, { type: 'leave' });
    // seat 0 hears that Ali left; Ali's link is told the seat is no longer theirs
    const due = sent(links, h);
    expect(due.map((r) => [r.link.seat, r.status?.seats[2].kind ?? null, r.digest === GONE])).toEqual([[0, 'empty', false], [2, null, true]]);
    // another person in that seat does not bring the old link back
    h.sit(h.connect(), 2, 'Sara');
    expect(sent(links, h).map((r) => r.link.seat)).toEqual([0]);
    expect(dueReports(links, null).map((r) => r.link.seat)).toEqual([0]);
  });
});
