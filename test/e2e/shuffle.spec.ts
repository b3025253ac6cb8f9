// A shuffle anyone can verify: two people play a Baloot game to the end (bots in the other seats), each
// browser adding its nonce before the deal; the game-over screen says "Shuffle verified", its How? link
// explains it, and the repository's verify script confirms the same game from its public record.
import { verifyLink } from '../../scripts/verify.js';
import { DESKTOP } from './browser.js';
import { playToEnd } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, sit, startWithBots } from './people.js';

test('a finished game says its shuffle is verified, and the verify script confirms it', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, { target: 40 });
  const phone = await person();
  const desktop = await person({ device: DESKTOP, locale: 'ar' });
  await sit(phone, table.hostLink, 'Aisha');
  await sit(desktop, table.link, 'Badr');
  await startWithBots(phone);
  for (const page of [phone, desktop]) await expect(page.locator('.game')).toBeVisible();
  // both browsers were asked for a nonce and sent one before the deal
  const info = (await (await fetch(`${dev.url}/api/tables/${table.id}`)).json()) as { shuffle: { gameNo: number; awaiting: number[] } };
  expect(info.shuffle).toMatchObject({ gameNo: 1, awaiting: [] });

  await playToEnd([phone, desktop], 5, 4000);
  for (const [page, words] of [
    [phone, 'Shuffle verified'],
    [desktop, 'تم التحقق من الخلط'],
  ] as const) {
    const check = page.getByTestId('shuffle-check');
    await expect(check).toHaveAttribute('data-verdict', 'true', { timeout: 30_000 });
    await expect(check).toContainText(words);
  }
  await phone.screenshot({ path: `${SHOTS}/shuffle-game-over-phone.png` });
  await desktop.screenshot({ path: `${SHOTS}/shuffle-game-over-desktop-ar.png` });

  // the repository's script, on the same game's public record
  const verdict = await verifyLink(table.link, 1);
  expect(verdict).toEqual({ ok: true, contributed: [0, 1] });

  // How? opens the explanation
  const [fair] = await Promise.all([phone.context().waitForEvent('page'), phone.getByTestId('shuffle-check').getByRole('link').click()]);
  await expect(fair.locator('h1')).toHaveText('A shuffle anyone can check');
  await fair.screenshot({ path: `${SHOTS}/fair-phone.png`, fullPage: true });
});

test('the explanation reads right in Arabic, on a desktop', async ({ person }) => {
  const page = await person({ device: DESKTOP, locale: 'ar' });
  await page.goto('/fair');
  await expect(page.locator('h1')).toHaveText('خلط للأوراق يستطيع أي أحد التحقق منه');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: `${SHOTS}/fair-desktop-ar.png`, fullPage: true });
});
