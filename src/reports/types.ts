/** The shape of a report config: one per report, read by the generic ReportPage. */
import type { MenuGroupPath } from '../common/menuGroups';
import type { LookupSpec, Option as ModelOption } from '../model/types';

/** How a metric prints: rates as percentages with two decimals, money and decimals with two, 'precise' with four (per-view revenue). */
export type MetricFormat = 'integer' | 'decimal' | 'money' | 'rate' | 'precise';

/** The search ads cooperation line of the signed-in company (GET /search_ad/cooperation_line). */
export type CooperationLine = 'SSP' | 'other';

/** Report choices (dimensions, filter options) are the schema model's options, valued by text. */
export type Option = ModelOption<string>;

export interface ColumnDef {
  /** Field of a report row. */
  key: string;
  title: string;
  tooltip?: string;
  /** The cells show these options' labels for the row's values (a zone's name, a country's). */
  labels?: Option[] | DictionarySource;
}

export interface MetricDef extends ColumnDef {
  format: MetricFormat;
  /** Offered only on this cooperation line. */
  line?: CooperationLine;
  /** Withheld from the companies listed in config (no GrossRevenue or ECpm for them). */
  restricted?: boolean;
  /**
   * A 'money' metric's currency (an ISO 4217 code such as 'USD'): its cells print with the
   * currency's sign ($1,234.50); exports keep the plain number, for computing with.
   */
  currency?: string;
  /**
   * The report's key figure, the last of its metrics: it stays in view at the table's right edge
   * while the other columns scroll sideways (App Ads Revenue's NetRevenue on a laptop's 1366 px).
   */
  pinned?: boolean;
  /**
   * A fall is good news for this figure (a bounce rate, a cost): compared with the previous period,
   * a fall shows in the colour of good news and a rise in that of bad news. The arrow and the sign
   * still say which way it went.
   */
  lowerIsBetter?: boolean;
}

export interface DimensionDef {
  /** Sent in `dimensions`. */
  value: string;
  label: string;
  /** The table columns this dimension brings (the Time Zone column comes with Domain). */
  columns: ColumnDef[];
  line?: CooperationLine;
}

/** Options read from a call once (a dictionary); `pick` selects a list inside `data`. */
export interface DictionarySource {
  path: string;
  base?: 'main' | 'v2';
  query?: Record<string, string | number>;
  pick?: string;
  valueKey?: string;
  labelKey?: string;
}

/** A paged remote search (the engine's lookup, 10 a request here, more on scroll). */
export type LookupSource = LookupSpec;

interface FilterBase {
  /** URL and form name. */
  key: string;
  label: string;
  /** Payload field (nested under `filters` for the content ads call). */
  param: string;
  line?: CooperationLine;
}

export type FilterDef =
  | (FilterBase & { kind: 'options'; options: Option[] | DictionarySource })
  | (FilterBase & { kind: 'lookup'; lookup: LookupSource })
  | (FilterBase & { kind: 'text' })
  /** The content ads time-zone selector: free on 'Total', locked on a time-zone tab. */
  | (FilterBase & { kind: 'timeZone'; options: DictionarySource });

/** How far back a start date may go and how late an end date (section 5 of the spec). */
export type DateLimit =
  | { kind: 'daysBack'; days: number; endDaysBeforeToday?: number }
  | { kind: 'notFuture' }
  | { kind: 'window'; earliest: string; maxDays: number };

export interface ReportRequest {
  path: string;
  exportPath: string;
  /** 'nested': date_range{start,end} and filters{...} (content ads); 'flat': begin_date, end_date, fields. */
  style: 'nested' | 'flat';
}

export interface GraphDef {
  path: string;
  /** GET call listing the graph's metrics. */
  metricPath: string;
  dimensions: Option[];
}

export interface ReportView {
  /** Tab key in the URL ('content', 'middle'); 'main' for a report without tabs. */
  key: string;
  tabLabel?: string;
  request: ReportRequest;
  dateLimit: DateLimit;
  /** Default range in days before today: [start, end]. Default [6, 0] (the last 7 days). */
  defaultRange?: [number, number];
  filters: FilterDef[];
  dimensions: DimensionDef[];
  defaultDimensions: string[];
  /** Hide the dimension checkboxes (the Revenue report always groups by Date). */
  fixedDimensions?: boolean;
  metrics: MetricDef[];
  /** Default visible metrics; absent means all. */
  defaultMetrics?: string[];
  /** Saved column choice (Custom modal); absent means no Custom button. */
  custom?: { storageKey: string; resetOnLabelMismatch?: boolean };
  exportBom?: boolean;
  graph?: GraphDef;
  /** Needs the cooperation line before it can ask for data (search ads). */
  byCooperationLine?: boolean;
  /** Metric order of a cooperation line when it differs from `metrics` (search ads, other line). */
  metricOrder?: Partial<Record<CooperationLine, string[]>>;
  /**
   * What ties this tab's rows to the caller's data scope: the row field naming a content site, an
   * app or a search site. A row is answered only when every record it names is in the caller's
   * scope (an administrator sees every row); the embedded API honours it for every model.
   */
  scope?: ReportScope | ReportScope[];
  /** How the embedded API makes this tab's rows in mock mode (default: the generic model). */
  mock?: ReportMock;
}

