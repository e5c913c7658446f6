import { expect, test } from '@playwright/test';
import { contentSecurityPolicy } from '../../src/common/contentPolicy';
import {
  declaredPolicy,
  expectInjectedScriptBlocked,
  watchPolicyViolations,
} from '../support/policyViolations';
import { ADMIN, loginThroughForm } from './helpers';
import { walkPolicySensitiveScreens } from './policyWalk';

// Both HTML files of the mock-mode build carry the strict content policy (no inline script, the
// page's own origin only); the console does everything under it without a single violation.

test('the login card, a list, a report with its chart, the article editor and the markdown changelog work under the content policy', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/login.html#/login');
  expect(await declaredPolicy(page)).toBe(contentSecurityPolicy([]));
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'login');
  await loginThroughForm(page, ADMIN);
  expect(await declaredPolicy(page)).toBe(contentSecurityPolicy([]));

  await walkPolicySensitiveScreens(page);

  expect(violations).toEqual([]);
});

test('a script injected into the running console is refused: inline element and event handler', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  await loginThroughForm(page, ADMIN);
  await expectInjectedScriptBlocked(page, violations);
});

test('the login page refuses injected script too', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/login.html#/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectInjectedScriptBlocked(page, violations);
});
