import { http } from 'msw';
import { appKeyOf } from '../../users/appKey';
import { ok, paginate, route } from '../../respond';
import * as calls from '../../../calls/calls';
import { signedIn } from '../../calls/signedIn';
import { table } from '../../store/db';
import integrationSeed, { type MockIntegration } from '../../store/seeds/integration';

const integrations = () => table<MockIntegration>('integrations', integrationSeed);

export const integrationCalls = [
  http.get(
    route(calls.integrationInfo),
    signedIn(({ query }) => {
      const type = query.get('integration_type');
      const rows = integrations().filter((item) => !type || item.integration_type === type);
      return ok(paginate(rows, query.get('page_index'), query.get('page_size')));
    }),
  ),
  http.get(
    route(calls.appKey),
    signedIn(({ user }) => ok({ app_key: appKeyOf(user) })),
  ),
];