/**
 * A row field naming the record of a data-scope kind the row belongs to, by id (default) or by
 * name (a content site's or search site's domain, an app's name): `{ kind: 'content_site', key:
 * 'SiteId' }`. The field is a dimension's column, or a key the mock model draws for every row
 * (the Revenue report's rows come from sites, apps and search sites without showing them). In
 * mock mode, the generic model draws a scoped dimension's values from those records.
 */
export interface ReportScope {
  kind: DataScopeKind;
  key: string;
  by?: 'id' | 'name';
}

/**
 * Mock mode only: how the embedded API makes a tab's rows. Without `model`, the generic report
 * model draws stable (seeded) rows from the tab's dimensions and metrics (src/mocks/handlers/reports/generic.ts).
 */
export interface ReportMock {
  /** A hand-tuned model of the embedded API by name (src/mocks/handlers/reports/models.ts, HAND_TUNED_MODELS). */
  model?: string;
  /** Generic model: the values of a dimension (by its `value`); default: made-up ones ('Widget 1'...). */
  values?: Record<string, string[]>;
  /** Generic model: a metric's range per row and day, [min, max] (rates: 0 to 1). */
  ranges?: Record<string, [number, number]>;
  /** The metrics GET `graph.metricPath` answers (default: every metric). */
  graphMetrics?: string[];
}

/** A report's entry in the side menu. */
export interface ReportMenu {
  /** The menu group it is listed in. */
  group: MenuGroupPath;
  /** Its place among the group's entries (1 is first); absent: after them. */
  order?: number;
  /** The server's menu id; absent: one derived from the route (the built-in reports keep theirs). */
  id?: number;
}

/** The kinds of data a user group's data scope covers. */
export type DataScopeKind = 'app' | 'content_site' | 'search_site';

/**
 * Who may see a report beyond its menu entry: a caller with none of `scope` in their data scope,
 * or a filter naming a record outside it, is refused; the page then shows 'Attention' and `text`.
 */
export interface ReportPermission {
  scope: DataScopeKind;
  /** The payload filter naming records of that kind (by domain for search sites). */
  filter?: string;
  /** The embedded API's `msg` of the refusal. */
  refusal: string;
  /** What the 'Attention' alert says (the refusal's `permission_msg`). */
  text: string;
}

export interface ReportConfig {
  /** Used in file names: '<id>_<start>_<end>.csv'. */
  id: string;
  /** The screen's title, its menu entry's name and its breadcrumb. */
  title: string;
  /** The screen's address ('/report/widgetClicks'). */
  route: string;
  menu: ReportMenu;
  views: ReportView[];
  /** Who may see it beyond its menu entry (search ads: the search sites of the data scope). */
  permission?: ReportPermission;
  /** This report's texts in Chinese where the console's catalogues have none. */
  translations?: { 'zh-CN'?: Record<string, string> };
  /** 'Total' plus one tab per time zone (content ads). */
  timeZoneTabs?: boolean;
  /** The export button's text (default 'Export'). */
  exportLabel?: string;
}

/** Who is looking: decides restricted metrics and the search ads line. */
export interface ReportAudience {
  companyId?: string;
  cooperationLine?: CooperationLine;
}

export type SortOrder = 'asc' | 'desc';

/** Everything that decides what a report shows; kept in the URL. */
export interface ReportState {
  tab: string;
  start: string;
  end: string;
  filters: Record<string, string[] | string>;
  dimensions: string[];
  sort: { field: string; order: SortOrder };
  page: number;
  size: number;
  /** Compare with the previous period of the same length (absent: off). */
  compare?: boolean;
}

export type ReportRow = Record<string, unknown>;

/** `data` of a report answer. */
export interface ReportData {
  rows: ReportRow[];
  total_rows?: ReportRow | ReportRow[];
  total: number;
}
