import { HttpResponse } from 'msw';
import { dateCell, labelCell, plainNumber } from '../../common/exportCell';
import { csvCell } from '../../common/formulaSafe';
import { sortableKeys, sortOf, sortRows } from '../../common/listSort';
import { registry } from '../../schemas';
import type { ColumnSpec, FieldDef, ResourceSchema } from '../../model/types';
import { field, text, type Predicate } from '../generic/queryPredicates';
import { ok, paginate } from '../respond';

type Row = object;

/**
 * The sort a hand-written list is asked for: only by a key some schema declares sortable (or
 * its default sort), so a list never orders by what no column shows (a password...).
 */
const askedSort = (query: URLSearchParams) => sortOf(query, registry.flatMap(sortableKeys));

/**
 * The list answer: the rows passing every predicate, newest first, then by the query's sort_field
 * and sort_order when it asks for one (ties stay newest first), paged by page_index and page_size.
 */
export function listAnswer<T extends Row>(rows: T[], query: URLSearchParams, predicates: Predicate<T>[]) {
  const matching = rows
    .filter((row) => predicates.every((predicate) => predicate(row)))
    .sort((a, b) => text(field(b, 'created_time')).localeCompare(text(field(a, 'created_time'))));
  return sortedPage(matching, query);
}

/** A hand-written list's rows (already in its default order) sorted as the query asks, then paged. */
export function sortedPage<T extends Row>(rows: T[], query: URLSearchParams) {
  return ok(paginate(sortRows(rows, askedSort(query)), query.get('page_index'), query.get('page_size')));
}

/**
 * How an export writes one field, for computing with: a code with fixed choices as its label
 * (status 1 as 'Live'), a date-time as written with the zero date empty, a price with two decimals
 * and no separators, a list joined by spaces; anything else as it is (numbers stay numbers).
 */
function exportCell(field: FieldDef | undefined, key: string): (value: unknown) => unknown {
  const spec = typeof field?.column === 'object' ? (field.column as ColumnSpec) : {};
  if (Array.isArray(field?.options)) {
    const options = field.options;
    return (value) => labelCell(options, value);
  }
  if (spec.display === 'dateTime' || key.endsWith('_time')) return dateCell;
  if (field?.kind === 'money' || spec.display === 'money') return (value) => plainNumber(value, 2);
  return (value) => (Array.isArray(value) ? value.join(' ') : value);
}

/**
 * A CSV file (UTF-8 with BOM, so spreadsheet programs read accents) of these keys of the rows,
 * each written as the schema's field says (see exportCell), formula-safe and quoted like the
 * page's exports.
 */
export function csvAnswer(schema: ResourceSchema, keys: string[], rows: Row[], fileName: string): Response {
  const cells = keys.map((key) =>
    exportCell(
      schema.fields.find((candidate) => candidate.key === key),
      key,
    ),
  );
  const lines = [
    keys.join(','),
    ...rows.map((row) => keys.map((key, index) => csvCell(cells[index](field(row, key)))).join(',')),
  ];
  return new HttpResponse(`\uFEFF${lines.join('\n')}\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}
