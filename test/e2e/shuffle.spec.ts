// A shuffle anyone can verify: the page that explains it, in Arabic on a desktop. The shuffle of a whole
// game, verified on the game-over screen, through How? and by the verify script, is checked on the
// Baloot game of games.spec.ts.
import { DESKTOP } from './browser.js';
import { expect, SHOTS, test } from './fixtures.js';

test('the explanation reads right in Arabic, on a desktop', async ({ person }) => {
  const page = await person({ device: DESKTOP, locale: 'ar' });
  await page.goto('/fair');
  await expect(page.locator('h1')).toHaveText('خلط للأوراق يستطيع أي أحد التحقق منه');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: `${SHOTS}/fair-desktop-ar.png`, fullPage: true });
});
