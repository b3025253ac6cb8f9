import { describe, expect, it } from 'vitest';
import { withOrigin } from '../../../worker/routes/pages.js';

// A drawn page as the build writes it without VITE_SITE_ORIGIN (web/src/hooks.server.ts, /fair's command)
const DRAWN =
  '<!doctype html><html lang="ar" dir="rtl" data-drawn><head><link rel="icon" href="/favicon.svg">' +
  '<link rel="canonical" href="/ar/fair"><link rel="alternate" hreflang="en" href="/fair"><link rel="alternate" hreflang="ar" href="/ar/fair">' +
  '<link rel="alternate" hreflang="x-default" href="/fair"><link rel="alternate" hreflang="ta" href="https://other.example/ta/fair"></head>' +
  '<body><pre><code>npm run verify -- <span data-origin="">https://…</span>/t/&lt;table&gt; &lt;game&gt;</code></pre></body></html>';

const html = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('withOrigin: a drawn page carries the site\'s origin', () => {
  it('makes the canonical and hreflang links absolute and writes the origin into /fair\'s command', async () => {
    const page = await withOrigin(html(DRAWN), 'https://majlis.example').text();
    expect(page).toContain('<link rel="canonical" href="https://majlis.example/ar/fair">');
    expect(page).toContain('<link rel="alternate" hreflang="en" href="https://majlis.example/fair">');
    expect(page).toContain('<link rel="alternate" hreflang="x-default" href="https://majlis.example/fair">');
    // an address already absolute (the build was told the origin) stays; other links stay
    expect(page).toContain('<link rel="alternate" hreflang="ta" href="https://other.example/ta/fair">');
    expect(page).toContain('<link rel="icon" href="/favicon.svg">');
    expect(page).toContain('npm run verify -- <span data-origin="">https://majlis.example</span>/t/&lt;table&gt; &lt;game&gt;');
    expect(page).not.toContain('…');
  });

  it('leaves what is not a page alone: a 304, a script', async () => {
    const notModified = withOrigin(new Response(null, { status: 304, headers: { 'content-type': 'text/html' } }), 'https://majlis.example');
    expect(notModified.status).toBe(304);
    const script = 'const a = "<link rel=\\"canonical\\" href=\\"/x\\">";';
    expect(await withOrigin(new Response(script, { headers: { 'content-type': 'text/javascript' } }), 'https://majlis.example').text()).toBe(script);
  });
});
