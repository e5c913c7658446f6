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
 * start hidden (Reset hides them again); the column settings show them.
 */
export function useColumnLayout(schema: ResourceSchema) {
  const offered = useMemo(
    () =>
      schema.fields
        .filter((field) => field.column)
        .map((field) => ({ value: field.key, label: field.label })),
    [schema],
  );
  // Columns a publisher needs less often start hidden, so that a list fits a laptop's 1366 px.
  const offByDefault = useMemo(
    () =>
      schema.fields
        .filter((field) => typeof field.column === 'object' && field.column.offByDefault)
        .map((field) => field.key),
    [schema],
  );
  const key = layoutKey(schema, getUser()?.user_id);
  const load = () => loadLayout(key, offered, offByDefault);
  const [state, setState] = useState(() => ({ key, layout: load() }));
  // Another user (or list) reads its own settings.
  const layout = state.key === key ? state.layout : load();
  const change = (next: ColumnLayout) => {
    saveLayout(key, offered, next);
    setState({ key, layout: next });
  };
  const reset = () => {
    localStorage.removeItem(key);
    setState({ key, layout: load() });
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
