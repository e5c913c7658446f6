import { expect, test } from '@playwright/test';
import { ADMIN, API_TOKEN, loginAt } from './helpers';

// The demo data's Reporting API changelog carries planted hostile HTML (entry v1.9.0): a <style>
// reading the API Security token through a CSS attribute selector, a fixed overlay, a <form>
// posting elsewhere and outside images. None of it may work.
test('SDK & API: a hostile changelog applies no style, shows no overlay or form, loads no outside image', async ({
  page,
  context,
}) => {
  const outside: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('evil.example')) outside.push(request.url());
  });
  await context.route('https://evil.example/**', (route) => {
    outside.push(route.request().url());
    return route.abort();
  });

  await loginAt(page, ADMIN, '/integration');
  const token = page.getByLabel('API Security token');
  await expect(token).toHaveValue(API_TOKEN);
  const entry = page.locator('.wmde-markdown').filter({ hasText: 'planted hostile HTML' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Planted overlay', { exact: true })).toBeVisible();

  // No style element or attribute, no form or field inside the changelog.
  await expect(page.locator('.wmde-markdown style, .wmde-markdown [style], .wmde-markdown form')).toHaveCount(
    0,
  );
  await expect(page.locator('.wmde-markdown input, .wmde-markdown button')).toHaveCount(0);
  await expect(entry.getByText('Sign in')).toHaveCount(0);
  // The planted rules did not apply: the token field has no background image, the layout shows.
  expect(await token.evaluate((input) => getComputedStyle(input).backgroundImage)).toBe('none');
  await expect(page.locator('.ant-layout').first()).toBeVisible();
  // The "overlay" is ordinary text: the element at the centre of the window is not it.
  const atCentre = await page.evaluate(
    () => document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.textContent ?? '',
  );
  expect(atCentre).not.toContain('Planted overlay');
  await expect(page.getByRole('menuitem', { name: 'SDK & API' })).toBeVisible();

  // No outside image in the page, none requested (network and resource timing).
  await expect(entry.locator('img')).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((resource) => resource.name)
        .filter((name) => name.includes('evil.example')),
    ),
  ).toEqual([]);
  expect(outside).toEqual([]);
});

test('SDK & API: an in-page changelog anchor scrolls within the screen and keeps the route', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/integration');
  const entry = page.locator('.wmde-markdown').filter({ hasText: 'planted hostile HTML' });
  await expect(entry).toBeVisible();
  // The preview's heading anchor icons ("#added" links) are gone.
  await expect(page.locator('.wmde-markdown h3 a')).toHaveCount(0);

  const routeBefore = await page.evaluate(() => window.location.hash);
  expect(routeBefore).toBe('#/integration');
  // The link at the bottom edge of a short window: the heading it points to is below the fold.
  await page.setViewportSize({ width: 1440, height: 420 });
  const link = entry.getByRole('link', { name: 'Jump to the fixes' });
  await link.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const fixed = entry.getByRole('heading', { name: 'Fixed' });
  await expect(fixed).not.toBeInViewport();
  await link.click();

  await expect(fixed).toBeInViewport();
  expect(await page.evaluate(() => window.location.hash)).toBe('#/integration');
  await expect(page.locator('.ant-card-head-title').getByText('SDK & API', { exact: true })).toBeVisible();
  await expect(page.getByText('404')).toHaveCount(0);
});
