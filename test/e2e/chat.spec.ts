// Reactions and chat at a table: a reaction one browser sends shows as a bubble at that seat in the
// other; a chat line is shown as the text it is; the mute hides the others' lines (all, or one person's); someone watching
// may react but not chat. Screenshots of the bubble and the chat go to test-results/e2e/.
import type { Page } from '@playwright/test';
import { expect, SHOTS, test } from './fixtures.js';
import { createTable, sit, startWithBots } from './people.js';

/** The centre of an element on the page. */
async function centre(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The seat whose badge on `page`'s felt is nearest the bubble of `seat`. */
async function nearestBadge(page: Page, seat: number): Promise<number> {
  const bubble = await centre(page, `[data-testid="bubble"][data-seat="${seat}"]`);
  const badges = await page.locator('.felt .seat').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return { seat: Number(el.getAttribute('data-seat')), x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
  badges.sort((a, b) => Math.hypot(a.x - bubble.x, a.y - bubble.y) - Math.hypot(b.x - bubble.x, b.y - bubble.y));
  return badges[0].seat;
}

// on the phone only: a bubble at its seat on a desktop is table-edges.spec's chat test
test('a reaction sent by one browser is seen by another at the right seat; chat lines are text; the mute hides them', async ({ dev, person }, info) => {
  const size = info.project.name;
  // the host lets people watching react (off unless the host turns it on)
  const table = await createTable(dev, 'baloot', 4, {}, { spectatorReactions: true });
  const host = await person();
  const guest = await person();
  await sit(host, table.hostLink, 'Hala');
  await sit(guest, table.link, 'Ghazi');
  await startWithBots(host);
  for (const page of [host, guest]) await expect(page.locator('.game')).toBeVisible();

  // the host (seat 0) reacts; the guest sees the bubble at the host's badge, the host near "you"
  await host.getByTestId('react').click();
  await host.getByTestId('reactions').locator('[data-code="wellPlayed"]').click();
  const atGuest = guest.locator('[data-testid="bubble"][data-seat="0"]');
  await expect(atGuest).toBeVisible();
  await expect(atGuest).toHaveText('Well played');
  expect(await nearestBadge(guest, 0), 'the badge nearest the bubble').toBe(0);
  await expect(host.locator('[data-testid="bubble"][data-seat="0"]')).toBeVisible();
  await guest.screenshot({ path: `${SHOTS}/reaction-${size}.png` });
  // a bubble goes by itself
  await expect(atGuest).toBeHidden({ timeout: 15_000 });

  // a chat line with markup in it reaches the guest as the text it is
  await host.getByTestId('chat').click();
  await host.getByTestId('chat-input').fill('<b>hi</b>');
  await host.getByTestId('chat-input').press('Enter');
  await expect(host.getByTestId('chat-line')).toHaveCount(1);
  await expect(host.getByTestId('chat-input')).toHaveValue('');
  await expect(guest.locator('[data-testid="chat"] .unread')).toHaveText('1');
  await guest.getByTestId('chat').click();
  const line = guest.getByTestId('chat-line');
  await expect(line.locator('.text')).toHaveText('<b>hi</b>');
  await expect(line.locator('b')).toHaveText('Hala'); // the name, and no bold element made of the text
  await expect(guest.locator('[data-testid="chat"] .unread')).toHaveCount(0);
  await guest.screenshot({ path: `${SHOTS}/chat-${size}.png` });

  // muted, the guest gets the host's next line but does not show it, until unmuted; a reload keeps the mute
  await guest.getByTestId('mute').check();
  await host.getByTestId('chat-input').fill('second');
  await host.getByTestId('chat-input').press('Enter');
  await expect(guest.getByTestId('chat-sheet')).toHaveAttribute('data-received', '2');
  await expect(guest.getByTestId('chat-line')).toHaveCount(0);
  await guest.reload();
  await guest.getByTestId('chat').click();
  await expect(guest.getByTestId('chat-sheet')).toHaveAttribute('data-received', '2');
  await expect(guest.getByTestId('mute')).toBeChecked();
  await expect(guest.getByTestId('chat-line')).toHaveCount(0);
  await guest.getByTestId('mute').uncheck();
  await expect(guest.getByTestId('chat-line').locator('.text')).toHaveText(['<b>hi</b>', 'second']);

  // muting one person: the host's lines hide (and stay hidden after a reload), the guest's own stay
  await guest.getByTestId('mute-seat').filter({ hasText: 'Hala' }).click();
  await expect(guest.getByTestId('mute-seat')).toHaveAttribute('aria-pressed', 'true');
  await expect(guest.getByTestId('chat-line')).toHaveCount(0);
  await guest.getByTestId('chat-input').fill('mine');
  await guest.getByTestId('chat-input').press('Enter');
  await expect(guest.getByTestId('chat-line').locator('.text')).toHaveText(['mine']);
  await guest.reload();
  await guest.getByTestId('chat').click();
  await expect(guest.getByTestId('chat-sheet')).toHaveAttribute('data-received', '3');
  await expect(guest.getByTestId('chat-line').locator('.text')).toHaveText(['mine']);
  await guest.getByTestId('mute-seat').click();
  await expect(guest.getByTestId('chat-line').locator('.text')).toHaveText(['<b>hi</b>', 'second', 'mine']);

  // someone watching may react here, and reads the chat without a line to write
  const watcher = await person();
  await watcher.goto(table.link);
  await expect(watcher.locator('.game')).toBeVisible();
  await watcher.getByTestId('chat').click();
  await expect(watcher.getByTestId('chat-line')).toHaveCount(3);
  await expect(watcher.getByTestId('chat-input')).toHaveCount(0);
  await watcher.locator('[data-testid="chat-sheet"] .close').click();
  await watcher.getByTestId('react').click();
  await watcher.getByTestId('reactions').locator('[data-code="goodLuck"]').click();
  await expect(host.locator('[data-testid="bubble"][data-seat="spectator"]')).toContainText('Good luck');
});

test('the host turns the chat off in the lobby: the table then has reactions and no chat; people watching may not react', async ({ dev, person }) => {
  const table = await createTable(dev, 'baloot', 4, {});
  const host = await person();
  const guest = await person();
  await sit(host, table.hostLink, 'Hala');
  await sit(guest, table.link, 'Ghazi');
  await expect(host.getByTestId('chat-setting')).toBeChecked();
  await host.getByTestId('chat-setting').uncheck();
  await startWithBots(host);
  for (const page of [host, guest]) {
    await expect(page.getByTestId('react')).toBeVisible();
    await expect(page.getByTestId('chat')).toHaveCount(0);
  }
  // someone watching a table whose host did not let them react is told so when they try
  const watcher = await person();
  await watcher.goto(table.link);
  await expect(watcher.locator('.game')).toBeVisible();
  await watcher.getByTestId('react').click();
  await expect(watcher.getByTestId('reactions-off')).toBeVisible();
  await expect(watcher.getByTestId('reactions')).toHaveCount(0);
});
