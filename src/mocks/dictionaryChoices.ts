import { validateRecord } from '../model/rules';
import type { FieldDef, ResourceSchema, Values } from '../model/types';
import { DICTIONARIES } from './handlers/inventory/dictionaries';

const DICT_PREFIX = '/dict/';

/** The field with its `/dict/...` option source replaced by the dictionary the embedded API serves. */
function withDictionary(field: FieldDef): FieldDef {
  const source = field.options;
  if (!source || Array.isArray(source) || !('path' in source)) return field;
  const path = String(source.path);
  if (!path.startsWith(DICT_PREFIX)) return field;
  const dictionary = DICTIONARIES[path.slice(DICT_PREFIX.length)];
  return dictionary ? { ...field, options: dictionary } : field;
}

/**
 * validateRecord, with choices fed by a dictionary checked too: the server refuses an ad format,
 * zone size or language its own dictionary does not hold.
 */
export function validateWithDictionaries(
  schema: ResourceSchema,
  values: Values,
  mode: 'create' | 'edit',
): string | undefined {
  return validateRecord({ ...schema, fields: schema.fields.map(withDictionary) }, values, mode);
}
