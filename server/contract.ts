import { readFileSync } from 'node:fs';
import { CONTRACT_FILE } from '../src/calls/openapi/address';

/*
 * The contract the API server serves (`GET /openapi.json`): docs/openapi.json as committed, read at
 * each request so that a document written by `npm run api:openapi` is served without a restart.
 */

export const CONTRACT_PATH = `/${CONTRACT_FILE}`;
export const NO_CONTRACT = 'docs/openapi.json is missing: npm run api:openapi writes it';

/** The document's text from this file, or undefined when it cannot be read. */
export const contractFile = (file: string | URL) => (): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** The answer to GET /openapi.json that found the document. */
export const contractAnswer = (text: string) =>
  new Response(text, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
