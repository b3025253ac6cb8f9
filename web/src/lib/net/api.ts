import { hc, type ClientRequestOptions } from 'hono/client';
import type { AppType } from '../../../../worker/api-type.js';
import { API_ORIGIN } from './api-origin.js';

/**
 * The API, through Hono's typed client: `api.api.tables[':id'].$get({ param: { id } })`, on the API's
 * origin (api-origin.ts). Each route's path, input and answers are the Worker's own
 * (worker/api-type.d.ts, a type only: no Worker code comes into the pages). A path parameter goes into
 * the URL as it is given: encode it (`encodeURIComponent`). Only the parts that call the API load this
 * module and hono/client (web/vite.config.ts keeps it out of the chunk every page loads).
 */
export const api = /* @__PURE__ */ hc<AppType>(API_ORIGIN);

/** How a page reaches the API: `fetch`, or a test's stand-in. Hono's client calls it with the URL as a string. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** The options of a call through `api` that goes through `fetcher` (a test's) instead of the browser's fetch. */
export function through(fetcher: Fetch, options: ClientRequestOptions = {}): ClientRequestOptions {
  return { ...options, fetch: fetcher as typeof fetch };
}
