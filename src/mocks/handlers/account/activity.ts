import { http } from 'msw';
import { registry } from '../../../schemas';
import { changeCalls } from '../../activity/classify';
import { ok, route } from '../../respond';
import { activityResources } from '../../../calls/calls';
import { signedIn } from '../../calls/signedIn';

/**
 * The activity log's resource filter: every resource with calls the log records (create, update,
 * delete, status), by label, in alphabetical order. The list and its export are the activity schema's own calls, served
 * by the generic handler from the log (src/mocks/activity/recorder.ts).
 */
export const activityHandlers = [
  http.get(
    route(activityResources),
    signedIn(() =>
      ok(
        registry
          .filter((schema) => changeCalls(schema).length > 0)
          .map((schema) => ({ value: schema.label, label: schema.label }))
          .sort((a, b) => a.label.localeCompare(b.label)),
      ),
    ),
  ),
];
