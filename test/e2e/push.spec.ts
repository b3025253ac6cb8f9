// Notifications and the installable app in the browser: the service worker and its app shell, the
// iPhone's home-screen hint, and no switch at all on a server without VAPID keys (the e2e server has none).
import { PHONE } from './browser.js';
import { expect, test } from './fixtures.js';
import { createTable, openPlayers, sit, startWithBots } from './people.js';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('the service worker takes the page and keeps the app shell; no notification switch without VAPID keys', async ({ dev, person }) => {
  const response = await fetch(`${dev.url}/api/push`);
  expect(await response.json()).toEqual({ publicKey: null });
  const table = await createTable(dev, 'baloot', 4, {});
  const page = await person({ serviceWorker: true });
  await sit(page, table.hostLink, 'Hala');
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(worker).toBe(`${dev.url}/sw.js`);
  await expect.poll(() => page.evaluate(async () => (await caches.open('majlis-shell-v2')).match('/spa').then((r) => r?.ok ?? false))).toBe(true);
  await startWithBots(page);
  await expect(page.locator('.game')).toBeVisible();
  await openPlayers(page);
  await expect(page.locator('.drawer').getByTestId('rejoin')).toBeAttached();
  await expect(page.getByTestId('push-toggle')).toHaveCount(0);
});

test('on an iPhone outside the home screen the lobby and the players drawer say to add the site to it', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const page = await person({ device: { ...PHONE, userAgent: IPHONE_SAFARI } as typeof PHONE });
  await sit(page, table.hostLink, 'Hala');
  await expect(page.locator('.lobby-page').getByTestId('push-ios'), 'in the lobby, once seated').toBeVisible();
  await startWithBots(page);
  await expect(page.locator('.game')).toBeVisible();
  await openPlayers(page);
  await expect(page.getByTestId('push-ios')).toContainText('Home Screen');
});
