import { expect, type Page } from '@playwright/test';
import { open } from './helpers';
import { expectTotalRow } from './reportHelpers';

/**
 * The screens whose libraries could need what a strict content policy refuses (charts on canvas,
 * the rich-text editor, markdown rendering, antd's run-time styles), walked once signed in.
 */
export async function walkPolicySensitiveScreens(page: Page): Promise<void> {
  await open(page, '/siteManager/siteList');
  await expect(page.getByRole('cell', { name: 'dailynews.example', exact: true })).toBeVisible();

  await open(page, '/report/revenueReport');
  await expectTotalRow(page);
  await expect(page.locator('canvas').first()).toBeVisible();

  await open(page, '/searchAds/information');
  await page.getByRole('button', { name: 'Create Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Information' });
  await dialog.getByRole('textbox', { name: 'Information' }).click();
  await page.keyboard.type('Typed under the content policy.');
  await dialog.getByRole('button', { name: 'Insert Search Ads' }).click();
  await expect(dialog.locator('.ProseMirror .relatedsearches')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('dialog', { name: 'Preview' })).toContainText(
    'Typed under the content policy.',
  );

  // A fresh load (the changelog's markdown renderer is its own chunk), the open editor left.
  page.once('dialog', (question) => void question.accept());
  await page.goto('/#/integration');
  await expect(page.locator('.wmde-markdown').first()).toBeVisible();
  await expect(page.getByLabel('API Security token')).not.toHaveValue('');
}
