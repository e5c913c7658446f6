import * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { pick } from '../common/pick';
import { describedAs, ID_JSON, jsonShapes, type JsonSchema } from './jsonShapes';

/**
 * Declared shapes of the `data` of answers the console reads, checked at the call layer before
 * anything uses them: a mistyped answer is a failed call, never a crash further in.
 */
const id = z.union([z.number(), z.string()]);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The envelope itself: an object whose flag and message, when present, have their types. */
export const envelopeShape = z.looseObject({
  success: z.optional(z.boolean()),
  msg: z.nullish(z.string()),
});

export const loginAnswer = z.looseObject({ token: z.string().check(z.minLength(1)) });

/** GET /saas/userinfo: the four fields the console keeps. */
export const userInfoAnswer = z.looseObject({
  user_name: z.string(),
  company_id: z.nullish(id),
  is_admin: z.nullish(z.union([z.boolean(), z.number()])),
  user_id: id,
});

interface MenuItemShape {
  name: string;
  children?: MenuItemShape[] | null;
}
const menuItem: z.ZodMiniType<MenuItemShape> = z.lazy(() =>
  z.looseObject({
    id: z.optional(id),
    name: z.string(),
    path: z.nullish(z.string()),
    sort: z.nullish(z.number()),
    children: z.nullish(z.array(menuItem)),
  }),
);
jsonShapes.add(menuItem, { id: 'MenuItem' });

/** GET /menu: a tree of items. */
export const menuAnswer = z.array(menuItem);

/** A report page or export: rows a list of objects, total a number. */
export const reportAnswer = z.looseObject({
  rows: z.array(z.looseObject({})),
  total: z.nullish(z.union([z.number(), z.string()])),
  total_rows: z.nullish(z.union([z.looseObject({}), z.array(z.looseObject({}))])),
});

/** A record of a resource whose id sits under idKey: an object (or nothing, e.g. after an update). */
export function recordAnswer(idKey: string) {
  return z.union([z.nullish(z.looseObject({ [idKey]: z.nullish(id) })), z.literal('')]);
}

/** A count as the checks below take it: a number, or text or another value that reads as one. */
const COUNT_JSON: JsonSchema = {
  type: ['number', 'string', 'null'],
  description: 'a number (or text holding one)',
};

/** `{ a: { b: json } }` for the dotted key 'a.b'. */
const nestedAt = (key: string, json: JsonSchema): JsonSchema =>
  key
    .split('.')
    .reverse()
    .reduce<JsonSchema>((inner, part) => ({ type: 'object', properties: { [part]: inner } }), json);

/** Several dotted keys' schemas in one object schema (`rows` and `total` at their keys). */
const objectWith = (entries: [key: string, json: JsonSchema][]): JsonSchema => ({
  allOf: entries.map(([key, json]) => nestedAt(key, json)),
});

const isCount = (value: unknown) =>
  value === undefined ||
  value === null ||
  (value !== '' && Number.isFinite(Number(value)) && typeof value !== 'object');

/**
 * A resource list (derived from its list call): `data` is the rows, or an object holding the rows
 * under rowsKey and the total under totalKey; every row is an object whose id, when present, is an id.
 */
export function listAnswer(idKey: string, rowsKey = 'list', totalKey = 'total') {
  const rows = z.array(z.looseObject({ [idKey]: z.nullish(id) }));
  const rowsJson: JsonSchema = {
    type: 'array',
    items: { type: 'object', properties: { [idKey]: { type: ['number', 'string', 'null'] } } },
  };
  return describedAs(
    z.unknown().check(
      z.refine((data) => {
        if (Array.isArray(data)) return rows.safeParse(data).success;
        if (!isRecord(data)) return data === null || data === undefined;
        const list = pick(data, rowsKey);
        return (list === undefined || rows.safeParse(list).success) && isCount(pick(data, totalKey));
      }),
    ),
    {
      anyOf: [
        rowsJson,
        objectWith([
          [rowsKey, rowsJson],
          [totalKey, COUNT_JSON],
        ]),
        { type: 'null' },
      ],
    },
  );
}

interface TreeNodeShape {
  id: string | number;
  name: string;
  children?: TreeNodeShape[] | null;
}
const treeNode: z.ZodMiniType<TreeNodeShape> = z.lazy(() =>
  z.looseObject({ id, name: z.string(), children: z.nullish(z.array(treeNode)) }),
);
jsonShapes.add(treeNode, { id: 'TreeNode' });

/** GET user_group/menu_tree and data_tree: a tree of named nodes. */
export const treeAnswer = z.array(treeNode);

/** GET report_view: the user's saved views of a report. */
export const savedViewsAnswer = z.looseObject({
  list: z.array(z.looseObject({ id, name: z.string(), state: z.looseObject({}) })),
});

const optionalText = z.nullish(z.string());

/** GET openapi/integration/info: the integrations, each with its links and changelog. */
export const integrationsAnswer = z.looseObject({
  list: z.array(
    z.looseObject({
      integration_id: id,
      integration_name: z.string(),
      integration_method: optionalText,
      update_time: optionalText,
      document_link: optionalText,
      document_name: optionalText,
      download_link: optionalText,
      download_name: optionalText,
      changelogs: z.nullish(
        z.array(z.looseObject({ version: z.string(), update_time: z.string(), log: z.string() })),
      ),
    }),
  ),
});

