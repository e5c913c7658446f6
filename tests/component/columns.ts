import type { ResourceSchema } from '../../src/model/types';
import { getUser } from '../../src/providers/session/session';
import { saveLayout } from '../../src/resources/list/columnPrefs';
import { layoutKey } from '../../src/resources/list/useColumnLayout';

/**
 * Shows the signed-in user every column of a list, those off by default too, as ticking them all
 * in the list's column settings would: for the tests of the spec's columns and their cells.
 */
export function showEveryColumn(schema: ResourceSchema): void {
  const offered = schema.fields
    .filter((field) => field.column)
    .map((field) => ({ value: field.key, label: field.label }));
  const order = offered.map((option) => option.value);
  saveLayout(layoutKey(schema, getUser()?.user_id), offered, { order, hidden: [], widths: {} });
}
