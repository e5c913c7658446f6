// The conformance check from start to end: read the contract, sign in, run the read calls (and with
// --writes the write calls on records of its own), print the table; answers the exit code.
import { writeFileSync } from 'node:fs';
import { CannotRun, EXIT, parseConformanceArgs, USAGE } from './args.mjs';
import { createSchemaChecker } from './checks.mjs';
import { createClient, findLogin, signIn } from './client.mjs';
import { operationsOf, readContract, tokenHeaderOf } from './contract.mjs';
import { runReads } from './reads.mjs';
import { progress, resultTable, summaryLine } from './table.mjs';
import { runWrites } from './writes.mjs';

/** --json <file>: the results, for a program (npm test's conformance step reads them). */
function writeResults(options, results) {
  try {
    const written = { host: options.host, contract: options.contract, results };
    writeFileSync(options.json, `${JSON.stringify(written, null, 2)}\n`);
  } catch (error) {
    throw new CannotRun(`--json ${options.json} could not be written (${error.code ?? error.message})`);
  }
}

/**
 * Runs the check for the command line `argv`. `io` replaces what it talks to (tests): `fetchImpl`,
 * `out` and `err` (streams), `env`, `today`.
 */
export async function runConformance(argv, io = {}) {
  const {
    fetchImpl = fetch,
    out = process.stdout,
    err = process.stderr,
    env = process.env,
    today = new Date(),
  } = io;
  try {
    const options = parseConformanceArgs(argv, env);
    if (options.help) {
      out.write(`${USAGE}\n`);
      return EXIT.conforms;
    }
    const document = await readContract(options.contract, fetchImpl);
    const operations = operationsOf(document);
    const client = createClient({ host: options.host, timeoutMs: options.timeoutMs, fetchImpl });
    out.write(`Checking ${options.host} against ${options.contract} (${operations.length} operations)\n`);
    await signIn(client, {
      login: findLogin(operations),
      email: options.email,
      password: options.password,
      tokenHeader: tokenHeaderOf(document),
    });
    const context = {
      document,
      operations,
      client,
      schemaCheck: createSchemaChecker(document),
      found: new Map(),
      today,
    };
    const shown = progress(out);
    const results = await runReads(context, shown);
    if (options.writes) results.push(...(await runWrites(context, shown)));
    out.write(`\n${resultTable(results)}\n\n${summaryLine(results)}\n`);
    if (options.json) writeResults(options, results);
    return results.some((result) => result.result === 'differs') ? EXIT.differs : EXIT.conforms;
  } catch (error) {
    if (!(error instanceof CannotRun)) throw error;
    err.write(`conformance: ${error.message}\n`);
    return EXIT.cannotRun;
  }
}
