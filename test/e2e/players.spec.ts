import { expect, SHOTS, test } from './fixtures.js';
import { createTable, sit, startWithBots } from './people.js';

test.describe('My tables on every device', () => {
  test('a seat taken on one device shows on another through the device link, with your turn and time left, and opens seated', async ({ dev, person }) => {
    const { id, hostLink } = await createTable(dev, 'baloot', 4, {}, { clock: { kind: 'async', hours: 24 } });
    const laptop = await person();
    await sit(laptop, hostLink, 'Reem');
    await startWithBots(laptop);
    // three bots: the game waits for Reem
    await expect(laptop.locator('.hand [data-card]').first()).toBeVisible();

    await laptop.goto('/tables');
    const row = laptop.getByTestId('my-table').filter({ has: laptop.locator(`a[href="/t/${id}"]`) });
    await expect(row).toContainText('Your turn');
    await laptop.getByRole('button', { name: 'Show the link' }).click();
    const link = await laptop.getByTestId('device-link').inputValue();
    expect(link).toMatch(new RegExp(`^${dev.url}/tables#player=[A-Za-z0-9_-]{22}$`));

    // another device, nothing in its storage: the link shows the same table, its turn and time left
    const phone = await person();
    await phone.goto(link);
    await expect(phone).toHaveURL(/\/tables$/); // the key left the address bar
    await expect(phone.getByText('This device now shows your tables.')).toBeVisible();
    const there = phone.getByTestId('my-table').filter({ has: phone.locator(`a[href="/t/${id}"]`) });
    await expect(there).toContainText('Your turn');
    await expect(there).toContainText('Against Bot 2, Bot 4');
    await expect(there).toContainText('With Bot 3');
    await expect(there.getByTestId('time-left')).toContainText(/23\s*h/);

    await phone.screenshot({ path: `${SHOTS}/my-tables.png` });

    // it opens seated: seat 1's hand is on this device too, and the tab says the game waits for it
    await there.locator('a').click();
    await expect(phone).toHaveURL(new RegExp(`/t/${id}$`));
    await expect(phone.locator('.hand [data-card]').first()).toBeVisible();
    await expect(phone).toHaveTitle(/Your turn/);
  });
});

test.describe('Delete my data', () => {
  test('gives the seat to a nameless bot, takes the chat lines away from every page, and leaves this browser only its settings', async ({ dev, person }) => {
    const { id, hostLink, link } = await createTable(dev, 'baloot', 4, {}, { clock: { kind: 'async', hours: 24 } });
    const host = await person();
    await sit(host, hostLink, 'Reem');
    const guest = await person();
    await sit(guest, link, 'Ghazi');
    await startWithBots(host);
    await expect(guest.locator('.hand [data-card]').first()).toBeVisible();
    await guest.getByTestId('chat').click();
    await guest.getByTestId('chat-input').fill('call me on 555');
    await guest.getByTestId('chat-input').press('Enter');
    await host.getByTestId('chat').click();
    await expect(host.getByTestId('chat-line').locator('.text')).toHaveText(['call me on 555']);
    await expect(host.locator('.seat', { hasText: 'Ghazi' }).first()).toBeVisible();

    await guest.goto('/tables');
    await expect(guest.getByTestId('my-table')).toHaveCount(1);
    await guest.getByTestId('erase-start').click();
    await expect(guest.getByText('This cannot be undone.', { exact: false })).toBeVisible();
    await expect(guest.getByTestId('erase-confirm')).toBeFocused();
    await guest.screenshot({ path: `${SHOTS}/erase-confirm.png` });
    await guest.getByTestId('erase-confirm').click();
    await expect(guest.getByTestId('erased')).toHaveText('Your data is deleted, from Majlis and from this device.');
    await expect(guest.getByTestId('my-table')).toHaveCount(0);
    const kept = await guest.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('majlis')).sort());
    expect(kept.filter((key) => !['majlis:deck', 'majlis:pace', 'majlis:lift', 'majlis:digits'].includes(key))).toEqual([]);

    // the host's open page: the chat line is gone, the seat is a bot's, and Ghazi's name is nowhere
    await expect(host.getByTestId('chat-line')).toHaveCount(0);
    await expect(host.locator('.seat', { hasText: 'Bot 2' }).first()).toBeVisible();
    await expect(host.locator('body')).not.toContainText('Ghazi');
    // a fresh look at the table knows nothing of Ghazi either
    const summary = await (await fetch(`${dev.url}/api/tables/${id}`)).text();
    expect(summary).not.toContain('Ghazi');
    // the guest's browser opens the table as someone watching
    await guest.goto(`/t/${id}`);
    await expect(guest.locator('.game')).toBeVisible();
    await expect(guest.locator('.hand [data-card]')).toHaveCount(0);
  });
});
