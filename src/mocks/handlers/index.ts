import { activityHandlers } from './activity';
import { importHandlers } from './adUnitImport';
import { appHandlers } from './apps';
import { authHandlers } from './auth';
import './channels';
import { dictionaryHandlers } from './dictionaries';
import { genericHandlers } from './generic';
import { groupHandlers } from './groups';
import { informationHandlers } from './information';
import { keywordHandlers } from './keywords';
import './links';
import './postbacks';
import { reportHandlers } from './reports';
import { reportViewHandlers } from './reportViews';
import { searchSiteHandlers } from './searchSites';
import { siteHandlers } from './sites';
import { userHandlers } from './users';
import { widgetHandlers } from './widgets';

/** The calls whose behaviour the spec details, written by hand. */
export const handWritten = [
  ...authHandlers,
  ...siteHandlers,
  ...dictionaryHandlers,
  ...reportHandlers,
  ...reportViewHandlers,
  ...userHandlers,
  ...groupHandlers,
  ...informationHandlers,
  ...appHandlers,
  ...importHandlers,
  ...keywordHandlers,
  ...searchSiteHandlers,
  ...widgetHandlers,
  ...activityHandlers,
];

/**
 * Every call of docs/api.md: the hand-written handlers first (MSW's first match wins), then the
 * generic handler serving every other schema from its own description.
 */
export const handlers = [...handWritten, ...genericHandlers(handWritten)];
