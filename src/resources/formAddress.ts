import type { ResourceSchema, RowAction, Values } from '../model/types';

/**
 * Which form a list shows, as its address holds it: `?create`, `?edit=<id>` or `?view=<id>` in the
 * hash route's query, beside the list's own state (page, filters, sort). A form can so be linked,
 * reloaded and closed with Back.
 */
export type FormAddress = { mode: 'create' } | { mode: 'edit' | 'view'; id: string } | undefined;

const FORM_PARAMS = ['create', 'edit', 'view'] as const;

export const NO_CREATE_FORM = 'This list has no create form';
export const noRecord = (id: string) => `There is no record with ID ${id} in this list`;
export const noForm = (mode: 'edit' | 'view') =>
  mode === 'edit' ? 'This record cannot be edited' : 'This record has no view';

export function readFormAddress(params: URLSearchParams): FormAddress {
  if (params.has('create')) return { mode: 'create' };
  for (const mode of ['edit', 'view'] as const) {
    const id = params.get(mode);
    if (id) return { mode, id };
  }
  return undefined;
}

/** The query with this form's parameter and without the others (none when `address` is undefined). */
export function withFormAddress(params: URLSearchParams, address: FormAddress): URLSearchParams {
  const next = new URLSearchParams(params);
  FORM_PARAMS.forEach((name) => next.delete(name));
  if (address?.mode === 'create') next.set('create', '');
  else if (address) next.set(address.mode, address.id);
  return next;
}

/** The row the address names, among the rows the list shows (ids compared as text). */
export function addressedRow(
  schema: ResourceSchema,
  rows: readonly Values[],
  id: string,
): Values | undefined {
  return rows.find((row) => String(row[schema.idKey]) === id);
}

/** The row action that opens this form ('edit' or 'view'), when the schema has one for the row. */
export function formAction(
  schema: ResourceSchema,
  mode: 'edit' | 'view',
  row: Values,
): Extract<RowAction, { kind: 'edit' | 'view' }> | undefined {
  const action = schema.rowActions?.find((candidate) => candidate.kind === mode);
  if (!action || (action.kind !== 'edit' && action.kind !== 'view')) return undefined;
  return !action.visibleWhen || action.visibleWhen(row) ? action : undefined;
}
