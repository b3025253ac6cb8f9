// How the bots play: the level is chosen on the home page (for a table with friends and for practice),
// the host changes it in the lobby, the others see it; at a practice table the bots think in a Web
// Worker of their own, so the page never waits for them.
import type { Page } from '@playwright/test';
import { seeded, step } from './drive.js';
import { expect, SHOTS, test } from './fixtures.js';

test('the bots\' level: chosen on the home page, changed by the host in the lobby, seen by the others', async ({ dev, person }) => {
  const host = await person();
  await host.goto('/');
  await host.getByTestId('bot-level').getByText('Easy').click();
  await expect(host.locator('a.practice').first()).toHaveAttribute('href', /[?&]level=random(&|$)/);
  await host.screenshot({ path: `${SHOTS}/bot-level-home-phone.png` });
  await host.getByTestId('create').click();
  await expect(host.locator('.lobby')).toBeVisible();
  const id = host.url().match(/\/t\/([\w-]+)/)![1];
  const level = async () => ((await (await fetch(`${dev.url}/api/tables/${id}`)).json()) as { botLevel: string }).botLevel;
  expect(await level(), 'the level the table was created with').toBe('random');
  const choice = host.getByTestId('bot-level');
  await expect(choice).toHaveValue('random');
  await host.getByTestId('name').fill('Host');
  await host.getByTestId('sit').first().click();
  // seated first: a bot added while the page still showed the host's own seat free went for that seat,
  // which the table refused (it was the host's by then), and the guest then saw no bot and no level
  await expect(host.getByTestId('rejoin')).toBeAttached();
  await host.getByTestId('add-bot').first().click();
  await expect(host.locator('.lobby').getByText('Bot 2', { exact: true })).toBeVisible();
  await choice.selectOption('standard');
  await expect.poll(level, { message: 'the level after the host changed it' }).toBe('standard');
  await host.screenshot({ path: `${SHOTS}/bot-level-lobby-phone.png`, fullPage: true });

  // someone else at the table sees how the bots play, and cannot change it
  const guest = await person();
  await guest.goto(`/t/${id}`);
  await expect(guest.getByTestId('bot-level-shown')).toHaveText('Bots play: Good');
  await expect(guest.getByTestId('bot-level')).toHaveCount(0);
});

/** Opens a Baloot practice table (standard bots, seed `seed`); the person moves, then a bot (and maybe more) after them. */
async function moveAndSeeBots(a: Page, seed: string) {
  await a.goto(`/practice/baloot?seats=4&level=standard&seed=${seed}`);
  await expect(a.locator('.game')).toBeVisible();
  const version = async () => Number(await a.locator('.game').getAttribute('data-version'));
  await a.locator('.hand .slot.can, .panel button.btn, .picker .go:not([disabled])').first().waitFor();
  const before = await version();
  expect(await step(a, seeded(5)), 'something to do on my turn').toBe(true);
  await expect.poll(version).toBeGreaterThanOrEqual(before + 2);
}

test('a practice table\'s bots think in a Web Worker, and the game goes on', async ({ person }) => {
  const a = await person();
  await moveAndSeeBots(a, 'bots-worker');
  expect(a.workers().map((w) => w.url()).some((url) => /bot-worker/.test(url)), 'a worker for the bots').toBe(true);
});

test('a practice table whose bots\' worker cannot load: the page loads its own copy of the bots, and the game goes on', async ({ person }) => {
  const a = await person();
  // the worker's script never arrives (a blocked or failed download)
  await a.context().route(/bot-worker/, (route) => route.abort());
  const errors: string[] = [];
  a.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await moveAndSeeBots(a, 'bots-page');
  // the worker failed, and the bots decided on the page (not the random level standing in for them)
  expect(errors.some((e) => e.includes('could not think in the background')), 'the worker failed').toBe(true);
  expect(errors.filter((e) => e.includes('could not be loaded') || e.includes('not loaded on the page'))).toEqual([]);
});

test('a practice table refuses a bot level it does not know, in words', async ({ person }) => {
  const a = await person();
  await a.goto('/practice/baloot?seats=4&level=grandmaster');
  await expect(a.getByRole('alert')).toBeVisible();
  await expect(a.locator('.game')).toHaveCount(0);
});

test('practice: Hint shows what the expert would do, marked on the table and in words, gone after the move', { tag: '@desktop' }, async ({ person }) => {
  const a = await person();
  const size = a.viewportSize()!.width < 600 ? 'phone' : 'desktop';
  await a.goto('/practice/baloot?seats=4&seed=hint-e2e');
  await a.locator('.hand .slot.can, .panel button.btn, .picker .go:not([disabled])').first().waitFor();
  await a.getByTestId('hint').click();
  const said = a.getByTestId('hint-text');
  await expect(said).toContainText(/\S/);
  // exactly one thing is marked: a card the person may play or a decision button, and the words name it
  const marked = await a.locator('.hand [data-card], [data-action]').evaluateAll((all) =>
    all.filter((el) => getComputedStyle(el).outlineStyle === 'solid').map((el) => ({ card: (el as HTMLElement).dataset.card ?? null, label: el.textContent!.trim(), can: el.classList.contains('can') || el.hasAttribute('data-action') })),
  );
  expect(marked, 'one move marked').toHaveLength(1);
  expect(marked[0].can, 'the marked move is one the person may make').toBe(true);
  // "Hint: <move>", or "<move>: <why>" where the expert's reason is easy to say
  const words = (await said.textContent())!.trim();
  const name = marked[0].card ? marked[0].card.replace('T', '10').replace(/[SHDC]$/, (s) => ({ S: '♠', H: '♥', D: '♦', C: '♣' })[s]!) : marked[0].label;
  expect(words === `Hint: ${name}` || (words.startsWith(`${name}: `) && words.length > name.length + 4), `"${words}" names ${name}`).toBe(true);
  await a.screenshot({ path: `${SHOTS}/hint-${size}.png` });
  // making it moves the game on, and the hint goes
  const version = Number(await a.locator('.game').getAttribute('data-version'));
  await a.locator(marked[0].card ? `.hand [data-card="${marked[0].card}"]` : '[data-action]').filter({ hasText: marked[0].card ? '' : marked[0].label }).first().click();
  await expect.poll(async () => Number(await a.locator('.game').getAttribute('data-version'))).toBeGreaterThan(version);
  await expect(said).toHaveCount(0);
});
