import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { schemaColumns } from '../../src/resources/list/columns';
import type { CellDisplay, ColumnSpec, ResourceSchema, Values } from '../../src/model/types';
import { renderInHarness } from './harness';

/** The cell a column with this spec draws for a value, rendered alone in the harness. */
function renderCell(column: ColumnSpec, value: unknown, label = 'Value') {
  const schema: ResourceSchema = {
    name: 'cells',
    label: 'Cells',
    idKey: 'id',
    api: { list: { method: 'GET', path: '/cells' } },
    fields: [{ key: 'value', label, column }],
  };
  const [only] = schemaColumns(schema);
  const record: Values = { id: 1, value };
  const render = (only as { render: (value: unknown, record: Values) => ReactNode }).render;
  return renderInHarness(<>{render(value, record)}</>);
}

/** The text a cell shows (rendered and removed again). */
const shows = (display: CellDisplay, value: unknown, more: ColumnSpec = {}) => {
  const { container, unmount } = renderCell({ display, ...more }, value);
  const text = container.textContent;
  unmount();
  return text;
};

describe('cells named by column.display', () => {
  it("'url' is a link opening in a new tab, for web addresses only", () => {
    renderCell({ display: 'url' }, 'https://news.example/a?b=1');
    const link = screen.getByRole('link', { name: 'https://news.example/a?b=1' });
    expect(link.getAttribute('href')).toBe('https://news.example/a?b=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("'url' keeps a javascript: address as text, and shows '--' when empty", () => {
    const { container } = renderCell({ display: 'url' }, 'javascript:alert(1)');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('javascript:alert(1)');
    expect(shows('url', '')).toBe('--');
  });

  it("'email' is a mailto link", () => {
    renderCell({ display: 'email' }, 'ops@demo.test');
    expect(screen.getByRole('link', { name: 'ops@demo.test' }).getAttribute('href')).toBe(
      'mailto:ops@demo.test',
    );
  });

  it("'image' is a thumbnail named by the field's label", () => {
    renderCell({ display: 'image' }, 'https://cdn.example/cover.png', 'Cover');
    const image = screen.getByRole('img', { name: 'Cover' });
    expect(image.getAttribute('src')).toBe('https://cdn.example/cover.png');
    expect(image.getAttribute('width')).toBe('48');
  });

  it("'tag' without options shows each value, of a list or comma-separated text, as a tag", () => {
    renderCell({ display: 'tag' }, 'travel, food');
    expect(screen.getByText('travel').closest('.ant-tag')).toBeTruthy();
    expect(screen.getByText('food').closest('.ant-tag')).toBeTruthy();
    expect(shows('tag', [])).toBe('--');
  });

  it("'number', 'currency' and 'percent' format numbers; blanks show '--'", () => {
    expect(shows('number', 1234567)).toBe('1,234,567');
    expect(shows('number', 3.14159, { decimals: 2 })).toBe('3.14');
    expect(shows('currency', 1234.5)).toBe('$1,234.50');
    expect(shows('currency', 99, { currency: 'EUR', decimals: 0 })).toBe('€99');
    expect(shows('percent', 0.125)).toBe('12.50%');
    expect(shows('percent', 0.5, { decimals: 0 })).toBe('50%');
    expect(shows('currency', null)).toBe('--');
    expect(shows('number', 'n/a')).toBe('n/a');
  });

  it('a format or shownWhen still wins over the display', () => {
    expect(shows('currency', 5, { format: () => 'five' })).toBe('five');
    expect(shows('url', 'https://a.example', { shownWhen: () => false })).toBe('--');
  });
});
