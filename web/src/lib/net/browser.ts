import type { TableEntry } from './keys.js';
import { apiSocketUrl } from './api-origin.js';
import { OnlineTable } from './online-table.js';
import { appStorage } from './storage.js';

/** The socket URL of a table on the API's origin. */
export function socketUrl(id: string): string {
  return apiSocketUrl(`/api/tables/${encodeURIComponent(id)}/socket`);
}

/** Opens a table in the browser: a real WebSocket, the guarded localStorage, timers; drops the socket on `offline`, wakes on `online` and focus. */
export function openTable(id: string): OnlineTable {
  const table = new OnlineTable(id, {
    socket: (url) => new WebSocket(url) as never,
    storage: appStorage,
    url: socketUrl(id),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (timer) => clearTimeout(timer as number),
    now: () => Date.now(),
  });
  const wake = () => table.wake();
  const offline = () => table.offline();
  const visible = () => table.shown(!document.hidden);
  addEventListener('online', wake);
  addEventListener('offline', offline);
  document.addEventListener('visibilitychange', visible);
  const close = table.close.bind(table);
  table.close = () => {
    removeEventListener('online', wake);
    removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', visible);
    close();
  };
  return table;
}

export type { TableEntry };
