import { expect, test } from '@playwright/test';
import { ADMIN, expectAccessible, login, loginThroughForm, PUBLISHER, toast } from './helpers';

test('the login screen has Email, Password and Log in, and is accessible', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
});

test('login.html shows the login screen', async ({ page }) => {
  await page.goto('/login.html');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('wrong credentials get one clear message and stay on the login screen', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'Incorrect email or password')).toBeVisible();
  await expect(page.getByText(/Incorrect email or password/)).toHaveCount(1);
  await expect(page.locator('.ant-alert')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/login$/);
});

for (const [email, name] of [
  [ADMIN, 'Admin'],
  [PUBLISHER, 'Publisher'],
]) {
  test(`${email} logs in and is welcomed by name`, async ({ page }) => {
    await loginThroughForm(page, email);
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
    await expect(page.locator('.shell-avatar').first()).toHaveText(name.charAt(0));
    await expectAccessible(page);
  });
}

test('logout returns to the login screen and #/home then needs a login again', async ({ page }) => {
  await login(page, ADMIN);
  await page.getByRole('button', { name: 'Admin account menu' }).hover();
  await page.getByText('Logout', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL(/\/login\.html#\/login$/);
  await page.goto('/#/home');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\.html#\/login$/);
});

test('without a token any screen sends the user to login.html', async ({ page }) => {
  await page.goto('/#/siteManager/siteList');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\.html#\/login$/);
});

test('a 401 on a call sends the user to login.html, signed out', async ({ page }) => {
  await login(page, ADMIN);
  // The server forgets the session: the next call answers 401.
  await page.evaluate(() => localStorage.setItem('token', 'a-token-the-server-does-not-know'));
  await page.evaluate(() => (window.location.hash = '#/account/channel'));
  await expect(page).toHaveURL(/\/login\.html#\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a signed-in user who opens the login page goes home', async ({ page }) => {
  await login(page, ADMIN);
  for (const address of ['/login.html', '/#/login']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
    await expect(page).toHaveURL(/#\/home$/);
  }
});

test('after Logout from a report no call leaves without the Authorization header', async ({ page }) => {
  await login(page, ADMIN);
  await page.evaluate(() => (window.location.hash = '#/report/revenueReport'));
  await expect(page.locator('.report-total-row').first()).toBeVisible();
  const unsigned: string[] = [];
  let loggedOut = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    const apiCall = /\/gamebridge(-manager)?\/v\d/.test(url.pathname);
    if (loggedOut && apiCall && !request.headers()['authorization']) unsigned.push(url.pathname);
  });
  await page.getByRole('button', { name: 'Admin account menu' }).hover();
  loggedOut = true;
  await page.getByText('Logout', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // Long enough for a refetch scheduled by the report screen to go out, if one were left.
  await page.waitForTimeout(2000);
  expect(unsigned).toEqual([]);
});

test('a token in the address is stored and removed from the address bar', async ({ page }) => {
  // Log in once to get a real token of the embedded API, then hand it over in the URL.
  await login(page, PUBLISHER);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
  await page.goto(`/?token=${token}#/home`);
  await expect(page.getByRole('heading', { name: 'Welcome, Publisher' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
});

test('find password sends a reset request without a login', async ({ page }) => {
  await page.goto('/#/findpwd');
  await page.getByLabel('Email').fill(PUBLISHER);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`A password reset link has been sent to ${PUBLISHER}.`)).toBeVisible();
  await expectAccessible(page);
});

for (const path of ['/signin', '/saas/login']) {
  test(`${path} is reachable without a token`, async ({ page }) => {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#${path}$`));
  });
}
