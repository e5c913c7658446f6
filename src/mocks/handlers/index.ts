import type { RequestHandler } from 'msw';
import type { MockBehaviour } from '../../calls/declare';
import { activityHandlers } from './account/activity';
import { importHandlers } from './inventory/adUnitImport';
import { appHandlers } from './inventory/apps';
import { authHandlers } from './account/auth';
import './inventory/channels';
import { dictionaryHandlers } from './inventory/dictionaries';
import { genericHandlers } from './generic';
import { groupHandlers } from './account/groups';
import { informationHandlers } from './inventory/information';
import { keywordHandlers } from './inventory/keywords';
import './inventory/links';
import './inventory/postbacks';
import { integrationCalls } from './reports/integrations';
import { lookupCalls } from './reports/lookups';
import { reportHandlers } from './reports/reports';
import { reportViewHandlers } from './reports/reportViews';
import { searchSiteHandlers } from './inventory/searchSites';
import { siteHandlers } from './inventory/sites';
import './account/users';
import { widgetHandlers } from './inventory/widgets';

/** The calls whose behaviour the spec details, written by hand. */
export const handWritten = [
  ...authHandlers,
  ...siteHandlers,
  ...dictionaryHandlers,
  ...reportHandlers,
  ...reportViewHandlers,
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
 * The hand-written behaviours a call declaration may name as what answers it in mock mode
 * (`mock` in src/calls/calls.ts), by their module under this folder; each is part of handWritten.
 */
export const BEHAVIOURS = {
  'account/activity': activityHandlers,
  'account/auth': authHandlers,
  'account/groups': groupHandlers,
  'inventory/adUnitImport': importHandlers,
  'inventory/dictionaries': dictionaryHandlers,
  'inventory/information': informationHandlers,
  'inventory/sites': siteHandlers,
  'inventory/widgets': widgetHandlers,
  'reports/integrations': integrationCalls,
  'reports/lookups': lookupCalls,
  'reports/reportViews': reportViewHandlers,
} satisfies Record<Exclude<MockBehaviour, 'generic'>, RequestHandler[]>;

/**
 * Every call of docs/api.md: the hand-written handlers first (MSW's first match wins), then the
 * generic handler serving every other schema from its own description.
 */
export const handlers = [...handWritten, ...genericHandlers(handWritten)];
