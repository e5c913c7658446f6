import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { ResourceSchema, Values } from '../model/types';
import { getUser } from '../providers/session';
import { loadLayout, saveLayout, type ColumnLayout } from './columnPrefs';

/** Where a list's column settings are kept: per list and per user, in this browser. */
export const layoutKey = (schema: ResourceSchema, userId: unknown) =>
  `LIST_COLUMNS_${schema.name}_${String(userId ?? 'anonymous')}`;

/**
 * A list's column settings (shown, order, widths), saved per user like the reports' column choice
 * (the same stored shape, src/resources/columnPrefs.ts).
 */
export function useColumnLayout(schema: ResourceSchema) {
  const offered = useMemo(
    () =>
      schema.fields
        .filter((field) => field.column)
        .map((field) => ({ value: field.key, label: field.label })),
    [schema],
  );
  const key = layoutKey(schema, getUser()?.user_id);
  const [state, setState] = useState(() => ({ key, layout: loadLayout(key, offered) }));
  // Another user (or list) reads its own settings.
  const layout = state.key === key ? state.layout : loadLayout(key, offered);
  const change = (next: ColumnLayout) => {
    saveLayout(key, offered, next);
    setState({ key, layout: next });
  };
  const reset = () => {
    localStorage.removeItem(key);
    setState({ key, layout: loadLayout(key, offered) });
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
