import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import SeatNotice from '../../web/src/lib/table/SeatNotice.svelte';
import { testNaming } from './table-kit.js';

const seat = (n: number, away = true) => ({ seat: n, name: `P${n}`, bot: false, connected: false, away });
const props = (over: object) => ({ away: [], freeSeat: undefined, offline: undefined, full: false, naming: testNaming(0), give: () => {}, open: () => {}, back: null, async: false, ...over });

describe('the notices about seats', () => {
  it('tells a person away at an async table that a bot plays for them, with a button to come back', () => {
    const html = render(SeatNotice, { props: props({ back: () => {}, async: true, away: [seat(2)] }) }).body;
    expect(html).toContain('You missed two turns in a row, so a bot is playing for you.');
    expect(html).toContain("I'm back");
    expect(html).toContain('data-testid="back"');
    // their own notice first: not the one about others
    expect(html).not.toContain('data-testid="away-notice"');
  });

  it('tells the others that a bot plays an away seat at an async table, and that it misses turns at a live one', () => {
    const async = render(SeatNotice, { props: props({ away: [seat(2)], async: true }) }).body;
    expect(async).toContain('Seat2 is away: a bot plays for them until they come back.');
    const live = render(SeatNotice, { props: props({ away: [seat(2)] }) }).body;
    expect(live).toContain('Seat2 is away and missing turns.');
  });

  it('tells someone watching a full table that every seat is taken and a freed seat is offered here', () => {
    const full = render(SeatNotice, { props: props({ full: true }) }).body;
    expect(full).toContain('data-testid="watching-full"');
    expect(full).toContain('Every seat is taken: you are watching.');
    // a free seat is offered instead
    const free = render(SeatNotice, { props: props({ full: false, freeSeat: { seat: 1, name: null, bot: false, connected: false, away: false } }) }).body;
    expect(free).not.toContain('watching-full');
  });
});
