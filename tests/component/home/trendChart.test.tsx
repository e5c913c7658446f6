// Home's revenue trend as drawn without the chart library: its summary for screen readers, its
// figures table, its dates under the line, in English and Chinese, in both themes.
// @own-module-graph: activates the Chinese catalogue, which later files would inherit.
import { render, screen, within } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import zhCN from '../../../src/i18n/catalogues/zh-CN';
import { activate, i18n } from '../../../src/i18n/i18n';
import { TrendChart } from '../../../src/pages/home/trend/TrendChart';
import { themeFor } from '../../../src/theme';

/** 30 days from 1 March 2026: 100.5 a day, 2,345.67 on 10 March, nothing on 20 March. */
const POINTS = Array.from({ length: 30 }, (_, index) => {
  const date = `2026-03-${String(index + 1).padStart(2, '0')}`;
  return { date, value: date === '2026-03-10' ? 2345.67 : date === '2026-03-20' ? 0 : 100.5 };
});
const TOTAL = '$5,159.67'; // 28 × $100.50 + $2,345.67, in US dollars

const figures = () => {
  const table = screen.getByRole('table', { name: 'Revenue, last 30 days' });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};
/** The texts drawn in the picture (value steps, then dates). */
const drawn = () => [...document.querySelectorAll('svg text')].map((text) => text.textContent);

afterEach(() => i18n.changeLanguage('en'));

describe("Home's revenue trend (TrendChart)", () => {
  it('names the picture by its days, total and highest day, and lists every day’s figure in a table', () => {
    render(<TrendChart title="Revenue, last 30 days" currency="USD" points={POINTS} />);
    screen.getByRole('img', {
      name: `Line chart of the revenue of each of the last 30 days, Mar 1, 2026 to Mar 30, 2026: total ${TOTAL}, highest $2,345.67 on Mar 10, 2026`,
    });
    const rows = figures();
    expect(rows).toHaveLength(31);
    expect(rows[0]).toEqual(['Date', 'Revenue']);
    expect(rows[1]).toEqual(['Mar 1, 2026', '$100.50']);
    expect(rows[10]).toEqual(['Mar 10, 2026', '$2,345.67']);
    expect(rows[20]).toEqual(['Mar 20, 2026', '$0.00']);
    expect(rows[30]).toEqual(['Mar 30, 2026', '$100.50']);
    // The table is for screen readers: the picture shows the line.
    expect(screen.getByRole('table').className).toBe('sr-only');
  });

  it('names three dates under the line (first, middle, last) and a few round steps of revenue', () => {
    render(<TrendChart title="Revenue, last 30 days" currency="USD" points={POINTS} />);
    expect(drawn()).toEqual(['0', '1K', '2K', '3K', 'Mar 1', 'Mar 15', 'Mar 30']);
  });

  it('says so when no day has revenue', () => {
    render(
      <TrendChart
        title="Revenue, last 30 days"
        currency="USD"
        points={POINTS.map((point) => ({ ...point, value: 0 }))}
      />,
    );
    screen.getByRole('img', {
      name: 'Line chart of the revenue of each of the last 30 days, Mar 1, 2026 to Mar 30, 2026: no revenue',
    });
  });

  it('speaks Chinese for a Chinese reader: the summary, the table and the dates', () => {
    activate('zh-CN', zhCN);
    render(<TrendChart title="最近 30 天收入" currency="USD" points={POINTS} />);
    screen.getByRole('img', {
      name: `最近 30 天每日收入折线图，2026年3月1日 至 2026年3月30日：合计 ${TOTAL}，最高 $2,345.67（2026年3月10日）`,
    });
    const table = screen.getByRole('table', { name: '最近 30 天收入' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['日期', '收入']);
    expect(within(rows[10]).getByRole('rowheader').textContent).toBe('2026年3月10日');
    expect(drawn().slice(-3)).toEqual(['3月1日', '3月15日', '3月30日']);
  });

  it('draws the line in the theme’s primary text colour (readable on its background), light and dark', () => {
    const stroke = (scheme: 'light' | 'dark') => {
      const { container, unmount } = render(
        <ConfigProvider theme={themeFor(scheme)}>
          <TrendChart title="Revenue, last 30 days" currency="USD" points={POINTS} />
        </ConfigProvider>,
      );
      const line = container.querySelector('path[fill="none"]')?.getAttribute('stroke');
      unmount();
      return line;
    };
    const primaryText = (scheme: 'light' | 'dark') => theme.getDesignToken(themeFor(scheme)).colorPrimaryText;
    expect(stroke('light')).toBe(primaryText('light'));
    expect(stroke('dark')).toBe(primaryText('dark'));
    expect(primaryText('dark')).not.toBe(primaryText('light'));
  });
});
