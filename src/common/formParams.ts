/**
 * The query parameters of a form's address (`?create`, `?edit=<id>`, `?view=<id>`): read and
 * written by the engine (resources/form/formAddress.ts), left out of a list's meta by Refine's parse
 * (providers/router/routerProvider.ts), so opening or closing a form keeps the list's query.
 */
export const FORM_PARAMS = ['create', 'edit', 'view'] as const;
