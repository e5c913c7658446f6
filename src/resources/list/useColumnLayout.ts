import { Grid } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { ResourceSchema, Values } from '../../model/types';
import { getUser } from '../../providers/session/session';
import { loadLayout, saveLayout, type ColumnLayout } from './columnPrefs';

/** Where a list's column settings are kept: per list and per user, in this browser. */
export const layoutKey = (schema: ResourceSchema, userId: unknown) =>
  `LIST_COLUMNS_${schema.name}_${String(userId ?? 'anonymous')}`;

/**
 * A list's column settings (shown, order, widths), saved per user like the reports' column choice
 * (the same stored shape, src/resources/list/columnPrefs.ts). Columns marked `offByDefault` in the schema
 * start hidden where the window is narrower than antd's xxl breakpoint (1600 px, a laptop's 1366
 * px among them) and shown on a wider one, where every column fits (Reset hides or shows them
 * again); the column settings show them. A layout the user saved applies at every width.
 */
export function useColumnLayout(schema: ResourceSchema) {
  const offered = useMemo(
    () =>
      schema.fields
        .filter((field) => field.column)
        .map((field) => ({ value: field.key, label: field.label })),
    [schema],
  );
  // Columns a publisher needs less often start hidden where they would not fit (1366 px); from
  // 1600 px on every column fits, and shows.
  const roomy = Boolean(Grid.useBreakpoint().xxl);
  const offByDefault = useMemo(
    () =>
      roomy
        ? []
        : schema.fields
            .filter((field) => typeof field.column === 'object' && field.column.offByDefault)
            .map((field) => field.key),
    [schema, roomy],
  );
  const key = layoutKey(schema, getUser()?.user_id);
  // Another user, list or window width reads its own settings.
  const stateKey = `${key}|${String(roomy)}`;
  const load = () => loadLayout(key, offered, offByDefault);
  const [state, setState] = useState(() => ({ key: stateKey, layout: load() }));
  const layout = state.key === stateKey ? state.layout : load();
  const change = (next: ColumnLayout) => {
    saveLayout(key, offered, next);
    setState({ key: stateKey, layout: next });
  };
  const reset = () => {
    localStorage.removeItem(key);
    setState({ key: stateKey, layout: load() });
  };
  return { offered, layout, change, reset };
}

/** The columns in the layout's order, without the hidden ones, with the widths set. */
export function arrangeColumns(columns: ColumnsType<Values>, layout: ColumnLayout): ColumnsType<Values> {
  const hidden = new Set(layout.hidden);
  const position = (key: unknown) => {
    const index = layout.order.indexOf(String(key));
    return index < 0 ? layout.order.length : index;
  };
  return columns
    .filter((column) => !hidden.has(String(column.key)))
    .sort((a, b) => position(a.key) - position(b.key))
    .map((column) => {
      const width = layout.widths[String(column.key)];
      return width ? { ...column, width } : column;
    });
}
