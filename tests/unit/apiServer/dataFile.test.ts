// `npm run api --data <file>`, over the real HTTP server: a change is answered as done only once it
// is on disk (the journal, fsynced); one that cannot be written is not made; damaged files are
// kept; the main file is rewritten by a worker thread while calls go on being answered.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { handlers } from '../../../src/mocks/handlers';
import { db, resetDb } from '../../../src/mocks/store/db';
import { seedDb } from '../../../src/mocks/store/seed';
import { createApiServer } from '../../../server/apiServerHandler';
import {
  DataFileRefused,
  dataFileProblem,
  openDataFile,
  WRITE_FAILED,
  type DataFileOptions,
} from '../../../server/dataFile';
import { createHttpServer } from '../../../server/httpServer';
import { listenOnFreePort, rawRequest } from './rawHttp';

const BASE = '/gamebridge-manager/v1';
const folderOf = () => mkdtempSync(join(tmpdir(), 'api-data-'));
const fileIn = () => join(folderOf(), 'data.json');

const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!();
});

/** The API server on the data file, on a free port, as `npm run api --data <path>` serves it. */
async function serve(path: string, options?: DataFileOptions) {
  const file = await openDataFile(path, options);
  const server: Server = createHttpServer(file.serve(createApiServer(handlers, { controlSecret: 'secret' })));
  const port = await listenOnFreePort(server);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await new Promise((resolve) => server.close(resolve));
    await file.close();
  };
  running.push(stop);
  /** The server stopped and started again on the same file (memory back to the seed in between). */
  const restart = async (again?: DataFileOptions) => {
    await stop();
    resetDb();
    return serve(path, again);
  };
  return { file, port, stop, restart };
}

interface Envelope {
  success: boolean;
  code?: number;
  msg?: string;
  data?: { token?: string; list?: { name: string }[]; total?: number };
}

