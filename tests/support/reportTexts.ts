import type {
  ColumnDef,
  DictionarySource,
  DimensionDef,
  FilterDef,
  Option,
  ReportConfig,
  ReportView,
} from '../../src/reports/types';

/*
 * The texts a report config shows, read from its typed structure, as the report's parts show them
 * (each translates its texts where it renders them): the catalogue test asks every one of them for
 * its Chinese. Dictionaries' labels come from their calls and are the server's texts.
 */

const optionTexts = (source: Option[] | DictionarySource | undefined) =>
  Array.isArray(source) ? source.map((option) => option.label) : [];

const columnTexts = (column: ColumnDef): (string | undefined)[] => [
  column.title,
  column.tooltip,
  ...optionTexts(column.labels),
];

const dimensionTexts = (dimension: DimensionDef) => [
  dimension.label,
  ...dimension.columns.flatMap(columnTexts),
];

const filterTexts = (filter: FilterDef) => [
  filter.label,
  ...(filter.kind === 'options' ? optionTexts(filter.options) : []),
];

const viewTexts = (view: ReportView): (string | undefined)[] => [
  view.tabLabel,
  ...view.filters.flatMap(filterTexts),
  ...view.dimensions.flatMap(dimensionTexts),
  ...view.metrics.flatMap(columnTexts),
  ...optionTexts(view.graph?.dimensions),
];

/** Every text a report config declares for the screen: title, tabs, filters, columns, alerts. */
export function reportTexts(config: ReportConfig): string[] {
  const texts: (string | undefined)[] = [
    config.title,
    config.exportLabel,
    config.permission?.text,
    ...config.views.flatMap(viewTexts),
  ];
  return texts.filter((text): text is string => typeof text === 'string' && text !== '');
}
