// The home page's create form: a value the server would refuse blocks Create, with the reason.
import { expect, test } from './fixtures.js';

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
