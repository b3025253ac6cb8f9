// Where the API and the table sockets live: this site's own origin (the Worker serves the app), or
// the Worker's origin set at build time with VITE_API_ORIGIN when the app is deployed to Pages.
export const API_ORIGIN = ((import.meta.env.VITE_API_ORIGIN as string | undefined) ?? '').replace(/\/+$/, '');

/** The WebSocket URL of an API path, on the API's origin. */
export function apiSocketUrl(path: string): string {
  const base = API_ORIGIN ? new URL(API_ORIGIN) : location;
  return `${base.protocol === 'https:' ? 'wss:' : 'ws:'}//${base.host}${path}`;
}
