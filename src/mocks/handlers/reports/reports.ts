import { reportCalls } from './calls';
import { integrationCalls } from './integrations';
import { lookupCalls } from './lookups';

/** Reports, their lookups and the SDK & API information (docs/api.md, "Reports" and after). */
export const reportHandlers = [...reportCalls, ...lookupCalls, ...integrationCalls];
