// Issue 31, items 5 to 7: the teams and rules of a table told before anyone sits, Fifty-Six's team
// layout chosen up front, a mark for each team beside its colour, and a bid picker that starts on
// the hand's strongest suit. Screenshots go to test-results/e2e (or LOOK_SHOTS) in en, ar and ta.
import { strongestSuit } from '../../shared/bots/fifty-six/hand-value.js';
import type { Card } from '../../shared/rules/core/cards.js';
import { expect, LOOK_ON_DESKTOP, SHOTS, test } from './fixtures.js';
import { noHorizontalScroll } from './people.js';

const LOOK = process.env.LOOK_SHOTS ?? SHOTS;
const LOCALES = ['en', 'ar', 'ta'] as const;

test('Fifty-Six for 8: two teams of 4 chosen on the home page; a friend sees the teams, the rules and whose partner each seat is', LOOK_ON_DESKTOP, async ({ person }) => {
  const host = await person();
  const size = host.viewportSize()!.width < 600 ? 'phone' : 'desktop';
  await host.goto('/');
  await host.getByTestId('game-tile').filter({ hasText: 'Fifty-Six' }).click();
  // no team choice until there is one to make
  await expect(host.getByTestId('team-layout')).toHaveCount(0);
  await host.getByTestId('seats').getByText('8', { exact: true }).click();
  // the layout is a first choice, outside the folded options
  const layout = host.getByTestId('team-layout');
  await expect(layout).toBeVisible();
  await expect(host.locator('details.options')).not.toHaveAttribute('open');
  await layout.getByText('2 teams of 4').click();
  await expect(layout).toContainText('The common Kerala game');
  await host.screenshot({ path: `${LOOK}/home-team-layout-en-${size}.png`, fullPage: true });
  await host.getByTestId('create').click();
  await expect(host.locator('.lobby')).toBeVisible();
  await host.getByTestId('name').fill('Hana');
  await host.locator('.seat[data-seat="0"]').getByTestId('sit').click();
  await expect(host.getByTestId('rejoin')).toBeAttached();
  const link = host.url();

  for (const locale of LOCALES) {
    const friend = await person({ locale });
    await friend.goto(link);
    await expect(friend.locator('.lobby')).toBeVisible();
    // the rules in words, and every free seat of Hana's team says so
    await expect(friend.getByTestId('table-rules')).toBeVisible();
    if (locale === 'en') {
      await expect(friend.getByTestId('table-rules')).toContainText('Teams: two teams of 4, seats alternate');
      await expect(friend.getByTestId('table-rules')).toContainText('Each team starts with 12 tables');
      for (const seat of [2, 4, 6]) await expect(friend.locator(`.seat[data-seat="${seat}"]`)).toContainText('Partner of Hana');
      for (const seat of [1, 3, 5, 7]) await expect(friend.locator(`.seat[data-seat="${seat}"]`)).not.toContainText('Partner of');
    }
    await noHorizontalScroll(friend, `lobby ${locale}`);
    await friend.screenshot({ path: `${LOOK}/lobby-before-sitting-${locale}-${size}.png`, fullPage: true });
    if (locale === 'en') {
      // the friend sits as Hana's partner, and each sees the other as partner
      await friend.getByTestId('name').fill('Ravi');
      await friend.locator('.seat[data-seat="2"]').getByTestId('sit').click();
      await expect(friend.locator('.seat[data-seat="0"] .partner')).toBeVisible();
      await expect(host.locator('.seat[data-seat="2"] .partner')).toBeVisible();
    }
  }

  // at the table: seven badges, each with its team's mark beside the colour
  await host.getByTestId('fill-bots').click();
  await host.getByTestId('start').click();
  await expect(host.locator('.hand [data-card]').first()).toBeVisible();
  const marks = host.locator('.felt [data-testid="team-mark"]');
  await expect(marks).toHaveCount(7);
  expect(await marks.allTextContents()).toEqual(['▲', '●', '▲', '●', '▲', '●', '▲']);
  await host.screenshot({ path: `${LOOK}/table-8-marks-en-${size}.png` });
});

test('the Fifty-Six bid picker starts on the strongest suit of the hand and says what each choice means', LOOK_ON_DESKTOP, async ({ person }) => {
  for (const locale of LOCALES) {
    const page = await person({ locale });
    const size = page.viewportSize()!.width < 600 ? 'phone' : 'desktop';
    await page.goto('/practice/fifty-six?seats=4&seed=fit2');
    const picker = page.locator('.picker');
    await expect(picker).toBeVisible();
    const hand = (await page.locator('.hand [data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')))) as Card[];
    const checked = picker.locator('[role="radio"][aria-checked="true"][data-denomination]');
    await expect(checked).toHaveAttribute('data-denomination', strongestSuit(hand)!);
    await expect(page.getByTestId('fs-denomination-help')).not.toBeEmpty();
    await expect(page.getByTestId('fs-form-help')).not.toBeEmpty();
    if (locale === 'en') await expect(picker).not.toContainText('number first');
    await page.screenshot({ path: `${LOOK}/bid-picker-${locale}-${size}.png` });
  }
});

test('the team layout choice on the home page in Arabic and Tamil', LOOK_ON_DESKTOP, async ({ person }) => {
  for (const locale of ['ar', 'ta'] as const) {
    const page = await person({ locale });
    const size = page.viewportSize()!.width < 600 ? 'phone' : 'desktop';
    await page.goto('/');
    await page.locator('[data-testid=game-tile][data-game=fifty-six]').click();
    await page.getByTestId('seats').getByText('6', { exact: true }).click();
    await expect(page.getByTestId('team-layout').locator('input')).toHaveCount(2);
    await noHorizontalScroll(page, `home ${locale}`);
    await page.screenshot({ path: `${LOOK}/home-team-layout-${locale}-${size}.png` });
  }
});
