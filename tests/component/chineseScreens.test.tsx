// Screens that showed English in Chinese: the ad unit import (every text of the dialog, and the
// server's row errors, catalogue texts and messages built from values, the values as sent) and the
// group Setting's menu tree (labelled as the side menu), the article's search-ads position.
// @own-module-graph: activates the Chinese catalogue, which later files would inherit.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import zhCN from '../../src/i18n/catalogues/zh-CN';
import { activate, i18n } from '../../src/i18n/i18n';
import { ArticlePreview } from '../../src/resources/custom/information/ArticlePreview';
import { renderInHarness } from './harness';
import { enabledButton, findRow, renderApp, WAIT } from './renderApp';
import { previewAnswers, row } from './management/importPreview';
import { signedInEachTest } from './management/manage';

beforeAll(() => {
  activate('zh-CN', zhCN);
});
signedInEachTest();
// The shared setup shows English before each test.
beforeEach(() => i18n.changeLanguage('zh-CN'));

describe('Import Ad Unit in Chinese', { timeout: 90_000 }, () => {
  it('shows the dialog and the row errors in Chinese', async () => {
    previewAnswers([
      row('paused_unit', 'Ad units can only be created for Live apps'),
      row('ghost_unit', 'App not found'),
      row('odd_unit', "Ad Format: 'bogus' is not one of the choices"),
      row('other_unit', 'Something the console does not know'),
      row('multi_unit', 'Ad units can only be created for Live apps\nApp not found'),
    ]);
    const app = renderApp('/appManager/zoneList');
    await screen.findByRole('cell', { name: 'reader_banner' }, { timeout: 30_000 });
    await app.user.click(screen.getByRole('button', { name: zhCN['Import Ad Unit'] }));
    const dialog = await screen.findByRole('dialog', { name: zhCN['Import Ad Unit'] }, WAIT);
    within(dialog).getByText('仅限一个文件，最大 10MB、200 行');
    within(dialog).getByRole('button', { name: '下载模板' });

    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await app.user.upload(input, new File(['sheet'], 'october_units.xlsx'));
    await within(dialog).findByText('october_units.xlsx', undefined, WAIT);
    within(dialog).getByText('文件：');
    within(dialog).getByRole('button', { name: '下载失败行' });
    const remarkOf = (name: string) =>
      within(dialog).getByRole('cell', { name }).closest('tr')!.lastElementChild!.textContent?.trim();
    expect(remarkOf('paused_unit')).toBe('仅可为已上线的应用创建广告单元');
    expect(remarkOf('ghost_unit')).toBe('未找到应用');
    expect(remarkOf('odd_unit')).toBe('广告格式：“bogus”不是可选值之一');
    expect(remarkOf('other_unit')).toBe('Something the console does not know');
    // A row refused for several reasons lists each one.
    const multi = within(dialog).getByRole('cell', { name: 'multi_unit' }).closest('tr')!;
    expect(
      within(multi)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['仅可为已上线的应用创建广告单元', '未找到应用']);
  });

  it("labels the group Setting's menu tree as the side menu, in Chinese", async () => {
    const { user } = renderApp('/account/user?tab=group');
    await user.click(await enabledButton(await findRow('Publishers'), '设置'));
    const dialog = await screen.findByRole('dialog', { name: '设置：Publishers' }, WAIT);
    const tree = dialog.querySelector('.group-tree') as HTMLElement;
    await waitFor(() => expect(tree.querySelectorAll('.ant-tree-treenode').length).toBeGreaterThan(5), WAIT);
    const roots = Array.from(tree.querySelectorAll('.ant-tree-treenode'))
      .filter((node) => !node.querySelector('.ant-tree-indent-unit'))
      .map((node) => node.querySelector('.ant-tree-title')?.textContent);
    expect(roots.slice(0, 3)).toEqual(['首页', '站点', '应用']);
  }, 60_000);

  it("names an article's search-ads position in Chinese (the words its block draws)", async () => {
    renderInHarness(
      <ArticlePreview
        article={{
          title: '标题',
          content: '<p>a</p><div data-type="relatedsearches" class="relatedsearches"></div>',
        }}
        onClose={() => undefined}
      />,
    );
    const article = await screen.findByTestId('article-preview', undefined, WAIT);
    expect(article.style.getPropertyValue('--relatedsearches-label')).toBe(
      '"搜索广告位置（Relatedsearches）"',
    );
    expect(article.querySelector('.relatedsearches')).toBeTruthy();
  });
});
