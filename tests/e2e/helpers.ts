import * as XLSX from '@e965/xlsx';
import axe from 'axe-core';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@1234';
export const ADMIN = 'admin@demo.test';
export const PUBLISHER = 'publisher@demo.test';
/** A publisher whose group is narrowed to two content sites, one app and one search site. */
export const REGIONAL = 'regional@demo.test';
/** The shape of an API Security token: random for each data set, so tests read it from the screen. */
export const API_TOKEN = /^ak_[0-9a-f]{24}$/;

/**
 * Whether the walks save a screenshot of each screen they check (test-results/*.png), for a person
 * to look at: `E2E_SCREENSHOTS=1 npx playwright test …`. Off in `npm test`, where nobody opens them
 * and they cost a second or so a screen.
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Logs in through the real form and waits for the welcome message. */
export async function loginThroughForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/#/login');
  // A signed-in user who opens the login page goes home: a test that switches users forgets the
  // stored session first (what Logout does, without its page change).
  if (await page.evaluate(() => localStorage.getItem('token') !== null)) {
    await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
    await page.goto('/login.html#/login');
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(welcome(page)).toBeVisible();
}

const welcome = (page: Page) => page.getByRole('heading', { name: /^Welcome, / });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What a fresh browser holds right after a user's first login through the form, kept per worker
 * (each Playwright worker is its own process): the session in localStorage and the embedded API's
 * freshly seeded data set, with that session, in IndexedDB.
 */
const signedIn = new Map<string, StorageState>();

/**
 * Signs a user in, on Home or, with `at`, straight on that screen (Home's overview and its report
 * calls are then never drawn: a test about a list does not wait for them). A test's first login in
 * a fresh page starts from the state a login through the form left in this worker's first such
 * test (the same seed and a valid session), so only one test per worker and user pays for the login
 * page, the typing and the login calls. A login after the page was used (switching users keeps the
 * test's data) always goes through the form, as do the tests of the login itself
 * (`loginThroughForm`).
 */
export async function login(page: Page, email: string, password = PASSWORD, at?: string): Promise<void> {
  const fresh = page.url() === 'about:blank' && page.context().pages().length === 1;
  const saved = fresh && password === PASSWORD ? signedIn.get(email) : undefined;
  if (saved) {
    await page.context().setStorageState(saved);
    await page.goto(at ? `/#${at}` : '/');
    await expect(at ? signedInShell(page) : welcome(page)).toBeVisible();
    return;
  }
  await loginThroughForm(page, email, password);
  if (fresh && password === PASSWORD) {
    const state = await sessionState(page);
    if (state) signedIn.set(email, state);
  }
  if (at) await open(page, at);
}

/** Signs a user in straight on a screen (see `login`). */
export const loginAt = (page: Page, email: string, at: string): Promise<void> =>
  login(page, email, PASSWORD, at);

/** The header's account menu button: the shell is drawn for a signed-in user. */
const signedInShell = (page: Page) => page.getByRole('button', { name: /account menu$/ });

/**
 * The context's storage once the embedded API has written the new session to IndexedDB; undefined
 * when the session is kept by a server (the API-host build stores no data set in the page, and its
 * tests reset the server between tests, so its sessions cannot be reused).
 */
async function sessionState(page: Page): Promise<StorageState | undefined> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const deadline = Date.now() + 10_000;
  while (token !== null && Date.now() < deadline) {
    const state = await page.context().storageState({ indexedDB: true });
    // Playwright's type leaves out what `indexedDB: true` adds to each origin.
    const databases = state.origins.flatMap(
      (origin) => (origin as { indexedDB?: unknown[] }).indexedDB ?? [],
    );
    if (!databases.length) return undefined;
    if (JSON.stringify(databases).includes(token)) return state;
    await page.waitForTimeout(100);
  }
  return undefined;
}

/** Goes to a route of the hash router (a hash change alone does not reload the page). */
export async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
}

/**
 * Opens a header dropdown by its button and picks an item. A click while the dropdown still zooms
 * in can be lost on a loaded machine, so the item is clicked once the dropdown is still.
 */
export async function chooseFromDropdown(page: Page, button: string | RegExp, item: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await settled(page);
  await page.getByRole('menuitem', { name: item }).click();
}

