import { useDataProvider } from '@refinedev/core';
import type { TableRowSelection } from 'antd/es/table/interface';
import { App, Tooltip, type CheckboxProps, type TablePaginationConfig } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import type { ResourceSchema, Values } from '../../model/types';
import { saveFailure } from '../actions/saveOutcome';
import { bulkActions, type BulkAction } from './bulkActions';
import { recordName } from '../recordNames';
import { BulkBar, type BulkProgress, type BulkSummary } from './BulkBar';
import { bulkLabel, bulkQuestion, DELETE_WARNING, recordsText, selectRowText } from './bulkTexts';
import { recordCall } from './recordCall';
import { bulkRefusal, unselectableBecause } from './rowRefusal';
import { runBulk, SKIPPED } from './runBulk';
import { SelectAllTitle } from './SelectAllTitle';
import { useUndoable } from '../undo/useUndoable';
import { asRun, ROW_RUNNING } from '../actions/actionRuns';
import { useMessage } from '../../providers/notifications/useMessage';
import { useOneAtATime } from '../../ui/useOneAtATime';

/** A selected row as a bulk action will treat it. */
interface Step {
  record: Values;
  /** Why it is not called (listed as failed). */
  refusal?: string;
  /** Already as asked: not called, counted apart. */
  already: boolean;
}

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
    refresh: () => unknown;
  },
): {
  rowSelection?: TableRowSelection<Values>;
  bar: ReactNode;
} {
  const actions = useMemo(() => bulkActions(schema), [schema]);
  const [selected, setSelected] = useState<Values[]>([]);
  const [progress, setProgress] = useState<BulkProgress>();
  const [summary, setSummary] = useState<BulkSummary>();
  const dataProvider = useDataProvider();
  const { modal } = App.useApp();
  const hold = useUndoable();
  const message = useMessage();
  // One start at a time: from OK until the rows are decided and the action runs (or is held).
  const { once, pending } = useOneAtATime();

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

  /**
   * Each row decided first: refused by its own conditions or the access rules (listed as failed,
   * not called), already as asked (counted apart), or to be called.
   */
  const plan = (action: BulkAction, records: Values[]): Promise<Step[]> =>
    Promise.all(
      records.map(async (record) => ({
        record,
        refusal: await bulkRefusal(schema, action, record),
        already: action.alreadyDone(record),
      })),
    );

  /** One row's call; an answer the action reads as not done (ads.txt lines missing) is its failure. */
  const perform = async (action: BulkAction, step: Step) => {
    if (step.refusal) throw new Error(t(step.refusal));
    if (step.already) return SKIPPED;
    let answer: unknown;
    try {
      answer = (await dataProvider().custom?.(recordCall(action.call, action.values(step.record))))?.data;
    } catch (error) {
      throw new Error(saveFailure(error), { cause: error });
    }
    const failure = action.failure?.((answer as { data?: unknown } | undefined)?.data);
    if (failure) throw new Error(t(failure));
  };

  const execute = async (action: BulkAction, steps: Step[]) => {
    setSummary(undefined);
    setProgress({ finished: 0, total: steps.length });
    const outcome = await runBulk(steps, (step) => perform(action, step), {
      concurrency: action.concurrency,
      onProgress: (finished) => setProgress({ finished, total: steps.length }),
    });
    setProgress(undefined);
    setSummary({
      action,
      total: steps.length,
      done: outcome.done.length,
      already: outcome.skipped.length,
      failed: outcome.failed.map(({ item, reason }) => ({ name: recordName(schema, item.record), reason })),
    });
    await refresh();
  };

  /** A delete or a status change shows at once and waits for Undo's time (useUndoable); others go now. */
  const proceed = async (action: BulkAction, records: Values[]) => {
    const steps = await plan(action, records);
    setSelected([]);
    const called = steps.filter((step) => !step.refusal && !step.already);
    if (!action.effect || !called.length) return execute(action, steps);
    void hold({
      resource: schema.name,
      ids: called.map((step) => step.record[schema.idKey]),
      effect: action.effect,
      subject: `${bulkLabel(action.texts)}: ${recordsText(called.length)}`,
      send: () => execute(action, steps),
    });
  };

  /**
   * An action the rows also offer, sent at once (Verify ads.txt), is the action's one run while it
   * goes on (actionRuns.ts): not started while a row's own runs, and the rows wait for it.
   */
  const start = once(async (action: BulkAction, records: Values[]) => {
    if (!action.runKey) return proceed(action, records);
    const rows = records.map((record) => String(record[schema.idKey]));
    const ran = await asRun(action.runKey, { rows, bulk: true }, () => proceed(action, records));
    if (!ran) void message.warning(t(ROW_RUNNING));
  });

  const ask = (action: BulkAction) => {
    const records = selected;
    modal.confirm({
      title: bulkQuestion(action.texts, records.length),
      content: action.danger ? t(DELETE_WARNING) : undefined,
      okText: bulkLabel(action.texts),
      okButtonProps: { danger: action.danger },
      cancelText: t('Cancel'),
      onOk: () => void start(action, records),
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
        starting={pending}
        summary={summary}
        onRun={ask}
        onClear={() => setSelected([])}
        onCloseSummary={() => setSummary(undefined)}
      />
    ),
  };
}
