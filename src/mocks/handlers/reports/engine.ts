import { dataRevision } from '../../store/db';
import { daysBetween, reportDays } from './days';

/** One generated fact: a day, its keys (site, country...) and additive counts. */
export interface Fact {
  day: string;
  keys: Record<string, string>;
  counts: Record<string, number>;
}

/** How one report's data is generated, filtered, grouped and turned into metrics. */
export interface ReportModel {
  name: string;
  /** The facts of one day, drawn deterministically from the day and the keys. */
  factsOfDay: (day: string) => Fact[];
  /** Payload field → fact key: a list matches any of its values, a text matches exactly. */
  filters: Record<string, string>;
  /** Dimension → the row columns it brings (default: the fact key of the same name). */
  dimensionColumns?: Record<string, (keys: Record<string, string>) => Record<string, string>>;
  /** Metrics from summed counts; a rate with nothing to divide is null ('--'). */
  derive: (counts: Record<string, number>) => Record<string, number | null>;
}

/** Which facts the asking user may see (their group's data scope); every fact when absent. */
export type FactFilter = (fact: Fact) => boolean;
const everyFact: FactFilter = () => true;

export interface ReportQuery {
  start: string;
  end: string;
  filters: Record<string, unknown>;
  dimensions: string[];
  sort?: { field: string; order: 'asc' | 'desc' };
  page: number;
  size: number;
}

export type Row = Record<string, string | number | null>;

/** Generated facts per model and day, kept until the data they are drawn from changes. */
const factCache = new Map<string, Fact[]>();
let cachedRevision = -1;

function facts(model: ReportModel, start: string, end: string): Fact[] {
  if (cachedRevision !== dataRevision()) {
    factCache.clear();
    cachedRevision = dataRevision();
  }
  const known = new Set(reportDays());
  return daysBetween(start, end)
    .filter((day) => known.has(day))
    .flatMap((day) => {
      const key = `${model.name}|${day}`;
      if (!factCache.has(key)) factCache.set(key, model.factsOfDay(day));
      return factCache.get(key) as Fact[];
    });
}

/** The facts of the query's days the user may see that its filters keep. */
const factsShown = (model: ReportModel, query: ReportQuery, visible: FactFilter) =>
  facts(model, query.start, query.end).filter((fact) => visible(fact) && matches(model, fact, query.filters));

function matches(model: ReportModel, fact: Fact, filters: Record<string, unknown>): boolean {
  return Object.entries(model.filters).every(([param, key]) => {
    const wanted = filters[param];
    if (wanted === undefined || wanted === null || wanted === '') return true;
    if (Array.isArray(wanted)) return wanted.length === 0 || wanted.map(String).includes(fact.keys[key]);
    return String(wanted).trim() === fact.keys[key];
  });
}

const add = (into: Record<string, number>, counts: Record<string, number>) => {
  for (const [name, value] of Object.entries(counts)) into[name] = (into[name] ?? 0) + value;
};

const round = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);

function columnsOf(model: ReportModel, dimension: string, fact: Fact): Record<string, string> {
  if (dimension === 'Date') return { Date: fact.day };
  const custom = model.dimensionColumns?.[dimension];
  return custom ? custom(fact.keys) : { [dimension]: fact.keys[dimension] ?? '' };
}

function metricsOf(model: ReportModel, counts: Record<string, number>): Row {
  return Object.fromEntries(
    Object.entries(model.derive(counts)).map(([name, value]) => [name, round(value)]),
  );
}

function compare(field: string, order: 'asc' | 'desc') {
  const direction = order === 'asc' ? 1 : -1;
  return (a: Row, b: Row) => {
    const left = a[field];
    const right = b[field];
    if (left === right) return 0;
    if (left === null || left === undefined) return -direction;
    if (right === null || right === undefined) return direction;
    return (left < right ? -1 : 1) * direction;
  };
}

/** A report answer: the page of grouped rows, the Total row and the count of rows. */
export function runReport(model: ReportModel, query: ReportQuery, visible: FactFilter = everyFact) {
  const groups = new Map<string, { columns: Record<string, string>; counts: Record<string, number> }>();
  const all: Record<string, number> = {};
  const dimensions = query.dimensions.filter((dimension) => typeof dimension === 'string');
  for (const fact of factsShown(model, query, visible)) {
    add(all, fact.counts);
    const columns = Object.assign({}, ...dimensions.map((dimension) => columnsOf(model, dimension, fact)));
    const key = JSON.stringify(columns);
    const group = groups.get(key) ?? { columns, counts: {} };
    add(group.counts, fact.counts);
    groups.set(key, group);
  }
  const rows: Row[] = [...groups.values()].map((group) => ({
    ...group.columns,
    ...metricsOf(model, group.counts),
  }));
  const sort = query.sort ?? { field: 'Date', order: 'desc' };
  const byDate = compare('Date', 'desc');
  rows.sort((a, b) => compare(sort.field, sort.order)(a, b) || byDate(a, b));
  const size = Math.max(1, query.size);
  const page = Math.max(1, query.page);
  return {
    rows: rows.slice((page - 1) * size, page * size),
    total_rows: groups.size ? metricsOf(model, all) : {},
    total: rows.length,
  };
}

/** Graph data: the dates of the range as xData, one series per value of the dimension ('Total': one). */
export function runGraph(
  model: ReportModel,
  query: ReportQuery,
  metric: string,
  dimension: string,
  visible: FactFilter = everyFact,
) {
  const known = new Set(reportDays());
  const xData = daysBetween(query.start, query.end).filter((day) => known.has(day));
  const series = new Map<string, Map<string, Record<string, number>>>();
  for (const fact of factsShown(model, query, visible)) {
    const name = dimension === 'Total' ? 'Total' : (fact.keys[dimension] ?? 'Total') || '--';
    const byDay = series.get(name) ?? new Map<string, Record<string, number>>();
    const counts = byDay.get(fact.day) ?? {};
    add(counts, fact.counts);
    byDay.set(fact.day, counts);
    series.set(name, byDay);
  }
  const yData = Object.fromEntries(
    [...series.entries()].map(([name, byDay]) => [
      name,
      xData.map((day) => round(model.derive(byDay.get(day) ?? {})[metric] ?? null)),
    ]),
  );
  return { xData, yData };
}
