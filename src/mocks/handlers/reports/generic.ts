import type { DimensionDef, MetricDef, MetricFormat, ReportConfig, ReportView } from '../../../reports/types';
import type { ReportModel } from './engine';
import { UTM_SOURCE_NAMES } from '../../../schemas/enums';
import { COUNTRY_CODES, DEVICE_NAMES } from './inventory';
import { cents, tunedModel } from './models';
import { between, unit } from './random';
import { scopedValue, scopesOf } from './scope';
import { scopeItems } from '../../users/scope';

/**
 * The generic report model: plausible, stable rows for any report config, drawn from the tab's
 * declared dimensions and metrics. The same report, tab, day and dimension values always give the
 * same numbers (seeded by their text), so a reload, a sort or an export shows the same rows.
 */

/** Values of the dimensions every console knows; others get made-up ones from their label. */
const KNOWN_VALUES: Record<string, () => string[]> = {
  Country: () => COUNTRY_CODES,
  Device: () => DEVICE_NAMES,
  UtmSource: () => UTM_SOURCE_NAMES,
};

/** How many made-up values a dimension without declared ones gets ('Widget 1' to 'Widget 4'). */
export const MADE_UP_VALUES = 4;

/** Each metric format's default range per row and day; rates and ratios are num / den. */
const DEFAULT_RANGES: Record<MetricFormat, [number, number]> = {
  integer: [50, 5000],
  money: [1, 200],
  rate: [0.01, 0.3],
  decimal: [0.5, 3],
  precise: [0.001, 0.05],
};
const isRatio = (format: MetricFormat) => format === 'rate' || format === 'decimal' || format === 'precise';

/** The values a dimension takes: declared in the config, known, or made up from its label. */
export function dimensionValues(dimension: DimensionDef, declared?: Record<string, string[]>): string[] {
  const own = declared?.[dimension.value];
  if (own?.length) return own;
  const known = KNOWN_VALUES[dimension.value];
  if (known) return known();
  return Array.from({ length: MADE_UP_VALUES }, (_, index) => `${dimension.label} ${index + 1}`);
}

/**
 * A fact's keys for one value of a dimension: the value under the dimension and each of its
 * columns (the first, or the scoped one, the value itself; the others made from it).
 */
function keysOf(dimension: DimensionDef, value: string, scopedKey?: string): Record<string, string> {
  const keys: Record<string, string> = { [dimension.value]: value };
  dimension.columns.forEach((column, index) => {
    const own = scopedKey ? column.key === scopedKey : index === 0;
    keys[column.key] = own ? value : `${value} ${column.title}`;
  });
  return keys;
}

/** The scope entry a dimension carries (one of its columns, or itself, is the scoped key). */
const scopeOfDimension = (view: ReportView, dimension: DimensionDef) =>
  scopesOf(view).find(
    ({ key }) => key === dimension.value || dimension.columns.some((column) => column.key === key),
  );

/** The values of a scoped key: its kind's records, by id or by name. */
const recordValues = (scope: ReturnType<typeof scopesOf>[number]) =>
  scopeItems(scope.kind).map((item) => scopedValue(scope, item));

/** Counts of one fact: an integer or money metric as it is, a ratio as its numerator and denominator. */
function drawCounts(
  metrics: MetricDef[],
  ranges: Record<string, [number, number]>,
  seed: string,
  scale: number,
) {
  const counts: Record<string, number> = {};
  for (const { key, format } of metrics) {
    const [low, high] = ranges[key] ?? DEFAULT_RANGES[format];
    const draw = unit(`${seed}|${key}`);
    if (isRatio(format)) {
      const den = Math.round(between(`${seed}|${key}|den`, 1000, 5000) * scale);
      counts[`${key}.num`] = den * (low + (high - low) * draw);
      counts[`${key}.den`] = den;
    } else if (format === 'money') counts[key] = cents((low + (high - low) * draw) * scale);
    else counts[key] = Math.round((low + (high - low) * draw) * scale);
  }
  return counts;
}

/**
 * The generic model of one tab of a report: a hand-tuned model (./models.ts) whose keys are the
 * tab's dimensions' values and whose counts are drawn per metric, a ratio as its two counts.
 */
export function genericModel(config: ReportConfig, view: ReportView): ReportModel {
  const dimensions = view.dimensions.filter((dimension) => dimension.value !== 'Date');
  const ranges = view.mock?.ranges ?? {};
  // A scoped dimension without declared values takes its records' (so a scope can select them);
  // a scoped key no dimension shows is drawn for every fact all the same, hidden.
  const valuesOf = (dimension: DimensionDef) => {
    const scope = scopeOfDimension(view, dimension);
    return scope && !view.mock?.values?.[dimension.value]
      ? { values: recordValues(scope), scopedKey: scope.key }
      : { values: dimensionValues(dimension, view.mock?.values), scopedKey: undefined };
  };
  const shown = new Set(
    dimensions.flatMap((dimension) => [dimension.value, ...dimension.columns.map((c) => c.key)]),
  );
  const hidden = scopesOf(view).filter((scope) => !shown.has(scope.key));
  const keys = () =>
    Object.fromEntries([
      ...dimensions.map((dimension) => {
        const { values, scopedKey } = valuesOf(dimension);
        return [
          dimension.value,
          values.map((value) => ({ key: value, extra: keysOf(dimension, value, scopedKey) })),
        ];
      }),
      ...hidden.map((scope) => [scope.key, recordValues(scope).map((value) => ({ key: value }))]),
    ]);
  const ratios = view.metrics.filter(({ format }) => isRatio(format));
  return tunedModel(
    `generic:${config.id}:${view.key}`,
    {
      keys,
      draws: (seed, scale) => drawCounts(view.metrics, ranges, `${config.id}|${seed}`, scale),
      metrics: Object.fromEntries(ratios.map(({ key }) => [key, [`${key}.num`, `${key}.den`]])),
    },
    view,
  );
}
