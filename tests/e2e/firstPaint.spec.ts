import { expect, test, type Page, type Route } from '@playwright/test';
import { ADMIN, login, PASSWORD } from './helpers';

/** Holds requests matching `pattern` until `release()` is called. */
async function hold(page: Page, pattern: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(pattern, async (route: Route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

/** Whether React has taken over the email input (its fiber is attached to the node). */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const input = document.getElementById('login_email');
    return Boolean(input && Object.keys(input).some((key) => key.startsWith('__reactFiber')));
  });

/** How the card's parts are drawn: colours, borders, type and spacing, each part's own. */
const cardLook = (page: Page) =>
  page.evaluate(() =>
    [
      '#root .ant-card',
      '#root h1',
      '#root h2',
      'label[for="login_email"]',
      '#login_email',
      '#login_password',
      '#root .ant-input-affix-wrapper',
      '#root button[type="submit"]',
      '#root a[href="#/findpwd"]',
      '#root .ant-form-item',
    ].map((selector) => {
      const node = document.querySelector(selector);
      if (!node) return `${selector}: missing`;
      const style = getComputedStyle(node);
      const parts = ['color', 'backgroundColor', 'borderTop', 'borderRadius', 'font', 'padding', 'margin'];
      return `${selector}: ${parts.map((part) => style.getPropertyValue(part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))).join(' | ')}`;
    }),
  );

/** The user starts: a pointer moving over the card, which brings the form's JavaScript. */
const start = (page: Page) => page.mouse.move(20, 20);

for (const path of ['/login.html', '/index.html']) {
  test(`${path} holds the login card in its HTML, before any JavaScript`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const root = html.slice(html.indexOf('<div id="root"'));
    for (const text of [
      '>Publisher Console</h2>',
      '>Log in</h1>',
      '<label for="login_email" class="ant-form-item-required ant-form-item-required-mark-hidden" title="Email">Email</label>',
      '<label for="login_password" class="ant-form-item-required ant-form-item-required-mark-hidden" title="Password">Password</label>',
      '<span>Log in</span></button>',
      '<a href="#/findpwd" data-discover="true">Forgot password?</a>',
    ]) {
      expect(root, text).toContain(text);
    }
    // The antd styles the card uses are inline; no script tag loads before the card.
    expect(html.indexOf(':where(.css-')).toBeLessThan(html.indexOf('<div id="root"'));
    // Only the rules that draw the card: antd's styles of a whole component (every grid column,
    // every button colour) are written by antd itself once the JavaScript comes.
    expect(html).toContain('.ant-btn-variant-solid');
    expect(html).not.toContain('.ant-btn-color-dangerous');
    expect(html).not.toContain('.ant-col-offset-5');
    expect(html.slice(0, html.indexOf('<div id="root"'))).not.toContain('<script type="module"');
  });
}

test('with JavaScript off, login.html still shows the finished card', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login.html');
  await expect(page.getByRole('heading', { name: 'Publisher Console', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await context.close();
});

test('the JavaScript takes over the same card: same nodes, no shift, no hydration error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const scripts = await hold(page, '**/assets/main-*.js');
  await page.goto('/login.html');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  const drawnFromHtml = await cardLook(page);
  const cardStyles = page.locator('style#login-card-styles');
  await expect(cardStyles).toHaveCount(1);
  // Mark the nodes the HTML drew: hydration must keep them, not draw new ones.
  await page.evaluate(() => {
    document.querySelectorAll('#root h2, #login_email, #root button').forEach((node) => {
      (node as unknown as { fromHtml: boolean }).fromHtml = true;
    });
  });
  await start(page);
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  scripts.release();
  await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('#root h2, #login_email, #root button')].map(
        (node) => (node as unknown as { fromHtml?: boolean }).fromHtml === true,
      ),
    ),
  ).toEqual([true, true, true]);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  // The HTML's rules, cut to the card, drew it as antd's full styles do; they are gone now, so
  // they cannot override antd's on the screens that follow.
  await expect(cardStyles).toHaveCount(0);
  expect(await cardLook(page)).toEqual(drawnFromHtml);

  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the card's first-paint rules draw only a page whose root holds an auth screen", async ({ page }) => {
  // Before any JavaScript: should the card's code fail, the error screen drawn in its place is not
  // an auth screen, and keeps antd's own styles.
  await hold(page, '**/assets/main-*.js');
  await page.goto('/login.html');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const drawn = await cardLook(page);
  const setScreen = (on: boolean) =>
    page.evaluate((on) => document.querySelector('#root main')?.classList.toggle('auth-screen', on), on);
  // Polled: Chromium may give a style of the step between right after the class changes.
  await setScreen(false);
  await expect.poll(() => cardLook(page)).not.toEqual(drawn);
  await setScreen(true);
  await expect.poll(() => cardLook(page)).toEqual(drawn);
});

