import { GAME_IDS, MANIFESTS } from '../../shared/rules/manifests.js';
// The home page: the games as tiles, a table in two taps, the create form's checks, this browser's deck.
// Screenshots of the home page, a lobby and a table mid-trick at each size go to test-results/e2e.
import { stepUntil } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { noHorizontalScroll } from './people.js';

test('the home page offers every game as a tile; a tile and "Play with friends" open a table', { tag: '@desktop' }, async ({ person }) => {
  const a = await person();
  const size = a.viewportSize()!.width < 600 ? 'phone' : 'desktop';
  await a.goto('/');
  const tiles = a.getByTestId('game-tile');
  await expect(tiles.locator('strong')).toHaveText(GAME_IDS.map((id) => MANIFESTS[id].name));
  // each tile shows a fan of the game's cards, a court card on top
  for (const [i, tile] of (await tiles.all()).entries()) {
    await expect(tile.locator('.fan .card')).toHaveCount(MANIFESTS[GAME_IDS[i]].tileCards.length);
    await expect(tile.locator('.fan .card').last()).toHaveClass(/\br[JQK]\b/);
  }
  await noHorizontalScroll(a, 'home');
  // both ways to play are on the first screen, on a phone too (there they stay at the screen's foot)
  await expect(a.getByTestId('create')).toBeInViewport({ ratio: 1 });
  await expect(a.locator('.go a.practice')).toBeInViewport({ ratio: 1 });
  if (size === 'phone') {
    await a.mouse.wheel(0, 200);
    await expect(a.getByTestId('create')).toBeInViewport({ ratio: 1 });
  }
  await a.screenshot({ path: `${SHOTS}/looks-home-${size}.png`, fullPage: true });

  // tap one: the game; then practice is one tap away, and so is a table for friends (tap two)
  await tiles.filter({ hasText: 'Fifty-Six' }).click();
  await expect(tiles.filter({ hasText: 'Fifty-Six' }).locator('input')).toBeChecked();
  await expect(a.locator('a.practice').first()).toHaveAttribute('href', /^\/practice\/fifty-six\?seats=4/);
  await a.getByTestId('create').click();
  await expect(a).toHaveURL(/\/t\/[\w-]+/);
  await expect(a.locator('.lobby')).toBeVisible();
  await expect(a.locator('h1')).toContainText('Fifty-Six');

  // the lobby shows partners as partners: the seat opposite, in the viewer's team colour
  await a.getByTestId('name').fill('Kavya Nair');
  await a.getByTestId('sit').first().click();
  await a.getByTestId('fill-bots').click();
  await expect(a.getByTestId('start')).toBeEnabled();
  await expect(a.locator('.lobby .seat.mine .avatar')).toHaveText('KN');
  await expect(a.locator('.lobby .partner')).toHaveCount(1);
  await expect(a.locator('.lobby .seat[data-seat="2"] .partner')).toBeVisible();
  await noHorizontalScroll(a, 'lobby');
  await a.screenshot({ path: `${SHOTS}/looks-lobby-${size}.png`, fullPage: true });

  // at the table: the partner's badge is marked, and the table is photographed with a trick on the felt
  await a.getByTestId('start').click();
  await expect(a.locator('.hand [data-card]').first()).toBeVisible();
  await expect(a.locator('.felt .seat.partner')).toHaveCount(1);
  await expect(a.locator('.felt .seat[data-seat="2"] .partner-tag')).toHaveText('Partner');
  await stepUntil(a, 5, async () => (await a.locator('.felt .played').count()) >= 2 && (await a.locator('.hand .slot.can').count()) > 0, 400);
  await a.screenshot({ path: `${SHOTS}/looks-table-${size}.png`, animations: 'disabled' });
});

test('the four-colour deck is a choice of this browser, kept, shown at once and before the page is drawn', async ({ person }) => {
  const a = await person();
  await a.goto('/');
  const diamond = a.getByTestId('game-tile').first().locator('.card.sD').first();
  const red = await diamond.evaluate((el) => getComputedStyle(el).color);
  await a.getByTestId('four-colour').check();
  await expect(a.locator('html')).toHaveClass(/\bfour-colour\b/);
  await expect.poll(() => diamond.evaluate((el) => getComputedStyle(el).color)).not.toBe(red);
  const blue = await diamond.evaluate((el) => getComputedStyle(el).color);
  await a.goto('/rules/baloot');
  await expect(a.locator('html')).toHaveClass(/\bfour-colour\b/);
  await a.goto('/');
  await expect(a.getByTestId('four-colour')).toBeChecked();
  expect(await diamond.evaluate((el) => getComputedStyle(el).color)).toBe(blue);
  await a.getByTestId('four-colour').uncheck();
  await expect(a.locator('html')).not.toHaveClass(/\bfour-colour\b/);
  expect(await diamond.evaluate((el) => getComputedStyle(el).color)).toBe(red);
});

test('an option out of range blocks Create (and practice) and says why; a good value frees them', async ({ person }) => {
  const a = await person();
  await a.goto('/');
  await a.locator('.options summary').click();
  const target = a.locator('[data-option="target"] input');
  await target.fill('0');
  await target.press('Tab');
  await expect(a.getByTestId('invalid-option')).toContainText('A whole number from');
  await expect(a.getByTestId('create')).toBeDisabled();
  await expect(a.locator('a.practice').first()).toHaveAttribute('aria-disabled', 'true');
  await target.fill('200');
  await target.press('Tab');
  await expect(a.getByTestId('invalid-option')).toHaveCount(0);
  await expect(a.getByTestId('create')).toBeEnabled();
  await a.getByTestId('create').click();
  await expect(a).toHaveURL(/\/t\/[\w-]+/);
});

test('the site can be added to the home screen: its manifest and icons are served', async ({ dev, person }) => {
  const a = await person();
  await a.goto('/');
  const href = await a.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await fetch(new URL(href!, `${dev.url}/`))).json()) as { short_name: string; start_url: string; display: string; icons: { src: string; type: string }[] };
  expect(manifest.short_name).toBe('Majlis');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, `${dev.url}/`));
    expect(response.status, icon.src).toBe(200);
    expect(response.headers.get('content-type'), icon.src).toContain(icon.type.split('+')[0]);
  }
});
