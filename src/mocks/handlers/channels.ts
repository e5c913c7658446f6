import { http } from 'msw';
import { validateRecord } from '../../model/rules';
import channelSchema from '../../schemas/channel';
import { db, nextId, save } from '../db';
import { sortedPage } from '../listing';
import { API, fail, ok } from '../respond';
import { jsonBody, signedIn } from '../signedIn';

export const channelHandlers = [
  http.get(
    `${API}/ssp_publisher/channel`,
    signedIn(({ query }) => {
      const rows = [...db().channels].sort((a, b) => b.id - a.id);
      return sortedPage(rows, query);
    }),
  ),

  http.post(
    `${API}/ssp_publisher/channel`,
    signedIn(async ({ request }) => {
      const body = await jsonBody(request);
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      const invalid = validateRecord(channelSchema, { name }, 'create');
      if (invalid) return fail(invalid);
      if (db().channels.some((channel) => channel.name.toLowerCase() === name.toLowerCase())) {
        return fail(`A channel named ${name} already exists`);
      }
      const channel = { id: nextId(), name };
      db().channels.push(channel);
      save();
      return ok(channel);
    }),
  ),
];
