// `npm run api`: the embedded API's handlers served over HTTP on localhost, so that a console built
// for an API host (VITE_API_HOST=http://localhost:8787) can run against it. Data lives in memory,
// seeded at start. Options: --port <n> (or API_PORT), --fault "<call>=<fault>" (repeatable; see
// docs/api.md "Fault mode"). Started by scripts/api.mjs (Vite's SSR loader: import.meta.glob, import.meta.env).
import { createServer } from '@mswjs/http-middleware';
import { parseArgs } from 'node:util';
import { handlers } from '../src/mocks/handlers';
import { apiServerHandler } from '../src/mocks/server/apiServerHandler';
import { FAULT_KINDS, parseFaultRule, type FaultRule } from '../src/mocks/server/faults';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.API_PORT ?? '8787' },
    fault: { type: 'string', multiple: true, default: [] },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}

const rules: FaultRule[] = [];
for (const text of values.fault ?? []) {
  const rule = parseFaultRule(text);
  if (!rule) {
    console.error(`--fault "${text}" is not "<call>=<fault>" with a fault among ${FAULT_KINDS.join(', ')}`);
    process.exit(2);
  }
  rules.push(rule);
}

const app = createServer(apiServerHandler(handlers, rules));
app.listen(port, 'localhost', () => {
  console.log(
    `Embedded API on http://localhost:${port} (faults: ${rules.length ? JSON.stringify(rules) : 'none'})`,
  );
});
