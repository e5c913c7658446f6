import { http } from 'msw';
import { ACTIVE, FAILED, PENDING } from '../../../schemas/enums';
import widgetSchema from '../../../schemas/widget';
import { nextId, table } from '../../store/db';
import widgetSeed, { type MockWidget } from '../../store/seeds/widget';
import creativeSeed, { type MockCreative } from '../../store/seeds/creative';
import { serveResource } from '../../generic/served';
import { listAnswer } from '../../calls/listing';
import { between, contains, equals } from '../../generic/queryPredicates';
import { fail, route } from '../../respond';
import * as calls from '../../../calls/calls';
import { signedIn } from '../../calls/signedIn';

export const widgets = () => table<MockWidget>('widgets', widgetSeed);

export const creatives = () => table<MockCreative>('creatives', creativeSeed);

const widgetOf = (id: unknown) => widgets().find((row) => String(row.widget_id) === String(id));

// A new widget waits for review; an edited failed one goes back to it (an active one keeps its
// language and style: the schema locks them).
serveResource(widgetSchema, {
  rows: widgets,
  newId: nextId,
  notFound: 'Widget not found',
  created: (_, user) => ({ status: PENDING, remark: '', created_user_name: user.user_name, creative_id: [] }),
  updated: (row) => (row.status === FAILED ? { status: PENDING, remark: '' } : {}),
});

/** Irregular: a widget's creatives, a list under its widget that only an active widget has. */
export const widgetHandlers = [
  http.get(
    route(calls.widgetCreatives),
    signedIn(({ query }) => {
      const owner = widgetOf(query.get('widget_id'));
      if (!owner) return fail('Widget not found');
      if (owner.status !== ACTIVE) return fail('Creatives are available for active widgets only');
      return listAnswer(
        creatives().filter((row) => row.widget_id === owner.widget_id),
        query,
        [
          contains<MockCreative>(query, 'creative_id'),
          equals<MockCreative>(query, 'ready_status'),
          between<MockCreative>(query, 'created_time_begin', 'created_time_end', 'created_time'),
        ],
      );
    }),
  ),
];
