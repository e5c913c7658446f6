import { useDataProvider } from '@refinedev/core';
import type { TableRowSelection } from 'antd/es/table/interface';
import { App, Tooltip, type CheckboxProps, type TablePaginationConfig } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import type { ResourceSchema, Values } from '../../model/types';
import { saveFailure } from '../actions/saveOutcome';
import { bulkActions, recordName, type BulkAction } from './bulkActions';
import { BulkBar, type BulkProgress, type BulkSummary } from './BulkBar';
import { bulkLabel, bulkQuestion, DELETE_WARNING, selectRowText } from './bulkTexts';
import { recordCall } from './recordCall';
import { bulkRefusal, unselectableBecause } from './rowRefusal';
import { runBulk, SKIPPED } from './runBulk';
import { SelectAllTitle } from './SelectAllTitle';

/**
 * Row selection and bulk actions for a list whose rows can be deleted or switched on and off (see
 * bulkActions). The selection holds rows of the page shown: it clears when the page, its size, the
 * filters or the sort change, and after an action, which then reloads the list. A row no action
 * can ever be done to (the admin user) cannot be selected: its checkbox is disabled, with why.
 * No selection at all for a list with no bulk action.
 */
export function useBulkSelection(
  schema: ResourceSchema,
  {
    rows,
    pagination,
    filters,
    sorters,
    refresh,
  }: {
    /** The rows shown. */
    rows: readonly Values[] | undefined;
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

  // The shown rows no action can be done to, by id, with the reasons (asked anew when the rows
  // change: the table hands a new array at each render, so they are compared by content).
  const [unselectable, setUnselectable] = useState<Record<string, string[]>>({});
  const rowsKey = JSON.stringify(rows ?? []);
  useEffect(() => {
    const rows = JSON.parse(rowsKey) as Values[];
    let current = true;
    const ask = async (record: Values) =>
      [String(record[schema.idKey]), await unselectableBecause(schema, actions, record)] as const;
    void Promise.all(rows.map(ask)).then((answers) => {
      const refused = answers.filter((answer): answer is [string, string[]] => Boolean(answer[1]));
      if (current) setUnselectable(Object.fromEntries(refused));
    });
    return () => {
      current = false;
    };
  }, [rowsKey, actions, schema]);

  /** One row: refused by its own conditions or the access rules, else the action's call. */
  const perform = async (action: BulkAction, record: Values) => {
    const refusal = await bulkRefusal(schema, action, record);
    if (refusal) throw new Error(t(refusal));
    if (action.alreadyDone(record)) return SKIPPED;
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
      already: outcome.skipped.length,
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
        ({
          'aria-label': selectRowText(recordName(schema, record)),
          disabled: Boolean(unselectable[String(record[schema.idKey])]),
        }) as CheckboxProps,
      // A disabled checkbox says why in a tooltip.
      renderCell: (_checked, record, _index, node) => {
        const reasons = unselectable[String(record[schema.idKey])];
        if (!reasons) return node;
        return (
          <Tooltip
            title={reasons.map((reason) => (
              <div key={reason}>{t(reason)}</div>
            ))}
          >
            <span className="bulk-unselectable">{node}</span>
          </Tooltip>
        );
      },
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
