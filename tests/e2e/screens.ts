import { readFileSync } from 'node:fs';

/** A routed screen of the shipped console (tests/e2e/screens.json, written from the registry by tests/unit/routeScreens.test.ts). */
export interface Screen {
  path: string;
  /** The breadcrumb's last item. */
  title: string;
  /** A schema's list (rows, filters, an Action column). */
  list?: true;
  /** Needs page state (the zone list's site): opened directly, it redirects. */
  scoped?: true;
}

const ALL = JSON.parse(readFileSync(new URL('./screens.json', import.meta.url), 'utf8')) as Screen[];

/** Every screen a test can open by its address. */
export const SCREENS = ALL.filter((screen) => !screen.scoped);

/** The schema lists among them. */
export const LISTS = SCREENS.filter((screen) => screen.list);

/** One test's share of a walk: its items, and its name for the test title. */
export interface WalkPart<T> {
  items: T[];
  name: string;
}

/**
 * A walk over many screens split, in order, into parts of at most `size` items, one test each, so
 * that Playwright's workers share the walk (fullyParallel) instead of one worker taking all of it.
 * Each part is named by its number and its first and last item (`2/5: /home … /report/revenue`).
 */
export function walkParts<T>(items: readonly T[], size: number, nameOf: (item: T) => string): WalkPart<T>[] {
  const count = Math.ceil(items.length / size);
  // Parts of nearly equal length: 24 screens at most 7 a part are 6+6+6+6, not 7+7+7+3.
  const each = Math.ceil(items.length / Math.max(count, 1));
  const parts = Array.from({ length: count }, (_, index) => items.slice(index * each, (index + 1) * each));
  return parts
    .filter((part) => part.length)
    .map((part, index, all) => {
      const ends =
        part.length > 1 ? `${nameOf(part[0])} … ${nameOf(part[part.length - 1])}` : nameOf(part[0]);
      return { items: part, name: `${index + 1}/${all.length}: ${ends}` };
    });
}
