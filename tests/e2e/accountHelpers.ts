import { expect, type Page } from '@playwright/test';

/** Logs out through the user area. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: / account menu$/ }).hover();
  await page.getByText('Logout', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** The side menu's top-level entries. */
export const sideMenu = (page: Page) => page.getByRole('menu', { name: 'Main menu' }).first();

/** A PNG of the given size, drawn by the browser. */
export async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1677ff';
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}
