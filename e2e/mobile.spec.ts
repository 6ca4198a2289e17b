import { expect, test } from '@playwright/test';
import { IPS, fromIp } from './ips';

test.describe('on a phone', () => {
  test.use(fromIp(IPS.nigeria));

  test('the settings selects change currency and language, and the side menu opens from the burger', async ({ page }) => {
    await page.goto('/');
    await Promise.all([page.waitForResponse('**/api/preferences'), page.getByLabel('Currency', { exact: true }).selectOption('USD')]);
    await page.reload();
    await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Products' });
    await expect(menu.getByRole('link', { name: 'Insurance' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Insurance' })).toBeHidden();

    await page.getByLabel('Language', { exact: true }).selectOption('fr');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des vols en Afrique et dans le monde');
  });
});
