import type { ApiCall, ResourceSchema, RowAction, Values } from '../../model/types';

export type BulkKind = 'delete' | 'enable' | 'disable';

/** One action the selection bar offers, derived from the schema (no resource declares its own). */
export interface BulkAction {
  kind: BulkKind;
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
}

type CallRowAction = Extract<RowAction, { kind: 'call' }>;

const isDeleteAction = (action: RowAction): action is CallRowAction =>
  action.kind === 'call' && action.call.method === 'DELETE';

export const NOT_AVAILABLE = 'Not available for this record';

/** A row action's own conditions: hidden or disabled on this row means it cannot be done in bulk. */
function rowActionRefusal(action: CallRowAction, record: Values): string | undefined {
  if (action.visibleWhen && !action.visibleWhen(record)) return NOT_AVAILABLE;
  if (action.enabledWhen && !action.enabledWhen(record)) return action.disabledReason ?? NOT_AVAILABLE;
  return undefined;
}

/**
 * The bulk actions of a list: Delete where the schema has a Delete row action (a DELETE call),
 * Enable and Disable where it declares a status toggle. Empty: the list has no row selection.
 */
export function bulkActions(schema: ResourceSchema): BulkAction[] {
  const actions: BulkAction[] = [];
  const remove = (schema.rowActions ?? []).find(isDeleteAction);
  if (remove) {
    actions.push({
      kind: 'delete',
      call: remove.call,
      values: (record) => record,
      access: remove.access,
      unavailable: (record) => rowActionRefusal(remove, record),
      alreadyDone: () => false,
    });
  }
  const toggle = schema.statusToggle;
  if (toggle) {
    for (const [kind, status] of [
      ['enable', toggle.on],
      ['disable', toggle.off],
    ] as const) {
      actions.push({
        kind,
        call: toggle.call,
        values: (record) => ({ ...record, [toggle.key]: status }),
        access: toggle.access,
        unavailable: () => undefined,
        alreadyDone: (record) => String(record[toggle.key]) === String(status),
      });
    }
  }
  return actions;
}

/** What names a row to a person: its first text column other than the id; undefined when none. */
export function recordTitle(schema: ResourceSchema, record: Values): string | undefined {
  const named = schema.fields.find(
    (field) =>
      field.column &&
      field.key !== schema.idKey &&
      (field.kind === undefined || field.kind === 'text') &&
      !field.options &&
      typeof record[field.key] === 'string' &&
      record[field.key] !== '',
  );
  return named ? String(record[named.key]) : undefined;
}

/** How a row is named in a failure summary: its title and its id. */
export function recordName(schema: ResourceSchema, record: Values): string {
  const id = String(record[schema.idKey]);
  const title = recordTitle(schema, record);
  return title === undefined ? id : `${title} (${id})`;
}
