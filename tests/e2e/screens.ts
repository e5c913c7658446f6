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
