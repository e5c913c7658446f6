/**
 * The resource `npm test` scaffolds into its one mock-mode build (`npm run new:resource -- gadget`,
 * scripts/test/steps.mjs), when the build holds it (E2E_SCAFFOLDED). A new resource has no Chinese
 * until someone writes it: checks of the shipped console's wording leave its name out.
 */
export const SCAFFOLDED = process.env.E2E_SCAFFOLDED ? { path: '/gadget', label: 'Gadget' } : undefined;