/** POST adunit/import: the file's rows as the server read them, with the counts. */
export const importPreviewAnswer = z.looseObject({
  preview_data: z.array(z.looseObject({ remark: optionalText })),
  analysis_report_path: z.string(),
  success_count: z.number(),
  error_count: z.number(),
});

/** POST adunit/import/submit: how many ad units were created. */
export const importSubmitAnswer = z.nullish(z.looseObject({ count: z.nullish(z.number()) }));

/** GET user_group/{id}/users: the company's users and the group's members. */
export const groupUsersAnswer = z.looseObject({
  users: z.array(z.looseObject({ user_id: id, user_name: z.string(), email: optionalText })),
  user_ids: z.array(id),
});

/** POST <report>/graph: the dates, and one list of values per series. */
export const graphAnswer = z.looseObject({
  xData: z.nullish(z.array(z.string())),
  yData: z.nullish(z.record(z.string(), z.array(z.nullable(z.number())))),
});

/** GET search_ad/cooperation_line: the signed-in company's line. */
export const cooperationLineAnswer = z.nullish(z.looseObject({ cooperation_line: z.nullish(z.string()) }));

/**
 * A list of choices (a dictionary, a field's remote options, a lookup's page, a column's labels),
 * described by plain data so Refine's meta can carry it: where the entries are (`pick`, else the
 * data itself or its `list`) and which of their fields are the value and the label.
 */
export interface ChoicesAnswer {
  choices: { valueKey: string; labelKey: string; pick?: string };
}

/** The description of a choices answer, with the defaults of a dictionary (`value`, `label`). */
export function choicesOf(source: {
  path?: string;
  valueKey?: string;
  labelKey?: string;
  pick?: string;
}): ChoicesAnswer {
  const valueKey = source.valueKey ?? 'value';
  return {
    choices: {
      valueKey,
      labelKey: source.labelKey ?? 'label',
      ...(source.pick ? { pick: source.pick } : {}),
    },
  };
}

/**
 * The shape of a choices answer: every entry an object whose value is an id and whose label, when
 * present, is text or a number (what a select shows); the entries a list, or `{ list, total }`.
 */
export function choicesAnswer({ choices }: ChoicesAnswer): ZodMiniType {
  const { valueKey, labelKey, pick: at } = choices;
  const entries = z.array(
    z.looseObject({ [valueKey]: id, [labelKey]: z.nullish(z.union([z.string(), z.number()])) }),
  );
  const entriesJson: JsonSchema = {
    type: 'array',
    items: {
      type: 'object',
      properties: { [valueKey]: ID_JSON, [labelKey]: { type: ['string', 'number', 'null'] } },
      required: [valueKey],
    },
  };
  return describedAs(
    z.unknown().check(
      z.refine((data) => {
        if (at) return isRecord(data) && entries.safeParse(data[at]).success;
        if (Array.isArray(data)) return entries.safeParse(data).success;
        return isRecord(data) && entries.safeParse(data.list).success && isCount(data.total);
      }),
    ),
    at
      ? { type: 'object', properties: { [at]: entriesJson }, required: [at] }
      : {
          anyOf: [
            entriesJson,
            { type: 'object', properties: { list: entriesJson, total: COUNT_JSON }, required: ['list'] },
          ],
        },
  );
}

/** A lookup's page: its rows are choices whose label is the value when the lookup names no label. */
export const lookupAnswer = (spec: { valueKey: string; labelKey?: string }): ChoicesAnswer =>
  choicesOf({ valueKey: spec.valueKey, labelKey: spec.labelKey ?? spec.valueKey });

export const isChoicesAnswer = (value: unknown): value is ChoicesAnswer =>
  isRecord(value) && isRecord(value.choices) && typeof value.choices.valueKey === 'string';

/** GET openapi/app_key: the user's API Security token, when they have one. */
export const appKeyAnswer = z.nullish(z.looseObject({ app_key: optionalText }));

/** GET domain/{id}/cur_adstxt: the site's ads.txt, as lines or as one text. */
export const adsTxtAnswer = z.nullish(
  z.looseObject({ result: z.nullish(z.union([z.array(z.string()), z.string()])) }),
);

/** POST domain/{id}/verify_adstxt: the lines the site's ads.txt is missing. */
export const missingAdsTxtAnswer = z.nullish(z.looseObject({ result: z.nullish(z.array(z.string())) }));

/** Shapes a caller can name instead of passing one (e.g. in Refine's meta, which must stay plain). */
export const NAMED_ANSWERS = {
  login: loginAnswer,
  userInfo: userInfoAnswer,
  menu: menuAnswer,
  report: reportAnswer,
  graph: graphAnswer,
  cooperationLine: cooperationLineAnswer,
  /** GET /ssp_publisher/widget/creative/list: a widget's creatives (a custom action, not a resource). */
  creativeList: listAnswer('creative_id'),
} as const;
export type AnswerName = keyof typeof NAMED_ANSWERS;
