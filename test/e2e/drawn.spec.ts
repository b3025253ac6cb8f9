// The pages drawn at build time (home, the rules, /fair, My tables): whole without JavaScript, and an
// Arabic visitor's first HTML already right to left, in Arabic (docs/architecture.md, "Pages drawn at
// build time").
import { readFileSync } from 'node:fs';
import { GAME_IDS, MANIFESTS } from '../../shared/rules/manifests.js';
import { expect, test } from './fixtures.js';

const ARABIC = /[\u0600-\u06FF]{3}/;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a rules page, /fair, the privacy page and My tables read whole; the Arabic rules are right to left', async ({ page, dev }) => {
    await page.goto(`${dev.url}/`);
    await expect(page.getByTestId('game-tile').locator('strong')).toHaveText(GAME_IDS.map((id) => MANIFESTS[id].name));
    await expect(page.getByTestId('create')).toContainText('Play with friends');
    await page.goto(`${dev.url}/rules/fifty-six`);
    await expect(page.locator('h1')).toContainText('Fifty-Six');
    await expect(page.locator('[data-testid=rules-text] section')).not.toHaveCount(0);
    await expect(page.locator('[data-testid=rules-text] table').first()).toBeVisible();
    await page.goto(`${dev.url}/fair`);
    await expect(page.locator('h1')).toHaveText('A shuffle anyone can check');
    await expect(page.locator('ol li')).toHaveCount(4);
    await page.goto(`${dev.url}/privacy`);
    await expect(page.locator('h1')).toHaveText('Your data at Majlis');
    await expect(page.locator('h2')).toHaveCount(5);
    await expect(page.getByText('A table nobody starts is deleted after 14 days, a game nobody plays after 30 days, and a finished table 90 days')).toBeVisible();
    await page.goto(`${dev.url}/ta/privacy`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.locator('h1')).not.toHaveText('Your data at Majlis');
    await page.goto(`${dev.url}/tables`);
    await expect(page.locator('h1')).toHaveText('My tables');
    await page.goto(`${dev.url}/ar/rules/baloot`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1')).toHaveText(ARABIC);
  });
});

test('a rules page of no game answers 404 and says so, with the rules of every game', async ({ request, dev, person }) => {
  for (const path of ['/rules/nonsense', '/ar/rules/nonsense']) expect((await request.get(`${dev.url}${path}`)).status(), path).toBe(404);
  const page = await person();
  await page.goto('/rules/nonsense');
  await expect(page.getByTestId('no-game')).toContainText('There is no game called “nonsense” here');
  await expect(page).toHaveTitle('No such game · Majlis');
  await expect(page.locator('.page li a')).toHaveCount(GAME_IDS.length);
  await page.locator('.page li a').first().click();
  await expect(page.locator('h1')).toContainText('How to play');
});

test('an Arabic visitor gets right to left in the first HTML, at the shared address; a chosen language wins', async ({ request, dev }) => {
  const arabic = await request.get(`${dev.url}/rules/baloot`, { headers: { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' } });
  const html = await arabic.text();
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  expect(html.slice(html.indexOf('<body'))).toMatch(ARABIC);
  expect(arabic.headers()['vary']).toMatch(/Accept-Language/);
  // the cookie the app sets when a language is chosen comes before the browser's languages
  const chosen = await request.get(`${dev.url}/`, { headers: { 'accept-language': 'ar', cookie: 'majlis-lang=ta' } });
  expect(await chosen.text()).toMatch(/<html lang="ta" dir="ltr"/);
  // a practice table's address is the app's shell, rendered in the browser (a shared table's link is
  // the Worker's page: share.spec.ts)
  const practice = await request.get(`${dev.url}/practice/baloot`, { headers: { 'accept-language': 'ar' } });
  expect(practice.status()).toBe(200);
  expect(await practice.text()).not.toMatch(/data-drawn/);
  // a reload asks with the shell's ETag: it is told the shell has not changed (not sent the home page)
  const etag = practice.headers()['etag'];
  const reload = await request.get(`${dev.url}/practice/baloot`, { headers: { 'if-none-match': etag } });
  expect(etag && reload.status()).toBe(304);
});

// the six languages as the app lists them (web/project.inlang), English at the bare address
const SETTINGS = JSON.parse(readFileSync('web/project.inlang/settings.json', 'utf8')) as { baseLocale: string; locales: string[] };
const DRAWN = ['/', '/fair', '/privacy', '/tables', ...GAME_IDS.map((game) => `/rules/${game}`)];
const at = (locale: string, page: string) => (locale === SETTINGS.baseLocale ? page : `/${locale}${page === '/' ? '' : page}`);

test('every drawn page names its address in each of the six languages, x-default and its canonical, absolute; its styles are inside it', async ({ request, dev }) => {
  const expected = [...SETTINGS.locales.map((locale) => [locale, at(locale, '')]), ['x-default', '']];
  for (const page of DRAWN) {
    for (const locale of SETTINGS.locales) {
      const response = await request.get(`${dev.url}${at(locale, page)}`, { headers: { 'accept-language': 'en' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]);
      expect(alternates.sort(), `${at(locale, page)}'s hreflang links`).toEqual(
        expected.map(([lang]) => [lang, `${dev.url}${lang === 'x-default' ? page : at(lang, page)}`]).sort(),
      );
      expect([...html.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map(([, href]) => href)).toEqual([`${dev.url}${at(locale, page)}`]);
      // no stylesheet its first paint would wait for (svelte.config.js's inlineStyleThreshold): the
      // links it keeps are disabled, SvelteKit's note that their styles are inlined
      const blocking = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/\bdisabled\b/.test(tag));
      expect(blocking, `${at(locale, page)}'s stylesheets to wait for`).toEqual([]);
    }
  }
  // a bare address answered in Arabic names the Arabic address as its canonical one
  const arabic = await (await request.get(`${dev.url}/rules/baloot`, { headers: { 'accept-language': 'ar' } })).text();
  expect(arabic).toContain(`<link rel="canonical" href="${dev.url}/ar/rules/baloot">`);
});

test('/fair shows the verify command with the site\'s own origin, in the first HTML and once running', async ({ page, request, dev }) => {
  const command = `npm run verify -- ${dev.url}/t/<table> <game>`;
  for (const path of ['/fair', '/ar/fair']) {
    const html = await (await request.get(`${dev.url}${path}`)).text();
    expect(html).toContain(`<span data-origin="">${dev.url}</span>/t/&lt;table>`);
  }
  await page.goto(`${dev.url}/fair`);
  await expect(page.locator('pre code')).toHaveText(command);
  await page.goto(`${dev.url}/ta/fair`);
  await expect(page.locator('pre code')).toHaveText(command);
});
