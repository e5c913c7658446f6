import type { ApiCall, BulkSpec, ResourceSchema, RowAction, Values } from '../../model/types';
import type { Effect } from '../undo/pendingChanges';
import { undoEffect } from '../undo/undoEffect';
import { isRun, runKey } from '../actions/actionRuns';
import { DELETE_TEXTS, declaredTexts, STATUS_TEXTS, type BulkTexts } from './bulkTexts';

/** One action the selection bar offers, from the schema: a row action declaring `bulk`, or the status toggle. */
export interface BulkAction {
  /** 'delete', 'enable', 'disable', else the row action's label. */
  kind: string;
  /** The button's text (English, the catalogue key). */
  label: string;
  /** The question and the summary. */
  texts: BulkTexts;
  /** A red button and a warning in the question (deletes). */
  danger: boolean;
  /** The call made for one row; its path and body are filled from `values(record)`. */
  call: ApiCall;
  /** What fills the call for a row (the record, or the record with the status to set). */
  values: (record: Values) => Values;
  /** The accessControlProvider's action name for each row (e.g. 'delete', 'status'). */
  access?: string;
  /** Rows the action cannot apply to (hidden or disabled on the row), with the row's reason. */
  unavailable: (record: Values) => string | undefined;
  /** Rows already as the action would leave them (enabling an enabled row): nothing to call. */
  alreadyDone: (record: Values) => boolean;
  /** Rows called at the same time (default: runBulk's). */
  concurrency?: number;
  /** What the rows show at once while the calls wait for Undo's time; none: sent at once. */
  effect?: Effect;
  /** Why a row's answer means it was not done. */
  failure?: (answer: unknown) => string | undefined;
  /** Its one-at-a-time run, shared with the row action's own (actionRuns.ts): none when undoable. */
  runKey?: string;
}

type BulkRowAction = Extract<RowAction, { kind: 'call' | 'edit' | 'custom' }>;

export const NOT_AVAILABLE = 'Not available for this record';

/** A row action's own conditions: hidden or disabled on this row means it cannot be done in bulk. */
function rowActionRefusal(action: RowAction, record: Values): string | undefined {
  if (action.visibleWhen && !action.visibleWhen(record)) return NOT_AVAILABLE;
  if (action.enabledWhen && !action.enabledWhen(record)) return action.disabledReason ?? NOT_AVAILABLE;
  return undefined;
}

/** The call a declared row action makes for one row: its `bulk.call`, a call action's own, an edit's update. */
function bulkCall(schema: ResourceSchema, action: BulkRowAction, spec: BulkSpec): ApiCall | undefined {
  if (spec.call) return spec.call;
  if (action.kind === 'call') return action.call;
  return action.kind === 'edit' ? schema.api.update : undefined;
}

/** Whether a row already shows what the effect would set (nothing to call then). */
const alreadySet = (effect: Effect | undefined) => (record: Values) =>
  Boolean(effect && 'sets' in effect) &&
  Object.entries((effect as { sets: Values }).sets).every(
    ([key, value]) => String(record[key]) === String(value),
  );

/** A row action declaring `bulk`, as the bar offers it. */
function declared(schema: ResourceSchema, action: BulkRowAction): BulkAction | undefined {
  const spec: BulkSpec = action.bulk === true ? {} : (action.bulk ?? {});
  const call = bulkCall(schema, action, spec);
  if (!call) return undefined;
  const remove = call.method === 'DELETE';
  const label = action.label ?? 'Edit';
  const effect = undoEffect(action);
  return {
    kind: remove ? 'delete' : label,
    label,
    texts: spec.texts ? { ...spec.texts, label } : remove ? DELETE_TEXTS : declaredTexts(label),
    danger: remove,
    call,
    values: (record) => record,
    access: action.access,
    unavailable: (record) => rowActionRefusal(action, record),
    alreadyDone: alreadySet(effect),
    concurrency: spec.concurrency,
    effect,
    failure: spec.failure,
    runKey: isRun(action) ? runKey(schema.name, label) : undefined,
  };
}

/**
 * The bulk actions of a list: each row action declaring `bulk` (Delete, Retry, Verify ads.txt...),
 * in the schema's order, then Enable and Disable where it declares a status toggle. Empty: the
 * list has no row selection.
 */
export function bulkActions(schema: ResourceSchema): BulkAction[] {
  const actions = (schema.rowActions ?? [])
    .filter((action): action is BulkRowAction => 'bulk' in action && Boolean(action.bulk))
    .flatMap((action) => declared(schema, action) ?? []);
  const toggle = schema.statusToggle;
  if (toggle) {
    for (const [kind, status] of [
      ['enable', toggle.on],
      ['disable', toggle.off],
    ] as const) {
      const effect = { sets: { [toggle.key]: status } };
      actions.push({
        kind,
        label: STATUS_TEXTS[kind].label,
        texts: STATUS_TEXTS[kind],
        danger: false,
        call: toggle.call,
        values: (record) => ({ ...record, [toggle.key]: status }),
        access: toggle.access,
        unavailable: () => undefined,
        alreadyDone: alreadySet(effect),
        effect,
      });
    }
  }
  return actions;
}
