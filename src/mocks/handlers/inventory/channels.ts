import channelSchema from '../../../schemas/channel';
import { db, nextId } from '../../store/db';
import { serveResource } from '../../generic/served';

// Channels live at the top of the data set (the content ads report reads them); names are unique.
serveResource(channelSchema, {
  rows: () => db().channels,
  newId: nextId,
  unique: {
    keys: ['name'],
    ignoreCase: true,
    message: ({ name }) => `A channel named ${String(name)} already exists`,
  },
});
