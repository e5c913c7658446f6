import { FORM_PARAMS } from '../../common/formParams';
import type { ResourceSchema, RowAction, Values } from '../../model/types';
import { t } from '../../i18n';

/**
 * Which form a list shows, as its address holds it: `?create`, `?edit=<id>` or `?view=<id>` in the
 * hash route's query, beside the list's own state (page, filters, sort). A form can so be linked,
 * reloaded and closed with Back.
 */
export type FormAddress = { mode: 'create' } | { mode: 'edit' | 'view'; id: string } | undefined;

export const NO_CREATE_FORM = 'This list has no create form';
export const noRecord = (id: string) => t('There is no record with ID {{id}} in this list', { id });
export const noForm = (mode: 'edit' | 'view') =>
  mode === 'edit' ? 'This record cannot be edited' : 'This record has no view';

export function readFormAddress(search: string): FormAddress {
  const params = new URLSearchParams(search);
  if (params.has('create')) return { mode: 'create' };
  for (const mode of ['edit', 'view'] as const) {
    const id = params.get(mode);
    if (id) return { mode, id };
  }
  return undefined;
}

const isFormParam = (part: string) => {
  const name = part.split('=')[0];
  return (FORM_PARAMS as readonly string[]).includes(name);
};

/**
 * The query (with its '?', or '') holding this form's parameter and none of the others. The list's
 * own parameters are kept as written, byte for byte (their encoding is the routerProvider's).
 */
export function withFormAddress(search: string, address: FormAddress): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part && !isFormParam(part));
  if (address?.mode === 'create') parts.push('create');
  else if (address) parts.push(`${address.mode}=${encodeURIComponent(address.id)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The row the address names, among the rows the list shows (ids compared as text). */
export function addressedRow(
  schema: ResourceSchema,
  rows: readonly Values[],
  id: string,
): Values | undefined {
  return rows.find((row) => String(row[schema.idKey]) === id);
}

/** The row action that opens this form ('edit' or 'view'), when the schema offers it for the row. */
export function formAction(
  schema: ResourceSchema,
  mode: 'edit' | 'view',
  row: Values,
): Extract<RowAction, { kind: 'edit' | 'view' }> | undefined {
  const action = schema.rowActions?.find((candidate) => candidate.kind === mode);
  if (!action || (action.kind !== 'edit' && action.kind !== 'view')) return undefined;
  return !action.visibleWhen || action.visibleWhen(row) ? action : undefined;
}
