import { useMemo, useState } from 'react';
import { loadColumns, saveColumns } from '../../resources/list/columnPrefs';
import type { ReportView } from '../types';

/** The visible metrics of a view: the saved Custom choice, else the defaults. */
export function useColumnChoice(view: ReportView) {
  const offered = useMemo(
    () => view.metrics.map((metric) => ({ value: metric.key, label: metric.title })),
    [view],
  );
  const defaults = view.defaultMetrics ?? offered.map((option) => option.value);
  const [visible, setVisible] = useState(() =>
    view.custom
      ? loadColumns(view.custom.storageKey, offered, defaults, view.custom.resetOnLabelMismatch)
      : defaults,
  );
  const save = (chosen: string[]) => {
    if (view.custom) saveColumns(view.custom.storageKey, offered, chosen);
    setVisible(chosen);
  };
  return { offered, visible, save };
}