/** Waits until antd's finite animations (modal zoom, toast fade) have ended; spinners are left out. */
export async function settled(page: Page): Promise<void> {
  // Two frames first: a transition started by the last change (a menu group opening) shows only then.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * axe-core's rules over the page: no serious or critical violations. axe is put into each frame
 * once per document and run there (`axe.run`, every rule, what AxeBuilder's legacy mode does).
 * AxeBuilder's default instead injects its 500 kB script again on every check, runs it in parts
 * per frame and opens a blank page to join them (made for cross-origin frames, which the console
 * has none of): about half of each check's time.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Judge the settled page: antd fades toasts and modals in, and a half-faded text fails contrast.
  await settled(page);
  expect(await blockingViolations(page)).toEqual([]);
}

/** The serious and critical violations axe finds on the page now, as "rule: targets". */
export async function blockingViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'undefined')) {
      await frame.evaluate(axe.source);
      await frame.evaluate(() =>
        (window as unknown as { axe: typeof axe }).axe.configure({
          allowedOrigins: ['<same_origin>'],
          branding: { application: 'playwright' },
        }),
      );
    }
  }
  // Every rule runs; only the violations are detailed (axe skips building the passes' node lists:
  // about 30% of its time, and nothing this check reads).
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return describeBlocking(results.violations);
}

/** "rule: targets" for each serious or critical violation. */
export function describeBlocking(violations: axe.Result[]): string[] {
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The first row of the page's list (its data, not antd's measuring row). */
export const firstRow = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').first();

/** The antd message toast with this exact text. */
export const toast = (page: Page, text: string) =>
  page.locator('.ant-message-notice').getByText(text, { exact: true });

/** Picks an option of the antd Select labelled `label` inside `scope` (a dialog, a form). */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  const item = page.locator(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
  );
  // A click that lands while the modal still zooms in can miss the select: open it again until the option shows.
  await settled(page);
  await expect(async () => {
    if (!(await item.isVisible())) await field.click({ force: true });
    await item.click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    scope
      .getByLabel(label, { exact: true })
      .locator(`xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`),
  ).toContainText(option);
  // A multiple select keeps its list open; leaving the field closes it.
  await scope.getByLabel(label, { exact: true }).blur();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/** Clicks the button named `name` and answers the dialog it opens, which carries the same name. */
export async function openDialog(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

/**
 * Types `text`, which is not a date, into the start of the range picker in `scope`, leaves the
 * picker with `leave` and sends Search: the exact message shows beside the picker and no call to
 * `path` goes out. Returns the calls to `path` recorded from then on, for the rest of the test.
 */
export async function expectTypedDateRefused(
  page: Page,
  scope: Locator,
  path: string,
  text: string,
  leave: () => Promise<void>,
): Promise<string[]> {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(path)) calls.push(request.url());
  });
  const start = scope.locator('.ant-picker-range input').first();
  await start.click();
  await start.pressSequentially(text);
  await leave();
  await scope.getByRole('button', { name: 'Search' }).click();
  await expect(
    scope.getByText(`${text} is not a date: type dates as YYYY-MM-DD.`, { exact: true }),
  ).toBeVisible();
  expect(calls).toEqual([]);
  return calls;
}

/** Types `link` into the open Add Site modal and submits it; returns the modal. */
export async function addSite(page: Page, link: string) {
  const dialog = page.getByRole('dialog', { name: 'Add Site' });
  await expect(dialog).toBeVisible();
  // A click on Submit while the modal still zooms in can miss it on a loaded machine.
  await settled(page);
  await dialog.getByLabel('Site Link').fill(link);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

/** App Unit's 'Import Ad Unit' dialog, opened (the user signed in already). */
export async function openAdUnitImport(page: Page): Promise<Locator> {
  await open(page, '/appManager/zoneList');
  return openDialog(page, 'Import Ad Unit');
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Chooses an xlsx file of these bytes (`importFile(rows)`, a hostile file) in the import dialog. */
export async function chooseImportFile(dialog: Locator, buffer: Buffer): Promise<void> {
  await dialog.locator('input[type=file]').setInputFiles({ name: 'units.xlsx', mimeType: XLSX_TYPE, buffer });
}

/** The import template's header with rows, as an xlsx file's bytes. */
export function importFile(rows: (string | number)[][]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['app_name', 'adformat', 'instream_type', 'adunit_name', 'price'],
    ...rows,
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Logs in through the real form in Chinese (a zh-CN browser) and waits for the welcome message. */
export async function loginInChinese(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: /^欢迎，/ })).toBeVisible();
}
