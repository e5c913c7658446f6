/**
 * The address parameter opening one of a list's custom toolbar actions (an import) by its label:
 * `?open=Import%20Ad%20Unit` (resources/list/ListToolbar.tsx; the command palette links to it).
 */
export const OPEN_PARAM = 'open';

/**
 * The query parameters of a form's address (`?create`, `?edit=<id>`, `?view=<id>`) and of an
 * opened toolbar action (`?open=<label>`): read and written by the engine
 * (resources/form/formAddress.ts), left out of a list's meta by Refine's parse
 * (providers/router/routerProvider.ts), so opening or closing a form keeps the list's query.
 */
export const FORM_PARAMS = ['create', 'edit', 'view', OPEN_PARAM] as const;
