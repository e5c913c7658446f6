import { useDataProvider } from '@refinedev/core';
import type { TableRowSelection } from 'antd/es/table/interface';
import { App, type CheckboxProps, type TablePaginationConfig } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import type { ResourceSchema, Values } from '../../model/types';
import { accessControlProvider } from '../../providers/access/accessControlProvider';
import { saveFailure } from '../actions/saveOutcome';
import { bulkActions, recordName, type BulkAction } from './bulkActions';
import { BulkBar, type BulkProgress, type BulkSummary } from './BulkBar';
import { bulkLabel, bulkQuestion, DELETE_WARNING, selectRowText } from './bulkTexts';
import { recordCall } from './recordCall';
import { runBulk } from './runBulk';
import { SelectAllTitle } from './SelectAllTitle';

/**
 * Row selection and bulk actions for a list whose rows can be deleted or switched on and off (see
 * bulkActions). The selection holds rows of the page shown: it clears when the page, its size, the
 * filters or the sort change, and after an action, which then reloads the list.
 * No selection at all for a list with no bulk action.
 */
export function useBulkSelection(
  schema: ResourceSchema,
  {
    pagination,
    filters,
    sorters,
    refresh,
  }: {
    pagination: TablePaginationConfig | false | undefined;
    filters: unknown;
    sorters: unknown;
    refresh: () => void;
  },
): { rowSelection?: TableRowSelection<Values>; bar: ReactNode } {
  const actions = useMemo(() => bulkActions(schema), [schema]);
  const [selected, setSelected] = useState<Values[]>([]);
  const [progress, setProgress] = useState<BulkProgress>();
  const [summary, setSummary] = useState<BulkSummary>();
  const dataProvider = useDataProvider();
  const { modal } = App.useApp();

  const page = pagination ? [pagination.current, pagination.pageSize] : [];
  const resetKey = JSON.stringify([page, filters, sorters]);
  useEffect(() => setSelected([]), [resetKey]);

  /** One row: refused by its own conditions or the access rules, else the action's call. */
  const perform = async (action: BulkAction, record: Values) => {
    const unavailable = action.unavailable(record);
    if (unavailable) throw new Error(t(unavailable));
    if (action.access) {
      const answer = await accessControlProvider.can({
        resource: schema.name,
        action: action.access,
        params: { record },
      });
      if (!answer.can) throw new Error(t(answer.reason ?? 'service error'));
    }
    if (action.alreadyDone(record)) return;
    try {
      await dataProvider().custom?.(recordCall(action.call, action.values(record)));
    } catch (error) {
      throw new Error(saveFailure(error), { cause: error });
    }
  };

  const execute = async (action: BulkAction, records: Values[]) => {
    setSummary(undefined);
    setProgress({ finished: 0, total: records.length });
    const outcome = await runBulk(records, (record) => perform(action, record), {
      onProgress: (finished) => setProgress({ finished, total: records.length }),
    });
    setProgress(undefined);
    setSelected([]);
    setSummary({
      kind: action.kind,
      total: records.length,
      done: outcome.done.length,
      failed: outcome.failed.map(({ item, reason }) => ({ name: recordName(schema, item), reason })),
    });
    refresh();
  };

  const ask = (action: BulkAction) => {
    const records = selected;
    modal.confirm({
      title: bulkQuestion(action.kind, records.length),
      content: action.kind === 'delete' ? t(DELETE_WARNING) : undefined,
      okText: bulkLabel(action.kind),
      okButtonProps: { danger: action.kind === 'delete' },
      cancelText: t('Cancel'),
      onOk: () => void execute(action, records),
    });
  };

  if (!actions.length) return { bar: null };
  return {
    rowSelection: {
      fixed: true,
      columnTitle: (checkbox) => <SelectAllTitle checkbox={checkbox} />,
      selectedRowKeys: selected.map((record) => record[schema.idKey] as string),
      onChange: (_keys, rows) => setSelected(rows),
      // antd hands the props to the checkbox's input; its type leaves aria-label out.
      getCheckboxProps: (record) =>
        ({ 'aria-label': selectRowText(recordName(schema, record)) }) as CheckboxProps,
    },
    bar: (
      <BulkBar
        actions={actions}
        count={selected.length}
        progress={progress}
        summary={summary}
        onRun={ask}
        onClear={() => setSelected([])}
        onCloseSummary={() => setSummary(undefined)}
      />
    ),
  };
}
