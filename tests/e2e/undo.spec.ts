import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectAccessible, loginAt, loginInChinese, toast } from './helpers';

const WIDE = { width: 1366, height: 768 };

/**
 * The calls that change something (not reads, nor the reports Home asks with POST) the page sends
 * from now on, as "METHOD path".
 */
function changesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathname.includes('/ssp_publisher/') && !pathname.endsWith('report'))
      sent.push(`${request.method()} ${new URL(request.url()).pathname.replace(/^.*\/ssp_publisher/, '')}`);
  });
  return sent;
}

const userRow = (page: Page, email: string) =>
  page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
const undoToast = (page: Page) => page.locator('.ant-message-notice .undo-toast');

/** Every text each language shows, so one test body runs in both. */
const TEXTS = {
  en: {
    delete: 'Delete',
    confirm: 'Confirm',
    undo: 'Undo',
    countdown: /^You have \d seconds? to undo$/,
    deleting: 'Delete: Publisher ·',
    deleted: 'delete user success',
    disableTitle: 'Disable user',
    statusOf: (name: string) => `Status of ${name}`,
    statusDone: 'change user status success',
    selectSite: (site: string) => `Select ${site}`,
    selection: 'Selection',
    verify: 'Verify ads.txt',
    verifyQuestion: 'Verify ads.txt of 2 sites?',
    verified: 'Verified 1 of 2',
    missing: 'sportsfan.example (1002): Some lines are missing',
  },
  zh: {
    delete: '删除',
    confirm: '确认',
    undo: '撤销',
    countdown: /^\d 秒内可撤销$/,
    deleting: '删除: Publisher ·',
    deleted: '删除用户成功',
    disableTitle: '停用用户',
    statusOf: (name: string) => `${name} 的状态`,
    statusDone: '修改用户状态成功',
    selectSite: (site: string) => `选择 ${site}`,
    selection: '选择',
    verify: '验证 ads.txt',
    verifyQuestion: '验证 2 个站点的 ads.txt？',
    verified: '已验证 1 / 2',
    missing: 'sportsfan.example (1002): 缺少部分行',
  },
};

for (const language of ['en', 'zh'] as const) {
  const text = TEXTS[language];
  test.describe(`Undo and bulk actions (${language})`, () => {
    test.use({ viewport: WIDE, ...(language === 'zh' ? { locale: 'zh-CN' } : {}) });

    async function signIn(page: Page, path: string): Promise<void> {
      if (language === 'en') return loginAt(page, ADMIN, path);
      await loginInChinese(page, ADMIN);
      await page.goto(`/#${path}`);
    }

    test('a delete and a status change can be undone, and are sent when not', async ({ page }) => {
      await signIn(page, '/account/user');
      const sent = changesSent(page);
      const publisher = userRow(page, 'publisher@demo.test');
      await publisher.getByRole('button', { name: text.delete, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();

      // Gone at once, with Undo counting down; nothing sent.
      await expect(publisher).toHaveCount(0);
      await expect(undoToast(page)).toBeVisible();
      await expect(undoToast(page).locator('.undo-subject')).toHaveText(text.deleting);
      await expect(undoToast(page).locator('.undo-countdown')).toHaveText(text.countdown);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/undo-toast-${language}.png` });
      await undoToast(page).getByRole('button', { name: text.undo }).click();
      await expect(publisher).toHaveCount(1);
      await expect(undoToast(page)).toHaveCount(0);

      // A status switch flips at once and back on Undo.
      const alice = page.getByRole('switch', { name: text.statusOf('Alice Editor') });
      const disableAlice = async () => {
        await alice.click();
        await page
          .getByRole('dialog', { name: text.disableTitle })
          .getByRole('button', { name: text.confirm })
          .click();
        await expect(alice).not.toBeChecked();
      };
      await expect(alice).toBeChecked();
      await disableAlice();
      await undoToast(page).getByRole('button', { name: text.undo }).click();
      await expect(alice).toBeChecked();
      expect(sent).toEqual([]);

      // Not undone: sent when the time is up, then the spec's message.
      await disableAlice();
      expect(sent).toEqual([]);
      await expect(toast(page, text.statusDone)).toBeVisible({ timeout: 15_000 });
      expect(sent).toEqual(['POST /user/status']);
      await expect(alice).not.toBeChecked();

      // A delete left waiting is sent when the screen is left.
      await publisher.getByRole('button', { name: text.delete, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
      await expect(publisher).toHaveCount(0);
      await page.goto('/#/home');
      await expect(toast(page, text.deleted)).toBeVisible();
      expect(sent).toEqual(['POST /user/status', 'DELETE /user/2']);
    });

    test('Verify ads.txt for many sites, one after another, with a summary', async ({ page }) => {
      await signIn(page, '/siteManager/siteList');
      const sent = changesSent(page);
      await page.getByRole('checkbox', { name: text.selectSite('dailynews.example (1001)') }).check();
      await page.getByRole('checkbox', { name: text.selectSite('sportsfan.example (1002)') }).check();
      const bar = page.getByRole('region', { name: text.selection });
      await bar.getByRole('button', { name: text.verify }).click();
      const question = page.getByRole('dialog', { name: text.verifyQuestion });
      await expectAccessible(page);
      await question.getByRole('button', { name: text.verify }).click();

      const summary = page.locator('.bulk-summary');
      await expect(summary.getByText(text.verified, { exact: true })).toBeVisible();
      await expect(summary.getByRole('listitem')).toHaveText([text.missing]);
      await expectAccessible(page);
      expect(sent).toEqual(['POST /domain/1001/verify_adstxt', 'POST /domain/1002/verify_adstxt']);
    });
  });
}

test.describe('Undo on a phone, in the dark scheme', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('a bulk Disable from the cards flips the switches at once and back on Undo', async ({ page }) => {
    await loginAt(page, ADMIN, '/account/user');
    const sent = changesSent(page);
    const card = (name: string) => page.locator('.record-card').filter({ hasText: name });
    for (const name of ['Publisher (2)', 'Alice Editor (3)'])
      await card(name)
        .getByRole('checkbox', { name: `Select ${name}` })
        .check();
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Disable' }).click();
    await page
      .getByRole('dialog', { name: 'Disable 2 records?' })
      .getByRole('button', { name: 'Disable' })
      .click();

    await expect(card('Publisher (2)').getByRole('switch')).not.toBeChecked();
    await expect(card('Alice Editor (3)').getByRole('switch')).not.toBeChecked();
    await expect(undoToast(page).locator('.undo-subject')).toHaveText('Disable: 2 records ·');
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/undo-toast-phone-dark.png' });
    await undoToast(page).getByRole('button', { name: 'Undo' }).click();
    await expect(card('Publisher (2)').getByRole('switch')).toBeChecked();
    await expect(card('Alice Editor (3)').getByRole('switch')).toBeChecked();
    expect(sent).toEqual([]);
  });
});
