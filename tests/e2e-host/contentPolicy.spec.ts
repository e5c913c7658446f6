import { expect, test } from '@playwright/test';
import { contentSecurityPolicy } from '../../src/common/contentPolicy';
import {
  declaredPolicy,
  expectInjectedScriptBlocked,
  watchPolicyViolations,
} from '../support/policyViolations';
import { ADMIN, loginThroughForm } from '../e2e/helpers';
import { walkPolicySensitiveScreens } from '../e2e/policyWalk';
import { API, resetApi } from './hostHelpers';

// The build for an API host carries the strict content policy with that host, and only it, as the
// one outside origin the page may call: every call the walk makes reaches it, nothing is refused.

test.beforeEach(async () => {
  await resetApi();
});

test('the API host is the only outside origin the page may call; login, a list, a report, the editor and markdown show no violation', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/login.html#/login');
  expect(await declaredPolicy(page)).toBe(contentSecurityPolicy([new URL(API).origin]));
  await loginThroughForm(page, ADMIN);
  await walkPolicySensitiveScreens(page);
  expect(violations).toEqual([]);

  // A call to any other origin is refused by the policy.
  const outside = await page.evaluate(() =>
    fetch('https://elsewhere.example/steal').then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(outside).toBe('refused');
  await expect.poll(() => violations.map((violation) => violation.directive)).toContain('connect-src');
});

test('a script injected into the console of the API host build is refused', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await loginThroughForm(page, ADMIN);
  await expectInjectedScriptBlocked(page, violations);
});
