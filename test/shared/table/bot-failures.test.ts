import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BotChooser } from '../../../shared/table/bot-player.js';
import { Harness } from './kit/session-harness.js';

/** A Baloot table whose bots choose with `chooseBot` (absent: the shared bots): the host in seat 0, bots elsewhere, started. */
function botTable(chooseBot: BotChooser | undefined, request: Record<string, unknown> = {}) {
  const h = new Harness(undefined, undefined, chooseBot ? { chooseBot } : {}).create(request);
  const host = h.connect({ hostKey: h.hostKey });
  h.sit(host, 0);
  for (const seat of [1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
  h.send(host, { type: 'start' });
  return { h, host };
}

/** The host plays its first legal action until the game ends (bots answer in between). */
function playOut(h: Harness, host: ReturnType<typeof botTable>['host']): void {
  for (let guard = 0; host.lastOf('update').table.status === 'playing' && guard < 5000; guard++) {
    const view = h.view(host);
    h.time += 1000;
    h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
  }
}

const botMoves = (h: Harness) => h.store.games.get(1)!.actions.filter((a) => a.by === 'bot');

describe('a bot that fails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is replaced by a random legal move; each failure is logged on one line and counted in the summary', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { h, host } = botTable(() => {
      throw new Error('bot exploded');
    });
    playOut(h, host);
    expect(host.lastOf('update').table.status).toBe('over');
    const moves = botMoves(h);
    expect(moves.length).toBeGreaterThan(20);
    expect(h.session.summary()!.botFailures).toBe(moves.length);
    // for operators only (the summary): no socket is sent it on every change
    expect(host.lastOf('update').table).not.toHaveProperty('botFailures');
    expect(errors).toHaveBeenCalledTimes(moves.length);
    const lines = errors.mock.calls.map(([text]) => String(text));
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    moves.forEach((move, i) => {
      expect(JSON.parse(lines[i])).toEqual({
        event: 'botFailed',
        table: 'tableid000000000',
        game: 'baloot',
        gameNo: 1,
        version: move.version,
        seat: move.seat,
        level: 'standard',
        error: 'Error: bot exploded',
      });
    });
    h.wake(); // the count is in the stored record
    expect(h.session.summary()!.botFailures).toBe(moves.length);
  });

  it('counts an illegal answer too, and a timeout move the bot played for a person', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // every answer of this bot is illegal: each time it is asked is one failure
    let asked = 0;
    const { h, host } = botTable(
      () => {
        asked++;
        return { type: 'play', card: 'XX' };
      },
      { clock: { kind: 'live', seconds: 30 } },
    );
    expect(h.session.summary()!.botFailures).toBe(asked);
    expect(asked).toBe(botMoves(h).length);
    // the host's time runs out: in the auction the table passes for it (no bot asked), then with a card
    // to play a bot plays for seat 0
    const timeouts = () => h.store.games.get(1)!.actions.filter((a) => a.by === 'timeout' || a.by === 'away');
    for (let ring = 0; ring < 50 && !timeouts().some((a) => a.action.type === 'play'); ring++) {
      h.time = h.session.alarmAt()!;
      h.session.alarm();
    }
    const played = timeouts().filter((a) => a.action.type === 'play');
    expect(played.length).toBeGreaterThan(0);
    // every time the bot was asked counts (the table's own passes ask none: timeouts.test.ts)
    expect(h.session.summary()!.botFailures).toBe(asked);
    // the bots who play after the timeout fail too: find the timeout's own line
    const lines = vi.mocked(console.error).mock.calls.map(([text]) => JSON.parse(String(text)));
    expect(lines.find((line) => line.version === played[0].version)).toMatchObject({
      seat: played[0].seat,
      error: 'illegal action {"type":"play","card":"XX"}',
    });
  });

  it('is never counted when the bots work, nor at a table of random bots', () => {
    const errors = vi.spyOn(console, 'error');
    for (const botLevel of ['standard', 'random']) {
      const { h, host } = botTable(undefined, { botLevel });
      playOut(h, host);
      expect(h.session.summary()!.botFailures).toBe(0);
    }
    expect(errors).not.toHaveBeenCalled();
  });
});
