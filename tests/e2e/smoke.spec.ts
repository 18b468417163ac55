import { expect, test } from './fixtures';

test('the demo site loads and names itself', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/\S/);
});
