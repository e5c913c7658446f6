/**
 * Where the contract (docs/openapi.json) is served: beside the console's pages in every build
 * (src/prerender/contractAsset.ts), so the Report API screen can link to it in mock mode and
 * against any API host, and at the root of `npm run api` (server/contract.ts).
 */
export const CONTRACT_FILE = 'openapi.json';
