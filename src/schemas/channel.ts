import { channelList } from '../calls/calls';
import { defineResource } from '../model/defineResource';
import { maxLength, required } from '../model/rules';

/** A record of this resource: what the list shows and the form edits. */
export type ChannelRow = {
  id: number;
  name: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    channel: ChannelRow;
  }
}

export default defineResource<ChannelRow>()({
  name: 'channel',
  label: 'Channel',
  route: '/account/channel',
  menu: { parent: '/account', order: 1, id: 71 },
  idKey: 'id',
  recordLabel: 'name',
  api: {
    list: {
      method: 'GET',
      path: channelList.path,
      paging: { page: 'page_index', size: 'page_size' },
    },
    create: { method: 'POST', path: channelList.path },
  },
  messages: { created: 'add channel success', createFailed: 'add channel error' },
  fields: [
    {
      key: 'name',
      label: 'Channel Name',
      column: true,
      form: { rules: [required('Please input channel name'), maxLength(20)] },
    },
    { key: 'id', label: 'Channel ID', column: { sortable: true } },
  ],
});
