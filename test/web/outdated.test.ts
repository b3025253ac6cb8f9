import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { CLOSE } from '../../shared/protocol/messages.js';
import { m } from '../../web/src/lib/paraglide/messages.js';
import type { Link } from '../../web/src/lib/net/snapshot.js';
import Banner from '../../web/src/lib/table/Banner.svelte';
import { harness } from './table-kit.js';
import { AGAIN_AFTER_MS, QUIET_MS, reloadWhenSafe, type ReloadHost } from '../../web/src/lib/net/outdated.js';

/** A page's side for reloadWhenSafe: a clock the test moves, its one-second check, its events. */
function fakePage(start = 1_000_000) {
  const page = {
    now: start,
    hidden: false,
    writing: false,
    stored: null as number | null,
    storable: true,
    reloads: 0,
    ticks: [] as (() => void)[],
    onInput: null as (() => void) | null,
    onVisibility: null as (() => void) | null,
    /** Moves the clock by `ms`, running the one-second check at each second. */
    pass(ms: number) {
      for (let t = 0; t < ms; t += 1000) {
        page.now += Math.min(1000, ms - t);
        for (const tick of page.ticks) tick();
      }
    },
  };
  const host: ReloadHost = {
    now: () => page.now,
    every: (fn) => {
      page.ticks.push(fn);
      return () => page.ticks.splice(page.ticks.indexOf(fn), 1);
    },
    watch: (onInput, onVisibility) => {
      page.onInput = onInput;
      page.onVisibility = onVisibility;
      return () => ((page.onInput = null), (page.onVisibility = null));
    },
    hidden: () => page.hidden,
    writing: () => page.writing,
    lastReload: () => page.stored,
    markReload: (at) => (page.storable ? ((page.stored = at), true) : false),
    reload: () => page.reloads++,
  };
  return { page, host };
}

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

describe('an outdated page reloads itself at a safe moment', () => {
  it('after the person has left it alone a few seconds, once, and remembers when', () => {
    const { page, host } = fakePage();
    reloadWhenSafe(host);
    page.pass(QUIET_MS - 1000);
    expect(page.reloads).toBe(0);
    page.pass(1000);
    expect(page.reloads).toBe(1);
    expect(page.stored).toBe(page.now);
    // stopped: no second reload, no listeners left
    page.pass(10_000);
    expect([page.reloads, page.ticks.length, page.onInput]).toEqual([1, 0, null]);
  });

  it('waits while the person taps or types, and never while a chat line is being written', () => {
    const { page, host } = fakePage();
    reloadWhenSafe(host);
    for (let i = 0; i < 5; i++) {
      page.pass(2000);
      page.onInput!();
    }
    expect(page.reloads).toBe(0);
    page.writing = true;
    page.pass(60_000);
    expect(page.reloads).toBe(0);
    page.writing = false;
    page.pass(1000);
    expect(page.reloads).toBe(1);
  });

  it('at once when the page is hidden, even while writing', () => {
    const { page, host } = fakePage();
    reloadWhenSafe(host);
    page.writing = true;
    page.hidden = true;
    page.onVisibility!();
    expect(page.reloads).toBe(1);
  });

  it('not again within two minutes of its last reload for this (a cache serving the old app): the button stays', () => {
    const { page, host } = fakePage();
    page.stored = page.now - AGAIN_AFTER_MS + 5000;
    reloadWhenSafe(host);
    page.pass(60_000);
    expect([page.reloads, page.ticks.length]).toEqual([0, 0]);
    // later, a new deploy: it may reload again
    const later = fakePage(page.now + AGAIN_AFTER_MS);
    later.page.stored = page.stored;
    reloadWhenSafe(later.host);
    later.page.pass(QUIET_MS);
    expect(later.page.reloads).toBe(1);
  });

  it('not at all where the time of the reload cannot be kept (no storage: it could loop)', () => {
    const { page, host } = fakePage();
    page.storable = false;
    reloadWhenSafe(host);
    page.pass(10_000);
    expect(page.reloads).toBe(0);
  });

  it('stops when the page is done with it', () => {
    const { page, host } = fakePage();
    const stop = reloadWhenSafe(host);
    stop();
    page.pass(10_000);
    expect([page.reloads, page.ticks.length, page.onInput]).toEqual([0, 0, null]);
  });
});
