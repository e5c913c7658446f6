import { readFileSync } from 'node:fs';

/**
 * What `npm test` and `npm run test:scaffold` scaffold into their mock-mode build
 * (scripts/test/steps.mjs): a resource (`npm run new:resource -- gadget`) and a report
 * (`npm run new:report -- widgetClicks`). The names, and the menu names and addresses the scaffolds
 * give them, are written once, in tests/support/scaffolds.json, which the scripts read too.
 */
interface Scaffolds {
  resource: { name: string; label: string; path: string };
  report: { name: string; title: string; route: string };
}
export const SCAFFOLDS: Scaffolds = JSON.parse(
  readFileSync(new URL('./scaffolds.json', import.meta.url), 'utf8'),
) as Scaffolds;

/**
 * The scaffolded resource and report, when the build under test holds them (E2E_SCAFFOLDED).
 * Something new has no Chinese until someone writes it: checks of the shipped console's wording
 * leave their names out.
 */
export const SCAFFOLDED = process.env.E2E_SCAFFOLDED
  ? { path: SCAFFOLDS.resource.path, label: SCAFFOLDS.resource.label }
  : undefined;

export const SCAFFOLDED_REPORT = process.env.E2E_SCAFFOLDED
  ? { route: SCAFFOLDS.report.route, title: SCAFFOLDS.report.title }
  : undefined;

/** The names of what was scaffolded, for the checks that leave them out. */
export const SCAFFOLDED_NAMES: string[] = [SCAFFOLDED?.label, SCAFFOLDED_REPORT?.title].filter(
  (name): name is string => Boolean(name),
);
