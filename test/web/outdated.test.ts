import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { CLOSE } from '../../shared/protocol/messages.js';
import { m } from '../../web/src/lib/paraglide/messages.js';
import type { Link } from '../../web/src/lib/net/snapshot.js';
import Banner from '../../web/src/lib/table/Banner.svelte';
import { harness } from './table-kit.js';

// A page loaded before a deploy speaks the old protocol: the server closes its socket with badProtocol,
// and the page must say the app was updated and offer a reload, not that the table is gone.
describe('a page of another protocol version', () => {
  it('is told the app was updated, and stops reconnecting', () => {
    const { sockets, timers, table } = harness();
    let link: Link | null = null;
    table.link((next) => (link = next));
    sockets[0].open();
    sockets[0].onclose?.({ code: CLOSE.badProtocol, reason: 'badProtocol' });
    expect([link, table.closed]).toEqual(['outdated', 'badProtocol']);
    // no retry is pending, and waking the page does not reconnect either
    for (const timer of timers) timer.fn();
    table.wake();
    expect(sockets).toHaveLength(1);
  });

  it('shows the update message with a Reload button; a closed table shows neither', () => {
    const outdated = render(Banner, { props: { link: 'outdated' } }).body;
    expect(outdated).toContain(m.app_updated());
    expect(outdated).toMatch(/<button[^>]*data-testid="reload"[^>]*>Reload<\/button>/);
    const closed = render(Banner, { props: { link: 'closed' } }).body;
    expect(closed).toContain(m.table_closed());
    expect(closed).not.toContain(m.app_updated());
    expect(closed).not.toContain('data-testid="reload"');
  });

  it('has the update message in every language', () => {
    for (const locale of ['en', 'ar', 'ta', 'ml', 'bn', 'tl'] as const) {
      expect(m.app_updated({}, { locale }).length).toBeGreaterThan(10);
      expect(m.reload({}, { locale }).length).toBeGreaterThan(1);
    }
    expect(m.app_updated({}, { locale: 'ar' })).not.toBe(m.app_updated({}, { locale: 'en' }));
  });
});
