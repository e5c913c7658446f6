import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { runConformance } from '../../../scripts/conformance/check.mjs';
import { CONTRACT, fakeHost, type Breaks } from './contractFixture';

export const HOST = 'http://api.test:8080';

/** Collects what is written to it, as a stream that is not a terminal. */
function sink() {
  let text = '';
  return { write: (chunk: string) => ((text += chunk), true), isTTY: false, text: () => text };
}

/** Runs the check against the fake host with the fixture contract; its exit code and what it printed. */
export async function check(
  breaks: Breaks = {},
  extraArgs: string[] = [],
  options: { password?: string } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'conformance-'));
  const contract = path.join(dir, 'openapi.json');
  writeFileSync(contract, JSON.stringify(CONTRACT));
  const host = fakeHost(breaks);
  const out = sink();
  const err = sink();
  const args = ['--host', HOST, '--email', 'admin@demo.test', '--password', options.password ?? 'right'];
  const code: number = await runConformance([...args, '--contract', contract, ...extraArgs], {
    fetchImpl: host.fetchImpl,
    out,
    err,
    env: {},
    today: new Date('2026-11-28T08:00:00Z'),
  });
  return { code, out: out.text(), err: err.text(), host, dir };
}

/** The table's line for a call (its first line, which holds the call and its result). */
export const lineOf = (out: string, call: string) =>
  out.split('\n').find((line) => line.startsWith(call) && !line.startsWith('['));
