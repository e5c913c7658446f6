import { expect, test } from '@playwright/test';
import { ADMIN, login } from './helpers';

// The Report API screen links to the contract every build ships beside its pages (./openapi.json,
// docs/openapi.json): in mock mode there is no API server to ask for it.
test('the Report API screen links to the OpenAPI document the build serves, the report calls in it', async ({
  page,
}) => {
  await login(page, ADMIN, undefined, '/report/reportapi');
  const link = page.getByRole('link', { name: 'OpenAPI document (openapi.json)' });
  await expect(link).toBeVisible();

  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toMatch(/\/openapi\.json$/);
  const document = JSON.parse((await opened.locator('body').innerText()).trim()) as {
    openapi: string;
    paths: Record<string, Record<string, { security: Record<string, string[]>[] }>>;
  };
  expect(document.openapi).toBe('3.1.0');
  // The Content Ads Revenue call, readable with the API Security token as the screen says.
  expect(document.paths['/gamebridge/v2/ssp_publisher/report'].post.security).toEqual([
    { token: [] },
    { apiSecurityToken: [] },
  ]);
});
