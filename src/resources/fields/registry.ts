import type { FieldKind } from '../../model/types';
import { color } from './kinds/color';
import type { FieldKindView } from './kinds/kind';
import { lines } from './kinds/lines';
import { lookup } from './kinds/lookup';
import { menuTree } from './kinds/menuTree';
import { money } from './kinds/money';
import { number } from './kinds/number';
import { pairs } from './kinds/pairs';
import { password } from './kinds/password';
import { reference } from './kinds/reference';
import { multiSelect, select } from './kinds/select';
import { text } from './kinds/text';
import { textarea } from './kinds/textarea';

/**
 * Every field kind and its view (kinds/<kind>): input, cell and query mapping. A kind added to
 * FieldKind (src/model/types.ts) must be added here too, or the typecheck fails. 'dateTime' and
 * 'hidden' edit as text ('hidden' fields are not shown at all, see SchemaForm).
 */
export const FIELD_KINDS: Record<FieldKind, FieldKindView> = {
  text,
  textarea,
  password,
  number,
  select,
  multiSelect,
  color,
  dateTime: text,
  money,
  lookup,
  lines,
  pairs,
  menuTree,
  reference,
  hidden: text,
};

export const kindOf = (kind: FieldKind | undefined): FieldKindView => FIELD_KINDS[kind ?? 'text'];
