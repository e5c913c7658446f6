import { defineResource } from '../resources/defineResource';
import { maxLength, required } from '../resources/rules';

export default defineResource({
  name: 'channel',
  label: 'Channel',
  route: '/account/channel',
  menu: { parent: '/account', order: 1, id: 71 },
  idKey: 'id',
  api: {
    list: {
      method: 'GET',
      path: '/ssp_publisher/channel',
      paging: { page: 'page_index', size: 'page_size' },
    },
    create: { method: 'POST', path: '/ssp_publisher/channel' },
  },
  createLabel: 'Add Channel',
  messages: { created: 'add channel success', createFailed: 'add channel error' },
  fields: [
    {
      key: 'name',
      label: 'Channel Name',
      column: true,
      form: { rules: [required('Please input channel name'), maxLength(20)] },
    },
    { key: 'id', label: 'Channel ID', column: true },
  ],
});
