import { openApiDocument } from '../../calls/openapi/document';
import { NOT_SIGNED_IN } from '../respond';
import { contractCalls, SHARED_REFUSALS, type ContractSources } from './contractCalls';

/*
 * docs/openapi.json: the console's API as a contract, made from the call declarations, the schema
 * and report registries and docs/api.md (`npm run api:openapi`; tests/unit/openapi/ fail when the
 * committed document differs from a fresh one). `npm run api` serves it at /openapi.json.
 */

const DESCRIPTION = [
  'Every call the publisher console makes, generated from its call declarations (src/calls), its resource schemas (src/schemas) and its report configs (src/reports/configs); docs/api.md describes each call in prose, as the embedded API answers it.',
  'Every answer is the envelope { success, code, msg, data }: a refusal is HTTP 200 with success false, code 400 (or 403 for authorization) and the reason in msg; a call without a valid token answers HTTP 401.',
  'Calls are under /gamebridge-manager/v1, the reports and their lookups under /gamebridge/v2; uploaded images are served without a prefix.',
  'Send the token POST /login answers in the Authorization header, as it is; the report calls take the API Security token in the same header.',
].join('\n\n');

/** The document of the console these registries make, at `version`. */
export function contractDocument(sources: ContractSources, version: string) {
  return openApiDocument(contractCalls(sources), {
    title: 'Publisher console API',
    version,
    description: DESCRIPTION,
    notSignedIn: NOT_SIGNED_IN,
    shared: SHARED_REFUSALS,
  });
}
