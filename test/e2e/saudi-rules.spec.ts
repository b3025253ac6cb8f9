// The Saudi apps' rules of Baloot at 360×640. Qayd [BAL-10]: at a practice table (the real table logic,
// in the page) a person plays a foul, which a bot catches; a person's Qayd on a bot's card is wrong (bots
// never foul); at a table of two people and two bots, one person fouls and the other calls Qayd on that
// card, rightly. Kawesh [BAL-11]: a person dealt five 7s, 8s and 9s throws the hand in.
import type { Page } from '@playwright/test';
import { closeResult, seeded, stepUntilShown, untilCardTurn } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, sit, startWithBots } from './people.js';

const QAYD = encodeURIComponent(JSON.stringify({ qayd: true }));
// a card of the hand that is not raised but may still be tapped: with Qayd on, a foul the table asks about
const FOUL = '.hand .slot:not(.can)[aria-disabled="false"]';

/** Plays one of the player's lawful cards and waits until the table has taken it. */
async function playLawful(page: Page, random: () => number): Promise<void> {
  const version = await page.locator('.game').getAttribute('data-version');
  const cards = page.locator('.hand .slot.can');
  await cards.nth(Math.floor(random() * (await cards.count()))).click({ position: { x: 6, y: 10 } });
  await expect(page.locator('.game')).not.toHaveAttribute('data-version', version ?? '');
}

/** Takes the player's turns, lawfully, until one offers a foul; returns that card (it is not played). */
async function untilFoulOffered(page: Page, seed: number): Promise<string> {
  const random = seeded(seed);
  for (let turn = 0; turn < 80; turn++) {
    await untilCardTurn(page, seed + turn, 200);
    const foul = page.locator(FOUL);
    if ((await foul.count()) > 0) return (await foul.first().getAttribute('data-card'))!;
    await playLawful(page, random);
  }
  throw new Error('no turn offered a foul');
}

/**
 * Taps a card of the hand that is not raised where a person would: its bottom-left corner, which the
 * raised cards beside it (lifted above the row) leave uncovered.
 */
async function tapLowered(page: Page, card: string): Promise<void> {
  const slot = page.locator(`.hand .slot[data-card="${card}"]`);
  const box = (await slot.boundingBox())!;
  await slot.click({ position: { x: 6, y: box.height - 8 } });
}

/** Plays `card` as a foul: the table asks first, and the person says yes. */
async function playFoul(page: Page, card: string): Promise<void> {
  await tapLowered(page, card);
  const ask = page.getByTestId('off-turn');
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(/breaks the rules of play/);
  await expect(ask).toContainText(/Qayd/);
  await ask.getByTestId('off-turn-ok').click();
  await expect(page.locator(`.hand .slot[data-card="${card}"]`)).toHaveCount(0);
}

/** The hand result's words, opened first if it has folded (the next hand already asks something). */
async function resultText(page: Page): Promise<string> {
  const result = page.getByTestId('hand-result');
  if ((await result.count()) === 0) return '';
  if ((await result.getAttribute('data-folded')) === 'true') await page.getByTestId('hand-result-open').click({ timeout: 2000 }).catch(() => {});
  return (await result.textContent()) ?? '';
}

test('a person\'s foul is asked about, then caught by a bot\'s Qayd, and the hand\'s result says so', async ({ person }) => {
  const a = await person();
  await a.goto(`/practice/baloot?seats=4&fast&seed=qayd-e2e&options=${QAYD}`);
  await expect(a.locator('.game')).toBeVisible();
  const card = await untilFoulOffered(a, 11);
  await tapLowered(a, card);
  await expect(a.getByTestId('off-turn')).toBeVisible();
  await a.screenshot({ path: `${SHOTS}/qayd-foul-asked-phone.png`, animations: 'disabled' });
  // Cancel plays nothing
  await a.getByTestId('off-turn').getByRole('button', { name: 'Cancel' }).click();
  await expect(a.locator(`.hand .slot[data-card="${card}"]`)).toHaveCount(1);
  await playFoul(a, card);
  // playing on lawfully, the bots prove the foul (at the latest when asked after trick 8) and call it
  await stepUntilShown(a, 5, '[data-testid="hand-result"]', 400);
  // who called, on whom, in which trick, and in words which rule the card broke
  await expect.poll(() => resultText(a)).toMatch(/Qayd \(Bot \d → You, Trick \d: right\)[\s\S]*You: (a card of the suit led was held|a trump was led in a locked hand)/);
  await a.screenshot({ path: `${SHOTS}/qayd-caught-phone.png`, animations: 'disabled' });
});

