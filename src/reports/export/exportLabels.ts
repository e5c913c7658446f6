import { shownOptions } from '../../i18n/declared';
import type { ColumnDef, DictionarySource, Option, ReportRow } from '../types';

/** Reads a dictionary's options (the export asks once per labelled column; a failure keeps the codes). */
export type OptionReader = (source: DictionarySource) => Promise<Option[]>;

/** For each column that names its values (a zone, a country, an ad format): code → label. */
export async function columnLabels(
  columns: ColumnDef[],
  read: OptionReader,
): Promise<Map<string, Map<string, string>>> {
  const named = await Promise.all(
    columns
      .filter((column) => column.labels)
      .map(async (column) => {
        const source = column.labels as Option[] | DictionarySource;
        // A declared label in the language shown; a dictionary's come translated from its reader.
        const options = Array.isArray(source)
          ? shownOptions(source)
          : await read(source).catch(() => [] as Option[]);
        return [column.key, new Map(options.map((option) => [option.value, option.label]))] as const;
      }),
  );
  return new Map(named);
}

/** The rows with each labelled cell as the table shows it: its label where one is known, else the value. */
export function labelledRows(rows: ReportRow[], labels: Map<string, Map<string, string>>): ReportRow[] {
  if (!labels.size) return rows;
  return rows.map((row) => {
    const copy = { ...row };
    for (const [key, names] of labels) {
      const label = names.get(String(row[key]));
      if (label !== undefined) copy[key] = label;
    }
    return copy;
  });
}
