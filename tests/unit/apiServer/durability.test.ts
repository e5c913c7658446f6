// `npm run api --data <file>` as a process: a file it cannot use is refused in one line with exit
// code 1, and under load, killed (SIGKILL) at random moments and restarted, it loses no change it
// answered as done (scripts/load-data-file.mjs).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

describe('npm run api --data <file>, the process', () => {
  it('refuses a folder (even with <folder>.damaged there), a read-only file and a place it cannot write: one line, exit code 1, nothing renamed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'api-data-start-'));
    const directory = join(folder, 'data');
    mkdirSync(directory);
    mkdirSync(`${directory}.damaged`);
    const readOnly = join(folder, 'read-only.json');
    writeFileSync(readOnly, '{}');
    chmodSync(readOnly, 0o444);
    const plain = join(folder, 'plain.txt');
    writeFileSync(plain, 'not a folder');
    const cases = [
      [directory, 'is a folder, not a file'],
      [readOnly, 'is read-only'],
      [join(plain, 'data.json'), 'is not a folder'],
    ] as const;
    const outcomes = await Promise.all(
      cases.map(([path]) => run(['scripts/api.mjs', '--data', path, '--port', '65000'])),
    );
    outcomes.forEach((outcome, index) => {
      expect(outcome.code).toBe(1);
      const lines = outcome.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`--data ${cases[index][0]}`);
      expect(lines[0]).toContain(cases[index][1]);
      expect(outcome.stderr).not.toMatch(/\n\s+at /);
    });
    expect(readdirSync(folder).sort()).toEqual(['data', 'data.damaged', 'plain.txt', 'read-only.json']);
  });

  it('keeps every change answered as done across kills at random moments (50 clients, scripts/load-data-file.mjs)', async () => {
    const outcome = await run(['scripts/load-data-file.mjs', '--clients', '50', '--rounds', '3']);
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toMatch(/durable: [1-9]\d* creates answered as done over 3 kills/);
    expect(outcome.stdout).toContain(', 0 refused'); // no create failed for any other reason
  });
});
