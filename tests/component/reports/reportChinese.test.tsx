// Report screens in Chinese: a config's English texts (title, tabs, filters, dimensions, column
// titles and tooltips, declared options, the export label, the Custom modal) are translated where
// the report shows them; the config stays English, and so does a saved column choice.
// @own-module-graph: activates the Chinese catalogue, which later files would inherit.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import zhCN from '../../../src/i18n/catalogues/zh-CN';
import { activate, i18n } from '../../../src/i18n/i18n';
import appAds from '../../../src/reports/configs/appAds';
import keywordData from '../../../src/reports/configs/keywordData';
import revenue from '../../../src/reports/configs/revenue';
import userAnalytics from '../../../src/reports/configs/userAnalytics';
import { WAIT, firstCells, headers, renderReport, settle, signIn } from './renderReport';

beforeAll(() => activate('zh-CN', zhCN));
// The shared setup shows English before each test.
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(settle);

/** A text of the catalogue in Chinese (a missing one fails the test rather than passing in English). */
const zh = (english: string, values: Record<string, string> = {}) => {
  const text = zhCN[english];
  expect(text, english).toBeTruthy();
  return text.replace(/\{\{(\w+)\}\}/g, (_placeholder, key: string) => values[key]);
};

/** A button by its Chinese text: antd spaces out a two-character one ('清 空'); an icon may lead. */
const button = (english: string) => (name: string) =>
  name.replace(/\s/g, '').endsWith(zh(english).replace(/\s/g, ''));

/** The report once its Total row shows. */
const totalShown = () => waitFor(() => expect(firstCells()[0]).toBe(zh('Total')), WAIT);

describe('a report in Chinese', { timeout: 60_000 }, () => {
  it('shows the title, tabs, filters, dimensions and column titles of its config in Chinese', async () => {
    await signIn('admin@demo.test');
    renderReport(keywordData);
    await screen.findByRole('heading', { level: 1, name: '关键词数据' }, WAIT);
    screen.getByRole('tab', { name: '内容页（AFS）' });
    screen.getByRole('tab', { name: '中间页（AFD）' });
    await totalShown();
    for (const filter of ['Site', 'Country', 'Keyword']) screen.getByRole('combobox', { name: zh(filter) });
    for (const dimension of ['Date', 'Site', 'Keyword', 'Country'])
      screen.getByRole('checkbox', { name: zh(dimension) });
    expect(headers()).toEqual(
      ['Date', 'Lp PV', 'Search PV', 'Impressions', 'Clicks', 'Revenue'].map((title) => zh(title)),
    );
    expect(headers()[1]).toBe('落地页 PV');
    // The config itself is never rewritten.
    expect(keywordData.title).toBe('Keyword Data');
    expect(keywordData.views[0].tabLabel).toBe('Content Page(AFS)');
    expect(keywordData.views[0].metrics[0].title).toBe('Lp PV');
  });

  it('lists the metrics in Chinese in Custom and keeps the choice under their English labels', async () => {
    await signIn('admin@demo.test');
    const { user } = renderReport(keywordData);
    await totalShown();
    await user.click(screen.getByRole('button', { name: button('Custom') }));
    const dialog = await screen.findByRole('dialog', { name: zh('Custom') }, WAIT);
    within(dialog).getByRole('checkbox', { name: '搜索 PV' });
    await user.click(within(dialog).getByRole('button', { name: button('Clear All') }));
    await user.click(within(dialog).getByRole('checkbox', { name: zh('Clicks') }));
    await user.click(within(dialog).getByRole('button', { name: button('Save') }));
    await waitFor(() => expect(headers()).toEqual([zh('Date'), zh('Clicks')]), WAIT);
    const saved = JSON.parse(localStorage.getItem('KEYWORD_DATA_CHECKBOX') as string) as {
      columns: { label: string; checked: boolean }[];
    };
    expect(saved.columns.map((column) => column.label)).toEqual([
      'Lp PV',
      'Search PV',
      'Impressions',
      'Clicks',
      'Revenue',
    ]);
    expect(saved.columns.filter((column) => column.checked).map((column) => column.label)).toEqual([
      'Clicks',
    ]);
  });

  it('names declared options (ad formats) in Chinese in their column and their filter', async () => {
    await signIn('admin@demo.test');
    const { user } = renderReport(appAds, '/report?dims=AdFormat');
    await totalShown();
    const formats = appAds.views[0].dimensions.find((dimension) => dimension.value === 'AdFormat')!.columns[0]
      .labels as { label: string }[];
    const chinese = formats.map((format) => zh(format.label));
    expect(headers()[0]).toBe(zh('Ad Format'));
    const cells = firstCells().slice(1);
    expect(cells.length).toBeGreaterThan(0);
    cells.forEach((cell) => expect(chinese).toContain(cell));
    await user.click(screen.getByRole('combobox', { name: zh('Ad Format') }));
    const listbox = await screen.findByRole('listbox', {}, WAIT);
    await waitFor(() => within(listbox.parentElement as HTMLElement).getByText(zh('Banner')), WAIT);
    expect(within(listbox.parentElement as HTMLElement).queryByText('Banner')).toBeNull();
  });

  it('explains a column in Chinese and names the export as its config does, in Chinese', async () => {
    await signIn('admin@demo.test');
    const first = renderReport(userAnalytics);
    await totalShown();
    const rpv = screen.getAllByLabelText(zh('How {{metric}} is calculated', { metric: zh('RPV') }))[0];
    await first.user.hover(rpv);
    await screen.findByText('RPV = 收入 / 页面浏览事件', undefined, WAIT);
    settle();

    renderReport(revenue);
    await totalShown();
    screen.getByRole('button', { name: /导出 csv/ });
    expect(revenue.exportLabel).toBe('Export to csv');
  });
});
