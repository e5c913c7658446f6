import { http } from 'msw';
import { registry } from '../../../schemas';
import { changeCalls } from '../../activity/classify';
import { ok, route } from '../../respond';
import { activityResources } from '../../../calls/calls';
import { signedIn } from '../../calls/signedIn';
import { MENU_GROUP_LABELS } from '../../../common/menuGroups';
import type { ResourceSchema } from '../../../model/types';

/**
 * The menu group a resource's screen sits in ('Account' for the users, on Account > User & User
 * Group), named before the screen where the screen's own name does not start with it: 'Account >
 * User', 'Widget > List', 'Search Ads > Site', but 'Site List' and 'App Unit' as they are.
 */
export function screenGroup(schema: ResourceSchema): string | undefined {
  const path = schema.accessPath ?? schema.route ?? '';
  const group = MENU_GROUP_LABELS[`/${path.split('/')[1] ?? ''}`];
  return group && !schema.label.startsWith(group) ? group : undefined;
}

const shownName = (choice: { label: string; group?: string }) =>
  choice.group ? `${choice.group} > ${choice.label}` : choice.label;

/**
 * The activity log's resource filter: every resource with calls the log records (create, update,
 * delete, status), by label with its menu group where the label alone is vague (`group`: 'Account'
 * for 'User', the console shows 'Account > User'), in alphabetical order of those names. The list
 * and its export are the activity schema's own calls, served by the generic handler from the log
 * (src/mocks/activity/recorder.ts).
 */
export const activityHandlers = [
  http.get(
    route(activityResources),
    signedIn(() =>
      ok(
        registry
          .filter((schema) => changeCalls(schema).length > 0)
          .map((schema) => ({ value: schema.label, label: schema.label, group: screenGroup(schema) }))
          .sort((a, b) => shownName(a).localeCompare(shownName(b))),
      ),
    ),
  ),
];
