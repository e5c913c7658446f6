import { importHandlers } from './adUnitImport';
import { appHandlers } from './apps';
import { authHandlers } from './auth';
import { channelHandlers } from './channels';
import { dictionaryHandlers } from './dictionaries';
import { groupHandlers } from './groups';
import { informationHandlers } from './information';
import { keywordHandlers } from './keywords';
import { linkHandlers } from './links';
import { postbackHandlers } from './postbacks';
import { reportHandlers } from './reports';
import { searchSiteHandlers } from './searchSites';
import { siteHandlers } from './sites';
import { userHandlers } from './users';
import { widgetHandlers } from './widgets';

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
  ...appHandlers,
  ...importHandlers,
  ...keywordHandlers,
  ...searchSiteHandlers,
  ...linkHandlers,
  ...postbackHandlers,
  ...widgetHandlers,
];
