import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { BaseState } from '../../shared/rules/core/game.js';
import type { FiftySixView } from '../../shared/rules/games/fifty-six/view.js';
import { gameById } from '../../shared/rules/registry.js';
import { fiftySixModel } from '../../web/src/lib/games/fifty-six/model.js';
import { seatBadges } from '../../web/src/lib/games/seat-badges.js';
import type { TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import Felt from '../../web/src/lib/table/Felt.svelte';
import { testNaming } from './table-kit.js';

// Issue 31, item 7: a seat's bid bubble says why it reads as it does ("♥ 29" is strong in hearts
// without the jack): the engine's own auction, the model's meaning of each seat's note, the felt's button.

const rules = gameById('fifty-six')!;

/** A 4-player Fifty-Six auction after `calls`, each made by the seat to act, seen from `viewer`. */
function auction(viewer: number, ...calls: Record<string, unknown>[]): FiftySixView {
  const setup = rules.setup({ seats: 4, seed: 'bid-notes' });
  if (!setup.ok) throw new Error(setup.error.message);
  let state: BaseState = setup.state;
  for (const call of calls) {
    const seat = rules.toAct(state)[0];
    const result = rules.apply(state, seat, { type: 'bid', ...call });
    if (!result.ok) throw new Error(`${JSON.stringify(call)}: ${result.error.message}`);
    state = result.state;
  }
  return rules.view(state, viewer) as FiftySixView;
}
const snapshot = { seats: [0, 1, 2, 3].map((seat) => ({ seat, name: `Seat${seat}`, bot: false, connected: true, away: false })), clock: { mode: 'none', seconds: 0, deadline: null } } as unknown as TableSnapshot;

describe("a Fifty-Six seat's bid bubble", () => {
  it("says what each seat's last bid tells the table, by its form", () => {
    const view = auction(0, { value: 28, denomination: 'H', form: 'suitNumber' }, { value: 29, denomination: 'S', form: 'numberSuit' });
    const model = fiftySixModel(view);
    const [first, second] = view.auction.calls;
    expect(model.notes[first.seat]).toBe('♥ 28');
    expect(model.noteMeanings![first.seat]).toBe('strong in ♥, without its jack');
    expect(model.notes[second.seat]).toBe('29 ♠');
    expect(model.noteMeanings![second.seat]).toBe('holds the jack of ♠, its top card');
    // a seat that has not called has no note and nothing to explain
    const silent = [0, 1, 2, 3].find((s) => s !== first.seat && s !== second.seat)!;
    expect(model.noteMeanings![silent]).toBe('');
  });

  it('is a button on the felt that names the bid and its meaning, closed until tapped', () => {
    const bidder = auction(0, { value: 28, denomination: 'H', form: 'suitNumber' }).auction.calls[0].seat;
    // seen from the bidder's partner, whose felt shows the bidder's badge
    const viewer = (bidder + 2) % 4;
    const model = fiftySixModel(auction(viewer, { value: 28, denomination: 'H', form: 'suitNumber' }));
    const badges = seatBadges(model, snapshot, testNaming(viewer), () => '');
    expect(badges[bidder]!.meaning).toBe('strong in ♥, without its jack');
    // a decision the playback is saying at the seat takes the note's place: no meaning under it
    expect(seatBadges(model, snapshot, testNaming(viewer), (s) => (s === bidder ? 'Pass' : ''))[bidder]!.meaning).toBe('');
    const html = render(Felt, { props: { seats: 4, viewer, badges, trick: [], sweep: null, cardName: (c: string) => c } }).body;
    expect(html).toContain('aria-label="♥ 28: strong in ♥, without its jack"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('data-testid="note-meaning"');
  });
});
