import { describe, expect, it } from 'vitest';
import { dropSubscription } from '../../web/src/lib/table/push-off.js';
import { MemoryStorage } from './fake-storage.js';

/** A browser push subscription that records being dropped, and whether the browser lets it go. */
const subscription = (lets: boolean) => {
  const sub = { dropped: 0, unsubscribe: async () => (sub.dropped++, lets) };
  return sub;
};

describe('notifications off on this device for every table', () => {
  it('drops the browser subscription and every table mark, keeping the rest of the storage', async () => {
    const sub = subscription(true);
    const storage = new MemoryStorage();
    storage.setItem('majlis:push:t1', 'https://push.example/a');
    storage.setItem('majlis:push:t2', 'https://push.example/a');
    storage.setItem('majlis:tables', '[]');
    expect(await dropSubscription(sub, storage, 'majlis:push:')).toBe(true);
    expect(sub.dropped).toBe(1);
    expect([storage.getItem('majlis:push:t1'), storage.getItem('majlis:push:t2')]).toEqual([null, null]);
    expect(storage.getItem('majlis:tables')).toBe('[]');
  });

  it('says it failed when the browser keeps its subscription (the marks stay), and clears the marks without one', async () => {
    const storage = new MemoryStorage();
    storage.setItem('majlis:push:t1', 'x');
    expect(await dropSubscription(subscription(false), storage, 'majlis:push:')).toBe(false);
    expect(storage.getItem('majlis:push:t1')).toBe('x');
    expect(await dropSubscription(null, storage, 'majlis:push:')).toBe(true);
    expect(storage.getItem('majlis:push:t1')).toBeNull();
  });
});
