// The pages drawn at build time (home, the rules, /fair, My tables): whole without JavaScript, and an
// Arabic visitor's first HTML already right to left, in Arabic (docs/architecture.md, "Pages drawn at
// build time").
import { expect, test } from './fixtures.js';

const ARABIC = /[\u0600-\u06FF]{3}/;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a rules page, /fair and My tables read whole; the Arabic rules are right to left', async ({ page, dev }) => {
    await page.goto(`${dev.url}/`);
    await expect(page.getByTestId('game-tile').locator('strong')).toHaveText(['Baloot', 'Fifty-Six', 'All Fours']);
    await expect(page.getByTestId('create')).toContainText('Play with friends');
    await page.goto(`${dev.url}/rules/fifty-six`);
    await expect(page.locator('h1')).toContainText('Fifty-Six');
    await expect(page.locator('[data-testid=rules-text] section')).not.toHaveCount(0);
    await expect(page.locator('[data-testid=rules-text] table').first()).toBeVisible();
    await page.goto(`${dev.url}/fair`);
    await expect(page.locator('h1')).toHaveText('A shuffle anyone can check');
    await expect(page.locator('ol li')).toHaveCount(4);
    await page.goto(`${dev.url}/tables`);
    await expect(page.locator('h1')).toHaveText('My tables');
    await page.goto(`${dev.url}/ar/rules/baloot`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1')).toHaveText(ARABIC);
  });
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
