import * as z from 'zod/mini';
import { VIEW_NAME_MAX } from '../common/reportViews';
import { TEMPLATE_FILE } from '../common/spreadsheet/sheet';
import { MENU_QUERY } from '../config';
import { describedAs, withExamples } from './jsonShapes';

/*
 * Declared shapes of what the calls of ./calls.ts send (their `request`): a JSON body, a query or
 * an upload's form. The console does not check them at run time; docs/openapi.json describes each
 * call with them (`npm run api:openapi`). A schema's own calls derive theirs from its fields.
 */

const id = z.union([z.number(), z.string()]);
const paging = { page_index: z.optional(z.number()), page_size: z.optional(z.number()) };

/** POST /login. */
export const loginRequest = z.object({ email: z.string(), password: z.string() });

/** POST /findpwd. */
export const findPasswordRequest = z.object({ email: z.string() });

/** GET /menu: both required and non-empty (the console sends menuVersion=2, system=publisher). */
export const menuQuery = z.object({
  menuVersion: withExamples(z.string().check(z.minLength(1)), MENU_QUERY.menuVersion),
  system: withExamples(z.string().check(z.minLength(1)), MENU_QUERY.system),
});

/** A file sent as the `file` part of a multipart form (an upload). */
const file = describedAs(z.unknown(), { type: 'string', contentMediaType: 'application/octet-stream' });
export const fileUpload = z.object({ file });

/** GET app/adstxt: the app's ads.txt, the app named by its name. */
export const appAdsTxtQuery = z.object({ app_name: z.string() });

/** GET adunit/import/file: the template (`ad_unit_import_template.xlsx`) or a preview's failed-rows file. */
export const importFileQuery = z.object({ file_name: withExamples(z.string(), TEMPLATE_FILE) });

/** POST adunit/import/submit: the previewed rows without failures, as the preview answered them. */
export const importSubmitRequest = z.object({ rows: z.array(z.looseObject({})) });

/** GET widget/creative/list: one widget's creatives, filtered. */
export const widgetCreativesQuery = z.object({
  widget_id: id,
  creative_id: z.optional(z.string()),
  ready_status: z.optional(z.union([z.string(), z.number()])),
  created_time_begin: z.optional(z.string()),
  created_time_end: z.optional(z.string()),
  ...paging,
});

/** GET user_group/data_tree: the records of one data-scope kind. */
export const dataTreeQuery = z.object({ type: z.enum(['app', 'content_site', 'search_site']) });

/** PUT user_group/{id} from the group's Setting: its menu entries and its data scope by kind. */
export const groupSettingRequest = z.object({
  name: z.string(),
  // A group keeps at least one menu entry ('Please select menu').
  menu_ids: z.array(id).check(z.minLength(1)),
  app_ids: z.optional(z.array(z.number())),
  content_site_ids: z.optional(z.array(z.number())),
  search_site_ids: z.optional(z.array(z.number())),
});

/** POST user_group/users: a group's members. */
export const groupMembersRequest = z.object({ user_group_id: id, user_ids: z.array(z.number()) });

/** GET openapi/integration/info: the integrations of a brand's type ('' for every one). */
export const integrationsQuery = z.object({ ...paging, integration_type: z.optional(z.string()) });

/** A report config's id: the console names a report's saved views by it. */
const reportId = withExamples(z.string(), 'content_ads_revenue');

/** GET report_view: the saved views of one report. */
export const savedViewsQuery = z.object({ report: reportId });

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A saved view's dates: a range relative to today, or fixed days (src/common/reportViews.ts checks it). */
const viewDates = z.union([
  z.object({
    kind: z.literal('relative'),
    days: z.int().check(z.gte(1)),
    endDaysBeforeToday: z.int().check(z.gte(0)),
  }),
  z.object({ kind: z.literal('fixed'), start: day, end: day }),
]);

/** A saved view's state, as the report's address holds it (SavedViewState; the API refuses one without each part). */
const viewState = z.looseObject({
  tab: z.string().check(z.minLength(1)),
  dates: viewDates,
  filters: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  dimensions: z.array(z.string()),
  columns: z.array(z.string()),
  sort: z.object({ field: z.string(), order: z.enum(['asc', 'desc']) }),
  compare: z.optional(z.boolean()),
});

/** A view's name: sent trimmed, 1 to VIEW_NAME_MAX characters. */
const viewName = z.string().check(z.minLength(1), z.maxLength(VIEW_NAME_MAX));

/** POST report_view: a view of a report. */
export const saveViewRequest = z.object({ report: reportId, name: viewName, state: viewState });

/** PUT report_view/{id}: a new name. */
export const renameViewRequest = z.object({ name: viewName });
