import type { AccessRule, CallAccess, ScopeLocator } from '../../../src/mocks/authorization/types';

/** How docs/api.md writes who may make a call (its "Authorization" table). */
export const describeCaller = (rule: Pick<AccessRule, 'access' | 'apiKey'>): string =>
  `${describeAccess(rule.access)}${rule.apiKey ? '; also with the API Security token' : ''}`;

/** Who may make a call by their menu: anyone, every signed-in user, or these menu paths. */
function describeAccess(access: CallAccess): string {
  if (access === 'public') return 'anyone';
  if (access === 'signed-in') return 'every signed-in user';
  // Sorted: the registry's order (menu order) must not reorder the docs table.
  return access.menu.length
    ? [...access.menu]
        .sort()
        .map((path) => `\`${path}\``)
        .join(', ')
    : 'nobody';
}

const KIND_NAMES = { app: 'app', content_site: 'content site', search_site: 'search site' } as const;
const VIA_NAMES = {
  id: 'id',
  name: 'name',
  zone: 'zone id (its site)',
  link: 'link id (its search site)',
} as const;

/** How docs/api.md writes the records a call's data-scope check reads. */
export function describeScope(scope: ScopeLocator[]): string {
  return scope
    .map(
      (locator) =>
        `${KIND_NAMES[locator.kind]}: ${locator.from} \`${locator.field}\`, by ${VIA_NAMES[locator.via]}`,
    )
    .join('; ');
}
