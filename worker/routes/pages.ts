import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Env } from '../env.js';
import { wantedLanguages } from './languages.js';

/**
 * The web app's pages outside /api. The pages that do not depend on a table are drawn at build time in
 * every language: English at the bare address (`/rules/baloot`), the others under their code
 * (`/ar/rules/baloot`). A bare address is answered in the visitor's language: the one the app stored in
 * a cookie when it was chosen, else the first of Accept-Language the app speaks, else English; so a
 * shared link opens in each reader's own language, drawn from the first byte. Every other path that is
 * not a file gets the app's shell (spa.html), which renders in the browser.
 */
export const pages = new Hono<{ Bindings: Env }>();

// the language whose pages are at the bare address (web/project.inlang's baseLocale)
const BASE = 'en';
// the cookie web/src/lib/i18n/locales.ts sets when a language is chosen
export const LOCALE_COOKIE = 'majlis-lang';
// languages tried before English, each an asset lookup; a browser rarely names more that matter
const TRIED = 3;

/** The page drawn in the visitor's language, with the headers that let caches keep one per language. */
async function drawn(c: Context<{ Bindings: Env }>): Promise<Response> {
  const assets = c.env.ASSETS;
  if (!assets) return c.text('not found', 404);
  const url = new URL(c.req.url);
  const languages = wantedLanguages(getCookie(c, LOCALE_COOKIE), c.req.header('accept-language'));
  for (const language of languages.slice(0, TRIED)) {
    if (language === BASE) break;
    const page = await assets.fetch(new Request(new URL(`/${language}${url.pathname === '/' ? '' : url.pathname}${url.search}`, url), c.req.raw));
    if (page.status !== 404) return negotiated(page, language);
  }
  const page = await assets.fetch(c.req.raw);
  return page.status !== 404 ? negotiated(page, BASE) : appShell(assets, c.req.raw);
}

function negotiated(page: Response, language: string): Response {
  const response = new Response(page.body, page);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  response.headers.set('Content-Language', language);
  return response;
}

/**
 * The app's shell (web/build/spa.html) for a page rendered in the browser (a table, practice); the
 * placeholder page before the web app is built.
 */
export async function appShell(assets: Fetcher, request: Request): Promise<Response> {
  const shell = await assets.fetch(new Request(new URL('/spa', request.url), request));
  // a reload asks with the shell's ETag: 304 is the shell too
  return shell.status !== 404 ? shell : assets.fetch(new Request(new URL('/', request.url), request));
}

pages.get('/', drawn);
pages.get('/fair', drawn);
pages.get('/tables', drawn);
pages.get('/rules/:game', drawn);

// the Worker sees the other paths only when no file has them (wrangler.toml): a path that names no file
// (/t/<id>, /practice/<game>) is a page the app renders in the browser; a missing file (a name with a
// dot: /_app/…/x.js, /x.png) stays missing
pages.all('*', (c) => {
  const assets = c.env.ASSETS;
  if (!assets || /\.[^/]*$/.test(c.req.path)) return c.text('not found', 404);
  return appShell(assets, c.req.raw);
});
