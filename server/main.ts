// `npm run api`: the embedded API's handlers served over HTTP on localhost, so that a console built
// for an API host (VITE_API_HOST=http://localhost:8787) can run against it. Data lives in memory,
// seeded at start. Options (docs/api.md, "The API server"): --port <n> (or API_PORT), --fault-mode
// (fault rules and X-Fault act only then), --fault "<call>=<fault>" (repeatable, implies
// --fault-mode), --allow-origin <origin> (repeatable), --data <file> (dataFile.ts). The control calls' secret
// is API_CONTROL_SECRET when set (the test harness sets it), else a new random one, printed.
// Started by scripts/api.mjs (Vite's SSR loader: import.meta.glob, import.meta.env).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { handlers } from '../src/mocks/handlers';
import { setParseWorkers } from '../src/mocks/handlers/inventory/adUnitImport';
import { randomHex } from '../src/mocks/users/secureRandom';
import { createApiServer } from './apiServerHandler';
import { CONTRACT_PATH, contractFile } from './contract';
import { CONTROL_SECRET_HEADER } from './control';
import { FAULT_KINDS, parseFaultRule, type FaultRule } from './faults';
import { DataFileRefused, dataFileProblem, openDataFile } from './dataFile';
import { createHttpServer } from './httpServer';
import { importWorkerStarter } from './importWorkers';
import { DEFAULT_ORIGINS, originOf } from './origins';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.API_PORT ?? '8787' },
    'fault-mode': { type: 'boolean', default: false },
    fault: { type: 'string', multiple: true, default: [] },
    'allow-origin': { type: 'string', multiple: true, default: [] },
    data: { type: 'string' },
  },
});

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  refuse(`--port must be a port number, not "${values.port}"`);

const rules: FaultRule[] = (values.fault ?? []).map(
  (text) =>
    parseFaultRule(text) ??
    refuse(`--fault "${text}" is not "<call>=<fault>" with a fault among ${FAULT_KINDS.join(', ')}`),
);

const allowOrigins = (values['allow-origin'] ?? []).map(
  (text) =>
    originOf(text) ??
    refuse(`--allow-origin "${text}" is not an http(s) origin such as http://localhost:3000`),
);

// --data <file>: a folder, a read-only file or a place that cannot be written is refused at once,
// in one line, before anything is read or written.
const dataProblem = values.data ? dataFileProblem(values.data) : undefined;
if (dataProblem) {
  console.error(dataProblem);
  process.exit(1);
}

// Import files are read in worker threads, never on the loop that answers everyone's calls.
setParseWorkers(await importWorkerStarter(fileURLToPath(new URL('..', import.meta.url))));

const controlSecret = process.env.API_CONTROL_SECRET || randomHex();
const faultMode = values['fault-mode'] === true || rules.length > 0;
const served = createApiServer(handlers, {
  controlSecret,
  faultMode,
  rules,
  allowOrigins,
  contract: contractFile(new URL('../docs/openapi.json', import.meta.url)),
});
// --data <file>: a call that changed the data set is answered once its change is on disk.
let data: Awaited<ReturnType<typeof openDataFile>> | undefined;
if (values.data) {
  try {
    data = await openDataFile(values.data);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof DataFileRefused ? reason : `--data ${values.data} could not be opened (${reason})`,
    );
    process.exit(1);
  }
}
const api = data ? data.serve(served) : served;
const server = createHttpServer(api);

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is in use: stop what listens there or choose another with --port <n>`);
  } else {
    console.error(`The API server could not start: ${error.message}`);
  }
  process.exit(1);
});

server.listen(port, 'localhost', () => {
  console.log(
    [
      `Embedded API on http://localhost:${port}`,
      `  pages allowed: ${[...DEFAULT_ORIGINS, ...allowOrigins].join(', ')}`,
      `  fault mode: ${faultMode ? `on, rules ${JSON.stringify(rules)}` : 'off (--fault-mode turns it on)'}`,
      `  data: ${values.data ? `${values.data} (${data?.loaded})` : 'in memory only (--data <file> keeps it)'}`,
      `  contract (OpenAPI 3.1, docs/openapi.json): http://localhost:${port}${CONTRACT_PATH}`,
      `  control calls (/__reset, /__faults) need the header ${CONTROL_SECRET_HEADER}: ${controlSecret}`,
    ].join('\n'),
  );
});
