/**
 * What `npm test` scaffolds into its one mock-mode build (scripts/test/steps.mjs), when the build
 * holds it (E2E_SCAFFOLDED): a resource (`npm run new:resource -- gadget`) and a report
 * (`npm run new:report -- widgetClicks`). Something new has no Chinese until someone writes it:
 * checks of the shipped console's wording leave their names out.
 */
export const SCAFFOLDED = process.env.E2E_SCAFFOLDED ? { path: '/gadget', label: 'Gadget' } : undefined;

export const SCAFFOLDED_REPORT = process.env.E2E_SCAFFOLDED
  ? { route: '/report/widgetClicks', title: 'Widget Clicks' }
  : undefined;

/** The names of what was scaffolded, for the checks that leave them out. */
export const SCAFFOLDED_NAMES: string[] = [SCAFFOLDED?.label, SCAFFOLDED_REPORT?.title].filter(
  (name): name is string => Boolean(name),
);
