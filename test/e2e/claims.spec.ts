// Claims (Baloot's sawa): at a practice table (the real table logic, in the page) the player claims the
// rest of the hand near its end; the table says why a claim that does not hold is refused, and a claim
// that holds ends the hand with the claimant's cards face up.
import type { Page } from '@playwright/test';
import { isOver, seeded, untilCardTurn } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';

/** Plays one of the player's playable cards, picked by `random`, and waits until the table has taken it. */
async function playCard(page: Page, random: () => number): Promise<void> {
  const version = await page.locator('.game').getAttribute('data-version');
  const cards = page.locator('.hand .slot.can');
  await cards.nth(Math.floor(random() * (await cards.count()))).click({ position: { x: 6, y: 10 } });
  // so that the next look at the page (a claim) is made at the state after this card
  await expect(page.locator('.game')).not.toHaveAttribute('data-version', version ?? '');
}

/** What the page shows after a claim: refused (with the code), or the claim's cards face up. */
async function claimAnswer(page: Page): Promise<{ refused: string } | { shown: string[] }> {
  const refused = page.getByTestId('claim-refused');
  const shown = page.getByTestId('claim-shown');
  await expect(refused.or(shown)).toBeVisible();
  if (await refused.isVisible()) return { refused: (await refused.getAttribute('data-code')) ?? '' };
  return { shown: await shown.locator('.card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? '')) };
}

// on the phone only: a claim at a desktop is table-edges.spec's (asked first, refused, laid open)
test('a claim that does not hold is refused with its reason; one that holds ends the hand, the cards face up', async ({ person }) => {
  const a = await person();
  const { width } = a.viewportSize()!;
  const size = width < 600 ? 'phone' : 'desktop';
  await a.goto('/practice/baloot?seats=4&fast&seed=claims-e2e');
  await expect(a.locator('.game')).toBeVisible();
  const random = seeded(7);
  const seen = { refused: 0, valid: 0 };
  // a bound on card turns, not on time: each pass plays one card or makes one claim
  for (let turn = 0; turn < 400 && (seen.refused === 0 || seen.valid === 0); turn++) {
    await untilCardTurn(a, turn, 200);
    if (await isOver(a)) {
      // a game over before both were seen: the next one
      await a.locator('.over button.big').click();
      await expect(a.locator('.over')).toBeHidden();
      continue;
    }
    const hand = a.locator('.hand .slot');
    const held = await hand.count();
    const claim = a.getByTestId('claim');
    // near the end of a hand a claim is cheap to judge and, now and then, holds; with one card left it
    // always would, so the claims made here are of two or three cards
    if (held > 3 || held < 2 || !(await claim.isVisible())) {
      await playCard(a, random);
      continue;
    }
    // each card's name (a card that may not be played adds why after a comma)
    const cards = await hand.evaluateAll((slots) => slots.map((slot) => (slot.querySelector('.card')?.getAttribute('aria-label') ?? '').split(',')[0]!));
    // asked first: a claim lays the hand open to everyone, held or not; Cancel claims nothing
    await claim.click();
    await expect(a.getByTestId('claim-confirm')).toBeVisible();
    if (seen.refused + seen.valid === 0) {
      await a.screenshot({ path: `${SHOTS}/claim-confirm-${size}.png`, animations: 'disabled' });
      await a.getByTestId('claim-confirm').getByRole('button', { name: 'Cancel' }).click();
      await expect(a.getByTestId('claim-confirm')).toHaveCount(0);
      await expect(a.getByTestId('claim-refused').or(a.getByTestId('claim-shown'))).toHaveCount(0);
      await claim.click();
    }
    await a.getByTestId('claim-ok').click();
    const answer = await claimAnswer(a);
    if ('refused' in answer) {
      expect(answer.refused).toMatch(/^claim(LosesATrick|TooComplex|DecisionsLeft)$/);
      // nothing changed: the same cards, still the player's turn
      await expect(hand).toHaveCount(held);
      await expect(a.locator('.hand .slot.can').first()).toBeVisible();
      if (seen.refused++ === 0) await a.screenshot({ path: `${SHOTS}/claim-refused-${size}.png`, animations: 'disabled' });
      await playCard(a, random);
      continue;
    }
    // the claim held: everyone sees the claimant's cards, and the hand is over (a new one is dealt)
    expect(answer.shown.sort()).toEqual([...cards].sort());
    await expect(a.getByTestId('claim-shown')).toContainText(/claim the rest/i);
    await expect(a.getByTestId('claim')).toBeHidden();
    await expect.poll(async () => (await isOver(a)) || (await hand.count()) > held).toBe(true);
    // the hand's last trick slides away to its winner before the picture
    await expect(a.locator('.felt .played')).toHaveCount(0);
    await a.screenshot({ path: `${SHOTS}/claim-valid-${size}.png`, animations: 'disabled' });
    seen.valid++;
    // a claim that ended the game leaves the game-over sheet over everything: the next pass starts another
    if (await isOver(a)) continue;
    await a.getByTestId('claim-shown').getByRole('button').click();
    await expect(a.getByTestId('claim-shown')).toBeHidden();
  }
  expect(seen.refused).toBeGreaterThan(0);
  expect(seen.valid).toBeGreaterThan(0);
});
