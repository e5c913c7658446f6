import { z } from 'zod';
import { pick } from '../paths';

/**
 * Declared shapes of the `data` of answers the console reads, checked at the call layer before
 * anything uses them: a mistyped answer is a failed call, never a crash further in.
 */
const id = z.union([z.number(), z.string()]);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The envelope itself: an object whose flag and message, when present, have their types. */
export const envelopeShape = z.looseObject({
  success: z.boolean().optional(),
  msg: z.string().nullish(),
});

export const loginAnswer = z.looseObject({ token: z.string().min(1) });

/** GET /saas/userinfo: the four fields the console keeps. */
export const userInfoAnswer = z.looseObject({
  user_name: z.string(),
  company_id: id.nullish(),
  is_admin: z.union([z.boolean(), z.number()]).nullish(),
  user_id: id,
});

interface MenuItemShape {
  name: string;
  children?: MenuItemShape[] | null;
}
const menuItem: z.ZodType<MenuItemShape> = z.lazy(() =>
  z.looseObject({
    id: id.optional(),
    name: z.string(),
    path: z.string().nullish(),
    sort: z.number().nullish(),
    children: z.array(menuItem).nullish(),
  }),
);

/** GET /menu: a tree of items. */
export const menuAnswer = z.array(menuItem);

/** A report page or export: rows a list of objects, total a number. */
export const reportAnswer = z.looseObject({
  rows: z.array(z.looseObject({})),
  total: z.union([z.number(), z.string()]).nullish(),
  total_rows: z.union([z.looseObject({}), z.array(z.looseObject({}))]).nullish(),
});

/** A record of a resource whose id sits under idKey: an object (or nothing, e.g. after an update). */
export function recordAnswer(idKey: string) {
  return z
    .looseObject({ [idKey]: id.nullish() })
    .nullish()
    .or(z.literal(''));
}

const isCount = (value: unknown) =>
  value === undefined ||
  value === null ||
  (value !== '' && Number.isFinite(Number(value)) && typeof value !== 'object');

/**
 * A resource list (derived from its list call): `data` is the rows, or an object holding the rows
 * under rowsKey and the total under totalKey; every row is an object whose id, when present, is an id.
 */
export function listAnswer(idKey: string, rowsKey = 'list', totalKey = 'total') {
  const rows = z.array(z.looseObject({ [idKey]: id.nullish() }));
  return z.unknown().refine((data) => {
    if (Array.isArray(data)) return rows.safeParse(data).success;
    if (!isRecord(data)) return data === null || data === undefined;
    const list = pick(data, rowsKey);
    return (list === undefined || rows.safeParse(list).success) && isCount(pick(data, totalKey));
  });
}

/** Shapes a caller can name instead of passing one (e.g. in Refine's meta, which must stay plain). */
export const NAMED_ANSWERS = {
  login: loginAnswer,
  userInfo: userInfoAnswer,
  menu: menuAnswer,
  report: reportAnswer,
} as const;
export type AnswerName = keyof typeof NAMED_ANSWERS;
