// Load test of `npm run api --data <file>`: "a change answered as done is on disk".
//
//   node scripts/load-data-file.mjs [--clients 50] [--rounds 4] [--file <path>] [--quiet]
//
// Each round starts the API server (scripts/api.mjs, a child process) on the file, signs in, and
// has every client create channels one after another as fast as it is answered; at a random
// moment the server is killed (SIGKILL: no chance to finish anything). The next round restarts it
// on the same file and first checks that every channel whose create was answered as done, in any
// round, is in the list. Exits 1, naming the missing ones, if one is not.
// tests/unit/apiServer/durability.test.ts runs it.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '4' },
    file: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(values.clients);
const ROUNDS = Number(values.rounds);
const FILE = values.file ?? join(mkdtempSync(join(tmpdir(), 'load-data-file-')), 'data.json');
const ROOT = new URL('..', import.meta.url).pathname;
const BASE = '/gamebridge-manager/v1';
const log = (...args) => values.quiet || console.log(...args);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The server on the file, once it listens. */
async function start() {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/api.mjs', '--data', FILE, '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk;
      if (output.includes('Embedded API on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server stopped (${code}) before it listened:\n${output}`));
    });
  });
  const loaded = /data: .*\((.*)\)/.exec(output)?.[1];
  return { child, url: `http://localhost:${port}${BASE}`, loaded };
}

async function call(url, path, { token, body } = {}) {
  const response = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, ...(await response.json()) };
}

const answered = new Set();
let refused = 0;
const refusals = new Set();
let lost = 0;

for (let round = 1; round <= ROUNDS + 1; round += 1) {
  const server = await start();
  const login = await call(server.url, '/login', {
    body: { email: 'admin@demo.test', password: 'Demo@1234' },
  });
  if (!login.success) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const token = login.data.token;

  const list = await call(server.url, '/ssp_publisher/channel?page_index=1&page_size=1000000', { token });
  const present = new Set(list.data.list.map((channel) => channel.name));
  const missing = [...answered].filter((name) => !present.has(name));
  log(
    `round ${round}: ${server.loaded}; ${answered.size} answered creates so far, ${missing.length} missing`,
  );
  if (missing.length) {
    server.child.kill('SIGKILL');
    console.error(`MISSING after restart: ${missing.join(', ')}`);
    process.exit(1);
  }
  if (round > ROUNDS) {
    server.child.kill('SIGKILL');
    break;
  }

  let killed = false;
  const client = async (index) => {
    for (let serial = 1; !killed; serial += 1) {
      const name = `r${round}c${index}n${serial}`;
      try {
        const answer = await call(server.url, '/ssp_publisher/channel', { token, body: { name } });
        if (answer.success) answered.add(name);
        else {
          refused += 1;
          refusals.add(`${answer.status} ${answer.msg}`);
        }
      } catch {
        lost += 1; // no answer: the server was killed while this create was under way
        return;
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index + 1));
  // Killed at a random moment of the load.
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
  killed = true;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
  await Promise.all(clients);
}

console.log(
  `durable: ${answered.size} creates answered as done over ${ROUNDS} kills (SIGKILL), all present after each restart; ` +
    `${lost} cut off by a kill, ${refused} refused${refused ? ` (${[...refusals].join('; ')})` : ''} (${FILE})`,
);
