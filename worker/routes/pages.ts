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
// the other languages, each at its own addresses (web/project.inlang's locales; test/e2e/drawn.spec.ts
// checks that every one's pages carry the origin, so a language added there and not here fails)
export const LANGUAGES = ['ar', 'ta', 'bn', 'tl', 'ml'];
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
    if (page.status !== 404) return negotiated(page, language, url.origin);
  }
  const page = await assets.fetch(c.req.raw);
  return page.status !== 404 ? negotiated(page, BASE, url.origin) : notDrawn(assets, c.req.raw);
}

// a rules page no game has (/rules/nonsense, /ar/rules/x): the app's shell says so, and the status too
const RULES_PAGE = /^(?:\/[a-z]{2})?\/rules\//;

/** The app's shell for an address that has no drawn page: with 404 for a rules page of no game. */
async function notDrawn(assets: Fetcher, request: Request): Promise<Response> {
  const shell = await appShell(assets, request);
  if (shell.status !== 200 || !RULES_PAGE.test(new URL(request.url).pathname)) return shell;
  return new Response(shell.body, { status: 404, headers: shell.headers });
}

function negotiated(page: Response, language: string, origin: string): Response {
  const response = new Response(page.body, page);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  response.headers.set('Content-Language', language);
  return withOrigin(response, origin);
}

/** A drawn page at its language's own address (`/ar/rules/baloot`), with the site's origin written in. */
async function addressed(c: Context<{ Bindings: Env }>): Promise<Response> {
  const assets = c.env.ASSETS;
  if (!assets) return c.text('not found', 404);
  const page = await assets.fetch(c.req.raw);
  return page.status !== 404 ? withOrigin(page, new URL(c.req.url).origin) : notDrawn(assets, c.req.raw);
}

/**
 * A drawn page with the site's origin in it: its canonical and hreflang links absolute (drawn from the
 * root when the build was not told the origin: web/src/hooks.server.ts), and the address in /fair's
 * verify command (`data-origin`). Not the build's: the page may be served at more than one origin.
 */
export function withOrigin(page: Response, origin: string): Response {
  if (page.status !== 200 || !page.headers.get('content-type')?.includes('text/html')) return page;
  return new HTMLRewriter()
    .on('link[rel="canonical"], link[rel="alternate"][hreflang]', {
      element(link) {
        const href = link.getAttribute('href') ?? '';
        if (href.startsWith('/') && !href.startsWith('//')) link.setAttribute('href', origin + href);
      },
    })
    .on('[data-origin]', {
      element(slot) {
        slot.setInnerContent(origin);
      },
    })
    .transform(page);
}

/**
 * The app's shell (web/build/spa.html) for a page rendered in the browser (a table, practice); the
 * placeholder page before the web app is built. `shellName`: another shell made at build time (a
 * table's, web/build/table.html, see scripts/table-shell.ts), spa.html where the build has none.
 */
export async function appShell(assets: Fetcher, request: Request, shellName = 'spa'): Promise<Response> {
  const shell = await assets.fetch(new Request(new URL(`/${shellName}`, request.url), request));
  if (shell.status === 404 && shellName !== 'spa') return appShell(assets, request);
  // a reload asks with the shell's ETag: 304 is the shell too
  return shell.status !== 404 ? shell : assets.fetch(new Request(new URL('/', request.url), request));
}

pages.get('/', drawn);
pages.get('/fair', drawn);
pages.get('/privacy', drawn);
pages.get('/tables', drawn);
pages.get('/rules/:game', drawn);
// the other languages' addresses (wrangler.toml sends them to the Worker first)
for (const language of LANGUAGES) {
  pages.get(`/${language}`, addressed);
  pages.get(`/${language}/*`, addressed);
}

// the Worker sees the other paths only when no file has them (wrangler.toml): a path that names no file
// (/t/<id>, /practice/<game>) is a page the app renders in the browser; a missing file (a name with a
// dot: /_app/…/x.js, /x.png) stays missing
pages.all('*', (c) => {
  const assets = c.env.ASSETS;
  if (!assets || /\.[^/]*$/.test(c.req.path)) return c.text('not found', 404);
  return appShell(assets, c.req.raw);
});