test('a person\'s Qayd on a bot\'s card is wrong: the hand goes to the bots\' side', async ({ person }) => {
  const a = await person();
  await a.goto(`/practice/baloot?seats=4&fast&seed=qayd-wrong-e2e&options=${QAYD}`);
  await expect(a.locator('.game')).toBeVisible();
  // until a turn of the person's after an opponent (a bot) has played a card this hand: the Qayd button is shown
  const random = seeded(3);
  const call = a.getByTestId('qayd-call');
  for (let turn = 0; turn < 20; turn++) {
    await untilCardTurn(a, turn, 200);
    if (await call.isVisible()) break;
    await playLawful(a, random);
  }
  await expect(call).toBeVisible();
  await call.click();
  const picker = a.getByTestId('accuse');
  await expect(picker).toBeVisible();
  await a.screenshot({ path: `${SHOTS}/qayd-picker-phone.png`, animations: 'disabled' });
  await picker.locator('button[data-card]').first().click();
  await expect.poll(() => resultText(a)).toMatch(/Qayd \(You → Bot \d, Trick \d: wrong\)[\s\S]*The card of Bot \d was lawful/);
});

test('one person fouls, the other names that card: a right Qayd, the hand to the caller\'s side', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, { qayd: true });
  const a = await person();
  const b = await person();
  await sit(a, table.hostLink, 'Amal');
  await sit(b, table.link, 'Badr');
  await startWithBots(a);
  // seats 0 (Amal) and 1 (Badr) are opponents; Badr takes decisions and lawful cards meanwhile
  let foul: string | null = null;
  const random = seeded(23);
  for (let round = 0; round < 200 && foul === null; round++) {
    for (const page of [a, b]) {
      const now = await page.evaluate(() => (document.querySelector('.hand .slot.can') ? 'card' : document.querySelector('.panel button.btn:not([data-testid$="-call"])') ? 'decide' : 'wait'));
      if (page === a && now === 'card' && (await a.locator(FOUL).count()) > 0) {
        foul = (await a.locator(FOUL).first().getAttribute('data-card'))!;
        await playFoul(a, foul);
        break;
      }
      if (now === 'card') await playLawful(page, random);
      else if (now === 'decide') await untilCardTurn(page, round, 1);
    }
  }
  expect(foul).not.toBeNull();
  await b.getByTestId('qayd-call').click();
  await b.getByTestId('accuse').locator(`button[data-card="${foul}"]`).click();
  await expect.poll(() => resultText(a)).toMatch(/Qayd \(Badr → You, Trick \d: right\)/);
  await expect.poll(() => resultText(b)).toMatch(/Qayd \(You → Amal, Trick \d: right\)/);
  await b.screenshot({ path: `${SHOTS}/qayd-right-phone.png`, animations: 'disabled' });
  await closeResult(b);
});

// kawesh-198: the person (seat 0) is dealt five cards of 7s, 8s and 9s, and speaks second (found by
// searching seeds with the engine and the standard bots' auction calls)
test('a person dealt only 7s, 8s and 9s calls Kawesh: the hand is thrown in and the same dealer deals again', async ({ person }) => {
  const a = await person();
  await a.goto(`/practice/baloot?seats=4&fast&seed=kawesh-198&options=${encodeURIComponent(JSON.stringify({ kawesh: true }))}`);
  await expect(a.locator('.game')).toBeVisible();
  const kawesh = a.locator('.panel button.btn', { hasText: /^Kawesh$/ });
  await expect(kawesh).toBeVisible();
  await expect(a.locator('.panel')).toContainText('Your hand holds only 7s, 8s and 9s');
  const cards = await a.locator('.hand .slot').evaluateAll((slots) => slots.map((s) => s.getAttribute('data-card')));
  expect(cards.every((card) => /^[789]/.test(card ?? ''))).toBe(true);
  await a.screenshot({ path: `${SHOTS}/kawesh-offered-phone.png`, animations: 'disabled' });
  const dealerSeat = a.locator('.felt [data-seat]:has(.dealer)');
  const dealer = await dealerSeat.getAttribute('data-seat');
  expect(dealer).not.toBeNull();
  await kawesh.click();
  // a new deal: other cards, the same dealer, and the log says why
  await expect.poll(async () => JSON.stringify(await a.locator('.hand .slot').evaluateAll((slots) => slots.map((s) => s.getAttribute('data-card'))))).not.toBe(JSON.stringify(cards));
  await a.screenshot({ path: `${SHOTS}/kawesh-dealt-again-phone.png`, animations: 'disabled' });
  await expect(a.locator('body')).toContainText('Kawesh, a hand of 7s, 8s and 9s. The same dealer deals again');
  await expect(dealerSeat).toHaveAttribute('data-seat', dealer!);
});
