import { authHandlers } from './auth';
import { channelHandlers } from './channels';
import { dictionaryHandlers } from './dictionaries';
import { groupHandlers } from './groups';
import { informationHandlers } from './information';
import { reportHandlers } from './reports';
import { siteHandlers } from './sites';
import { userHandlers } from './users';

/** Every call of docs/api.md. */
export const handlers = [
  ...authHandlers,
  ...siteHandlers,
  ...channelHandlers,
  ...dictionaryHandlers,
  ...reportHandlers,
  ...userHandlers,
  ...groupHandlers,
  ...informationHandlers,
];
