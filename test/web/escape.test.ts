import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// the window the overlays listen on (this project runs in Node): an EventTarget is enough for keydown
let win: EventTarget;
beforeEach(() => {
  win = new EventTarget();
  (globalThis as { window?: EventTarget }).window = win;
});
afterEach(() => {
  delete (globalThis as { window?: EventTarget }).window;
});

function press(key: string, prevented = false): Event {
  const event = Object.assign(new Event('keydown', { cancelable: true }), { key });
  if (prevented) event.preventDefault();
  win.dispatchEvent(event);
  return event;
}

describe('Esc over the table\'s overlays', () => {
  it('closes the overlay opened last, only that one, then the one under it', async () => {
    const { closeOnEscape } = await import('../../web/src/lib/table/escape.js');
    const closed: string[] = [];
    const chat = closeOnEscape(() => closed.push('chat'));
    const ask = closeOnEscape(() => closed.push('ask'));
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(closed).toEqual(['ask']);
    ask(); // the question went (its cleanup)
    press('Escape');
    expect(closed).toEqual(['ask', 'chat']);
    chat();
    // nothing open: Esc is left alone, and other keys never close anything
    expect(press('Escape').defaultPrevented).toBe(false);
    const again = closeOnEscape(() => closed.push('again'));
    press('Enter');
    press('Escape', true); // already handled by something nearer the focus (a menu of its own)
    expect(closed).toEqual(['ask', 'chat']);
    again();
  });
});