async function call(port: number, method: string, path: string, token?: string, body?: unknown) {
  const answer = await rawRequest(port, {
    method,
    path: `${BASE}${path}`,
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, ...(JSON.parse(answer.body) as Envelope) };
}

const login = (port: number) =>
  call(port, 'POST', '/login', undefined, { email: 'admin@demo.test', password: 'Demo@1234' });
const tokenOf = async (port: number) => (await login(port)).data!.token!;
const createChannel = (port: number, token: string, name: string) =>
  call(port, 'POST', '/ssp_publisher/channel', token, { name });
const channelNames = async (port: number, token: string) =>
  (await call(port, 'GET', '/ssp_publisher/channel?page_index=1&page_size=1000000', token)).data!.list!.map(
    (channel) => channel.name,
  );
const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

describe('npm run api --data <file>', () => {
  it('writes the seed to a new file, each change to its journal before answering, and reads both at the next start', async () => {
    const path = fileIn();
    const first = await serve(path);
    expect(first.file.loaded).toBe('a new file, seeded');
    const { journalBatch, ...stored } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    expect(journalBatch).toBe(0);
    expect(stored).toEqual(JSON.parse(JSON.stringify(db())));

    const token = await tokenOf(first.port);
    expect((await createChannel(first.port, token, 'Kept')).success).toBe(true);
    // Answered: already on disk, without waiting for the server to stop.
    expect(readFileSync(`${path}.journal`, 'utf8')).toContain('"Kept"');

    const second = await first.restart();
    expect(second.file.loaded).toBe('read from the file, 2 journal batches replayed');
    expect(await channelNames(second.port, token)).toContain('Kept'); // the session too
  });

  it('writes nothing when a call changed nothing', async () => {
    const path = fileIn();
    const { port } = await serve(path);
    const token = await tokenOf(port);
    const size = statSync(`${path}.journal`).size;
    await channelNames(port, token);
    expect(statSync(`${path}.journal`).size).toBe(size);
  });

  it('answers a change it cannot write with an error and does not make it: no "already exists" on retry, never written later', async () => {
    const path = fileIn();
    let fail = false;
    const first = await serve(path, {
      beforeJournalWrite: () => {
        if (fail) throw diskFull();
      },
    });
    const token = await tokenOf(first.port);
    fail = true;
    const refused = await createChannel(first.port, token, 'Not yet');
    expect(refused).toMatchObject({ status: 500, success: false });
    expect(refused.msg).toBe(`${WRITE_FAILED} (ENOSPC): try again once the file can be written.`);
    fail = false;
    expect(await channelNames(first.port, token)).not.toContain('Not yet'); // memory as it was

    await createChannel(first.port, token, 'Written'); // a later write does not carry it along
    const retried = await createChannel(first.port, token, 'Not yet');
    expect(retried).toMatchObject({ status: 200, success: true });

    const second = await first.restart();
    const names = await channelNames(second.port, token);
    expect(names.filter((name) => name === 'Not yet')).toHaveLength(1);
    expect(names).toContain('Written');
  });

  it('opens no session for a login whose write failed', async () => {
    const path = fileIn();
    let fail = false;
    const first = await serve(path, {
      beforeJournalWrite: () => {
        if (fail) throw diskFull();
      },
    });
    const sessions = Object.keys(db().sessions).length;
    fail = true;
    const answer = await login(first.port);
    expect(answer).toMatchObject({ status: 500, success: false, msg: expect.stringContaining(WRITE_FAILED) });
    expect(answer.data).toBeUndefined();
    expect(Object.keys(db().sessions)).toHaveLength(sessions);
    fail = false;
    const second = await first.restart();
    expect(second.file.loaded).toBe('read from the file');
    expect(Object.keys(db().sessions)).toHaveLength(sessions);
  });

  it('takes back every change made while a failed write was under way, and answers each of them with the error', async () => {
    const path = fileIn();
    let release: (() => void) | undefined;
    let fail = false;
    const { port } = await serve(path, {
      beforeJournalWrite: async () => {
        if (!fail) return;
        await new Promise<void>((resolve) => (release = resolve));
        throw diskFull();
      },
    });
    const token = await tokenOf(port);
    fail = true;
    const slow = createChannel(port, token, 'First');
    while (!release) await new Promise((resolve) => setTimeout(resolve, 5));
    const queued = createChannel(port, token, 'Second'); // made in memory while the first is written
    while (!db().channels.some((channel) => channel.name === 'Second'))
      await new Promise((resolve) => setTimeout(resolve, 5));
    fail = false;
    release();
    expect((await slow).msg).toContain(WRITE_FAILED);
    expect((await queued).msg).toContain(WRITE_FAILED);
    const names = await channelNames(port, token);
    expect(names).not.toContain('First');
    expect(names).not.toContain('Second');
  });

  it('keeps each damaged file beside it with its time in the name, never overwriting an earlier one', async () => {
    const path = fileIn();
    writeFileSync(path, '{"version": 4, "users": "cut sho');
    const first = await serve(path);
    const [kept] = readdirSync(join(path, '..')).filter((name) => name.startsWith('data.json.damaged-'));
    expect(kept).toMatch(/^data\.json\.damaged-\d{8}T\d{6}\.\d{3}Z$/);
    expect(first.file.loaded).toBe(
      `seeded: the file (kept as ${join(path, '..', kept)}) held damaged data (not JSON)`,
    );
    expect(readFileSync(join(path, '..', kept), 'utf8')).toBe('{"version": 4, "users": "cut sho');
    await first.stop();

    writeFileSync(path, 'second damage');
    const second = await serve(path);
    expect(second.file.loaded).toContain('damaged data (not JSON)');
    const copies = readdirSync(join(path, '..')).filter((name) => name.startsWith('data.json.damaged-'));
    expect(copies).toHaveLength(2);
    expect(copies.map((name) => readFileSync(join(path, '..', name), 'utf8')).sort()).toEqual(
      ['{"version": 4, "users": "cut sho', 'second damage'].sort(),
    );
  });

  it('replays a journal whose last line was cut short by a stop, and drops only that line', async () => {
    const path = fileIn();
    const first = await serve(path);
    const token = await tokenOf(first.port);
    await createChannel(first.port, token, 'Whole');
    await first.stop();
    writeFileSync(
      `${path}.journal`,
      `${readFileSync(`${path}.journal`, 'utf8')}{"n":3,"ops":[["put",["nextId"],1`,
    );
    resetDb();
    const second = await serve(path);
    expect(second.file.loaded).toBe('read from the file, 2 journal batches replayed');
    expect(await channelNames(second.port, token)).toContain('Whole');
  });

  it('refuses a folder, a read-only file and a place it cannot write, renaming nothing', async () => {
    const folder = folderOf();
    const directory = join(folder, 'data');
    mkdirSync(directory);
    mkdirSync(`${directory}.damaged`);
    const readOnly = join(folder, 'read-only.json');
    writeFileSync(readOnly, JSON.stringify(seedDb()));
    chmodSync(readOnly, 0o444);
    const plain = join(folder, 'plain.txt');
    writeFileSync(plain, 'not a folder');

    expect(dataFileProblem(directory)).toBe(
      `--data ${directory}: the file is a folder, not a file (give a file, e.g. --data ${join(directory, 'data.json')})`,
    );
    expect(dataFileProblem(readOnly)).toBe(
      `--data ${readOnly}: the file is read-only (make it writable, e.g. chmod u+w, or give another file)`,
    );
    expect(dataFileProblem(join(plain, 'data.json'))).toBe(
      `--data ${join(plain, 'data.json')}: ${plain} is not a folder`,
    );
    expect(dataFileProblem(join(folder, 'missing', 'data.json'))).toBe(
      `--data ${join(folder, 'missing', 'data.json')}: its folder ${join(folder, 'missing')} does not exist`,
    );
    await expect(openDataFile(readOnly)).rejects.toBeInstanceOf(DataFileRefused);
    expect(readdirSync(folder).sort()).toEqual(['data', 'data.damaged', 'plain.txt', 'read-only.json']);
    expect(readFileSync(readOnly, 'utf8')).toBe(JSON.stringify(seedDb()));
  });

  it('answers reads and writes of 100,000 records while a compaction writes the main file (held half-way)', async () => {
    const path = fileIn();
    const channels = Array.from({ length: 100_000 }, (_, index) => ({
      id: index + 1,
      name: `bulk ${index + 1}`,
    }));
    writeFileSync(path, JSON.stringify({ ...seedDb(), channels }));
    let held: (() => void) | undefined;
    let holding: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => (holding = resolve));
    const { file, port } = await serve(path, {
      compactAfterBytes: 1, // every write starts a compaction
      onCompactionPaused: (resume) => {
        if (held) return resume(); // only the first is held
        held = resume;
        holding();
      },
    });
    const token = await tokenOf(port); // a write: the first compaction starts
    await paused; // the worker has written the new file and waits before putting it in place
    expect(file.compactions()).toEqual({ started: 1, finished: 0, failed: 0 });

    const read = await call(port, 'GET', '/ssp_publisher/channel?page_index=1&page_size=20', token);
    expect(read.data!.total).toBe(100_000);
    expect((await createChannel(port, token, 'During')).success).toBe(true);
    expect(file.compactions().finished).toBe(0); // both answered while the compaction was under way

    held!();
    await file.idle();
    expect(file.compactions().finished).toBeGreaterThanOrEqual(1);
    const main = JSON.parse(readFileSync(path, 'utf8')) as { channels: { name: string }[] };
    expect(main.channels).toHaveLength(100_001);
    expect(main.channels.map((channel) => channel.name)).toContain('During');
    expect(existsSync(`${path}.compacting`)).toBe(false);
  });
});
