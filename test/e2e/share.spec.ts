// A table's shared link as a newcomer opens it: the Worker's page (worker/share/) draws the table at
// once, the app takes it over without moving anything, a hostile name stays text; a link cut short
// says there is no such table, with somewhere to go, and tries no socket.
import { DESKTOP, PHONE } from './browser.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, sit, startWithBots } from './people.js';

const HOSTILE = '"><svg onload=alert(1)>';

test('a shared link: drawn at once, taken over by the live table without a shift; a hostile name stays text', async ({ dev, person, browser }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const host = await person();
  await sit(host, table.hostLink, HOSTILE);
  await startWithBots(host);
  await expect(host.locator('.game')).toBeVisible();

  // the first paint alone, as a phone and a desktop draw it before any script runs
  for (const [device, size] of [[PHONE, 360], [DESKTOP, 1280]] as const) {
    const context = await browser.newContext({ ...device, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(table.link);
    await expect(page.locator('#share-paint')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/share-first-paint-${size}.png` });
    await context.close();
  }

  const guest = await person();
  const dialogs: string[] = [];
  guest.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await guest.goto(table.link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  const html = (await response?.text()) ?? '';
  expect(html, 'the first paint is in the page').toContain('id="share-paint"');
  expect(html).toContain('og:image" content="' + dev.url + '/og/baloot.png"');
  expect(html.replace(/="[^"]*"/g, '=""'), 'no markup of the name outside quoted attributes').not.toContain('<svg');
  // the live table under it, then the first paint gone; the name is text at its seat
  await expect(guest.locator('.game')).toBeVisible();
  await expect(guest.locator('#share-paint')).toHaveCount(0);
  await expect(guest.locator('.felt .seat[data-seat="0"] .name')).toContainText(HOSTILE);
  expect(await guest.locator('svg[onload]').count()).toBe(0);
  // the page's layout shifts from the first byte on (CLS): the first paint lies over the page, so
  // taking it away moves nothing
  const shifts = await guest.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );
  expect(shifts).toBeLessThanOrEqual(0.02);
  expect(dialogs).toEqual([]);
  // the preview image is there, a PNG of 1200x630, cached long
  const image = await guest.request.get(`${dev.url}/og/baloot.png`);
  expect(image.status()).toBe(200);
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(image.headers()['cache-control']).toContain('max-age=604800');
});

test('a link cut short: "no such table" with My tables and a new table, and no socket tried', async ({ dev, person }) => {
  const table = await createTable(dev, 'fifty-six', 6, {});
  const page = await person();
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const response = await page.goto(table.link.slice(0, -1));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('table-gone')).toBeVisible();
  await expect(page.getByTestId('gone-tables')).toHaveAttribute('href', '/tables');
  await expect(page.getByTestId('gone-home')).toHaveAttribute('href', '/');
  await page.screenshot({ path: `${SHOTS}/share-no-such-table-360.png` });
  await expect(page.locator('#share-paint')).toHaveCount(0);
  await page.waitForTimeout(1500);
  expect(sockets).toEqual([]);
  await expect(page.getByText('reconnecting')).toHaveCount(0);
});
