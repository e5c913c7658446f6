// The conformance check's command line: what to check against what, and the guard on --writes.
import { parseArgs } from 'node:util';

/** Exit codes: every call conforms; some call differs; the check could not run (this line says why). */
export const EXIT = { conforms: 0, differs: 1, cannotRun: 2 };

/** A reason the check cannot run, told in one line (no stack trace). */
export class CannotRun extends Error {}

export const USAGE = `npm run conformance -- --host <url> --email <e> --password <p> [options]

  --host <url>          the API host to check, e.g. https://api.example.com
  --email <e>           a user of that host (every read call needs one who sees every screen)
  --password <p>        their password (or the CONFORMANCE_PASSWORD environment variable)
  --contract <file|url> the OpenAPI document (default docs/openapi.json)
  --writes              also create, edit and delete records of its own (named conformance-<time>)
  --i-own <host>        the host's name again: --writes is refused without it
  --timeout <seconds>   how long one call may take (default 20)
  --json <file>         also write the results as JSON

Exit code 0: every call answers as the contract says; 1: some call differs; 2: the check could not run.`;

/** Whether --i-own names the host: its name (with or without the port) or the same address. */
function namesHost(given, host) {
  const text = given.trim().toLowerCase();
  const named = /^[a-z][a-z0-9+.-]*:\/\//.test(text) ? URL.parse(text)?.host : text.replace(/\/+$/, '');
  return named === host.host.toLowerCase() || named === host.hostname.toLowerCase();
}

/** The parsed options, or CannotRun naming what is wrong with them. */
export function parseConformanceArgs(argv, env = process.env) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        host: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        contract: { type: 'string', default: 'docs/openapi.json' },
        writes: { type: 'boolean', default: false },
        'i-own': { type: 'string' },
        timeout: { type: 'string', default: '20' },
        json: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new CannotRun(`${error.message} (npm run conformance -- --help lists the options)`);
  }
  if (values.help) return { help: true };
  const password = values.password ?? env.CONFORMANCE_PASSWORD;
  const missing = ['host', 'email'].filter((name) => !values[name]);
  if (!password) missing.push('password');
  if (missing.length)
    throw new CannotRun(
      `Give ${missing.map((name) => `--${name}`).join(', ')} (npm run conformance -- --help)`,
    );
  const host = URL.parse(values.host);
  if (!host || !/^https?:$/.test(host.protocol))
    throw new CannotRun(
      `--host must be an http(s) address such as https://api.example.com, not "${values.host}"`,
    );
  const seconds = Number(values.timeout);
  if (!(seconds > 0)) throw new CannotRun(`--timeout must be a number of seconds, not "${values.timeout}"`);
  if (values.writes && !(values['i-own'] && namesHost(values['i-own'], host)))
    throw new CannotRun(
      `--writes creates, edits and deletes records on ${host.host}: give its name again with --i-own ${host.hostname} to confirm it is yours`,
    );
  return {
    help: false,
    // A host behind a path prefix keeps it, as the console's VITE_API_HOST does.
    host: host.href.replace(/\/+$/, ''),
    email: values.email,
    password,
    contract: values.contract,
    writes: values.writes,
    timeoutMs: seconds * 1000,
    json: values.json,
  };
}
