import type { ResourceSchema, Values } from '../model/types';

/** The page state a list needs (from session storage), or undefined when something is missing. */
export function readScope(schema: ResourceSchema): Values | undefined {
  if (!schema.scope) return {};
  const scope: Values = {};
  for (const [key, sessionKey] of Object.entries(schema.scope.session)) {
    const value = sessionStorage.getItem(sessionKey);
    if (!value) return undefined;
    scope[key] = value;
  }
  return scope;
}
