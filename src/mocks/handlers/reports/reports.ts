import { reportCalls } from '../../reports/calls';
import { integrationCalls } from '../../reports/integrations';
import { lookupCalls } from '../../reports/lookups';

/** Reports, their lookups and the SDK & API information (docs/api.md, "Reports" and after). */
export const reportHandlers = [...reportCalls, ...lookupCalls, ...integrationCalls];
