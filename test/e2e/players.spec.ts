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