test("the card runs no JavaScript of the console until the user starts (the next screen's code is only fetched at idle); the first move brings it", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login.html');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const scripts = requested.filter((path) => path.endsWith('.js'));
  // First the page's own two small scripts (files, as the content policy allows no inline script):
  // the first-paint decision and the loader that waits for the user.
  expect(scripts.slice(0, 2)).toEqual([
    expect.stringMatching(/^\/assets\/firstPaint-\w+\.js$/),
    expect.stringMatching(/^\/assets\/start-\w+\.js$/),
  ]);
  // Then, once the page is idle, the shell's and Home's chunks are fetched (preloaded, not run);
  // nothing of the entry or the login card.
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/));
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/HomePage-[\w-]+\.js$/));
  expect(scripts.filter((path) => /\/assets\/(main|login)-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(await hydrated(page)).toBe(false);
  await start(page);
  await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
  expect(requested.some((path) => /\/assets\/main-[\w-]+\.js$/.test(path))).toBe(true);
});

test('what is typed and sent before the JavaScript comes is kept and sent after', async ({ page }) => {
  const scripts = await hold(page, '**/assets/main-*.js');
  await page.goto('/login.html');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(await hydrated(page)).toBe(false);
  await expect(page).toHaveURL(/\/login\.html(#\/login)?$/);
  scripts.release();
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
});

test('the form works after hydration: an empty send shows the exact messages', async ({ page }) => {
  await page.goto('/login.html');
  await start(page);
  await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please input your email', { exact: true })).toBeVisible();
  await expect(page.getByText('Please input your password', { exact: true })).toBeVisible();
});

test('the login screen fetches nothing of the embedded API until the user starts', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login.html');
  await start(page);
  await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  const embeddedApi = () => requested.filter((path) => /\/assets\/browser-[\w-]+\.js$/.test(path));
  expect(embeddedApi()).toEqual([]);
  await page.getByLabel('Email').focus();
  await expect.poll(() => embeddedApi().length).toBe(1);
});

test('after login the shell shows its menu and a skeleton before the screen code arrives', async ({
  page,
}) => {
  // Held before the embedded API's service worker starts: page.route does not see the requests
  // a service worker makes. The login screen asks for the chunk when the user starts typing.
  const homeChunk = await hold(page, '**/assets/HomePage-*.js');
  await page.goto('/#/login');
  await start(page);
  await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
  await page.getByLabel('Email').fill(ADMIN);
  await expect.poll(() => homeChunk.held.length).toBe(1);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('menu', { name: 'Main menu' })).toBeVisible();
  await expect(page.locator('.ant-breadcrumb')).toBeVisible();
  await expect(
    page.getByRole('status', { name: 'Loading the screen' }).locator('.ant-skeleton'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toHaveCount(0);
  homeChunk.release();
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the screen' })).toHaveCount(0);
});

// A token handed over on a login page signs in at once, and the login page follows its address at
// once: neither waits for a first pointer, key or focus (nothing here moves the mouse or types).
for (const address of ['/login.html?token=TOKEN#/saas/login', '/#/saas/login?token=TOKEN']) {
  test(`a token in the address of a login page (${address}) signs in before any interaction`, async ({
    page,
  }) => {
    await login(page, ADMIN);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
    // A new document (not a hash change of this one), loaded with no pointer, key or focus.
    await page.goto('about:blank');
    await page.goto(address.replace('TOKEN', String(token)));
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    expect(page.url()).not.toContain('token=');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    // The card was not the screen: its first-paint styles went before the console drew.
    await expect(page.locator('style#login-card-styles')).toHaveCount(0);
  });
}

test('the login page follows a hash change at once, before any interaction', async ({ page }) => {
  await page.goto('/login.html#/login');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#/findpwd';
  });
  await expect(page.getByRole('heading', { name: 'Find password', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
});
