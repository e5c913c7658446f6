import { authHandlers } from './auth';
import { channelHandlers } from './channels';
import { dictionaryHandlers } from './dictionaries';
import { reportHandlers } from './reports';
import { siteHandlers } from './sites';

/** Every call of docs/api.md. */
export const handlers = [
  ...authHandlers,
  ...siteHandlers,
  ...channelHandlers,
  ...dictionaryHandlers,
  ...reportHandlers,
];
