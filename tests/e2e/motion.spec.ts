import { expect, test, type Page } from '@playwright/test';

/** Long enough for antd's wave to start after a click, well within its 2 s fade. */
const WAVE_WOULD_SHOW_MS = 300;

/** Clicks Log in on the empty login form, once the form answers (its first message shows). */
async function clickLogIn(page: Page): Promise<void> {
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please input your email', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
}

test("a user who asks for reduced motion sees no click wave; antd's wave shows otherwise", async ({
  page,
  browser,
}) => {
  // The suite's browser asks for reduced motion: a while after the click (antd starts its wave on
  // the next frame and lets it fade for 2 s), nothing moves and no wave is there.
  await clickLogIn(page);
  await page.waitForTimeout(WAVE_WOULD_SHOW_MS);
  expect(await page.locator('.ant-wave').count()).toBe(0);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);

  // Without the request, the same click starts antd's wave (so the check above can fail).
  const moving = await browser.newContext({ reducedMotion: 'no-preference' });
  try {
    const other = await moving.newPage();
    await clickLogIn(other);
    await expect(other.locator('.ant-wave')).toBeAttached();
  } finally {
    await moving.close();
  }
});
