import { expect, type Page } from '@playwright/test';

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';

/** The side menu of the shell (a wide window). */
export const sideMenu = (page: Page) =>
  page.locator('.ant-layout-sider').getByRole('menu', { name: 'Main menu' });

/**
 * While the server's menu is held, the entry `name` (at `path`), which the server no longer gives,
 * shows from the last session's menu; opened, its route waits (the content's skeleton, neither
 * its screen nor the 403 page). Once `release` lets the server's menu through, the route is
 * refused and the entry goes.
 */
export async function expectKeptEntryRefused(
  page: Page,
  name: string,
  path: string,
  release: () => Promise<unknown> | void,
): Promise<void> {
  const entry = sideMenu(page).getByRole('menuitem', { name });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
  await expect(page.getByRole('status', { name: 'Loading the screen' })).toBeVisible();
  await expect(page.getByText(FORBIDDEN)).toHaveCount(0);
  await expect(page.locator('.ant-card')).toHaveCount(0);

  await release();
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  await expect(entry).toHaveCount(0);
  await expect(sideMenu(page).getByRole('menuitem', { name: 'Home' })).toBeVisible();
}
