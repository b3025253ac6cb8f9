import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isTableId } from '../../shared/table/secrets.js';
import type { Env } from '../env.js';
import { sharePage } from '../share/share-page.js';
import { keepFinishedOf } from '../table/keep.js';
import { DAY_MS, KEEP_FINISHED_MS } from '../../shared/table/deadlines.js';
import { missingTexts, shareTexts } from '../share/share-texts.js';
import { negotiateLocale } from '../share/share-words.js';
import { appShell, LOCALE_COOKIE } from './pages.js';

/**
 * `/t/:id`, a table's shared link: the app's HTML with the table's public preview in it (link-preview
 * tags and a first paint; see worker/share/), or a 404 page that says there is no such table. Every
 * other path under /t/ (a replay, /t/<id>/games/<n>) is the app's, as before.
 */
export const share = new Hono<{ Bindings: Env }>();

share.get('/:id', async (c) => {
  const shell = await shellOf(c);
  if (!shell) return c.text('not found', 404);
  const id = c.req.param('id');
  const preview = isTableId(id) ? await c.env.TABLES.get(c.env.TABLES.idFromName(id)).preview() : null;
  const locale = negotiateLocale(c.req.header('Accept-Language'), getCookie(c, LOCALE_COOKIE));
  const origin = new URL(c.req.url).origin;
  const texts = preview ? shareTexts(preview, locale, origin) : missingTexts(locale, (keepFinishedOf(c.env) ?? KEEP_FINISHED_MS) / DAY_MS);
  const response = sharePage(shell, { preview, texts, locale, origin });
  response.headers.append('vary', 'Cookie, Accept-Language');
  return response;
});

/**
 * The table page's shell (web/build/table.html: spa.html with the table page's files in its head, see
 * scripts/table-shell.ts and routes/pages.ts) as an HTML page, or null without the web app's files.
 */
async function shellOf(c: Context<{ Bindings: Env }>): Promise<Response | null> {
  if (!c.env.ASSETS) return null;
  // asked as a page is (a crawler that fetches a link preview may not say so), never as a reload's
  // conditional request: the preview is written into a whole page
  const shell = await appShell(c.env.ASSETS, new Request(c.req.url, { headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } }), 'table');
  return shell.ok && shell.headers.get('content-type')?.includes('text/html') ? shell : null;
}
