import {
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  accessSync,
  type Stats,
} from 'node:fs';
import { open, rename, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { judgeStoredData } from '../src/mocks/store/dataShape';
import { dataStore, save } from '../src/mocks/store/db';
import { seedDb, type MockDb } from '../src/mocks/store/seed';
import type { ApiServer } from './apiServerHandler';
import { applyOps, BATCH_KEY, syncFolder, writeSynced, type DataBatch } from './dataOps';
import type { CompactionReport, CompactionRequest } from './dataFileWorker';
import { DataTracker, type CallChanges, type TakenBatch } from './dataTracking';

/*
 * `npm run api --data <file>`: the data set lives in memory and in two files, the main file (a
 * whole data set, JSON) and its journal `<file>.journal` (one JSON line per batch of changes, see
 * dataOps.ts). A call that changed the data set is answered only once its changes are in the
 * journal and fsynced; when they cannot be written, they are taken back in memory and the call is
 * answered with WRITE_FAILED, as if it had not been made. When the journal has grown, a worker
 * thread (dataFileWorker.ts) writes its copy of the data set as the new main file, off the event
 * loop, and the journal keeps only the batches after it. Loading reads the main file, then
 * replays the journal's batches it does not hold yet.
 */

export const WRITE_FAILED = 'The change could not be written to the data file, so it was not made';

/** The answer's message when a change could not be written. */
export function writeFailedMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as NodeJS.ErrnoException;
  return `${WRITE_FAILED} (${code ?? message ?? String(error)}): try again once the file can be written.`;
}

/** A journal larger than this (bytes) is folded into the main file. */
const COMPACT_AFTER_BYTES = 8 * 1024 * 1024;

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

/**
 * Why `--data <path>` cannot be used, in one line, or undefined. Checked before anything is read
 * or written: a folder, a read-only file, a file or folder that cannot be written.
 */
export function dataFileProblem(path: string): string | undefined {
  const file = resolve(path);
  const folder = dirname(file);
  const statOf = (target: string): Stats | string | undefined => {
    try {
      return statSync(target);
    } catch (error) {
      return codeOf(error) === 'ENOENT' ? undefined : codeOf(error);
    }
  };
  const writable = (target: string) => {
    try {
      accessSync(target, constants.W_OK);
      return undefined;
    } catch (error) {
      return codeOf(error);
    }
  };
  const checkFile = (target: string, shown: string): string | undefined => {
    const stats = statOf(target);
    if (typeof stats === 'string') return `--data ${path}: ${shown} cannot be used (${stats})`;
    if (!stats) return undefined;
    if (stats.isDirectory())
      return `--data ${path}: ${shown} is a folder, not a file (give a file, e.g. --data ${join(path, 'data.json')})`;
    if (!stats.isFile()) return `--data ${path}: ${shown} is not a regular file`;
    if ((stats.mode & 0o222) === 0)
      return `--data ${path}: ${shown} is read-only (make it writable, e.g. chmod u+w, or give another file)`;
    const refused = writable(target);
    return refused && `--data ${path}: ${shown} cannot be written (${refused})`;
  };
  const folderStats = statOf(folder);
  if (typeof folderStats === 'string')
    return `--data ${path}: its folder ${folder} cannot be used (${folderStats})`;
  if (!folderStats) return `--data ${path}: its folder ${folder} does not exist`;
  if (!folderStats.isDirectory()) return `--data ${path}: ${folder} is not a folder`;
  const folderRefused = writable(folder);
  if (folderRefused) return `--data ${path}: its folder ${folder} cannot be written (${folderRefused})`;
  return checkFile(file, 'the file') ?? checkFile(`${file}.journal`, `its journal ${file}.journal`);
}

/** The start was refused: the message is the one line to print. */
export class DataFileRefused extends Error {}

/** A damaged file, kept beside it as `<file>.damaged-<time>` (ISO 8601, basic format); never overwritten. */
function keepDamaged(file: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '');
  for (let attempt = 1; ; attempt += 1) {
    const kept = `${file}.damaged-${stamp}${attempt > 1 ? `-${attempt}` : ''}`;
    try {
      copyFileSync(file, kept, constants.COPYFILE_EXCL);
    } catch (error) {
      if (codeOf(error) === 'EEXIST') continue;
      throw error;
    }
    const handle = openSync(kept, 'r');
    try {
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
    return kept;
  }
}

/** A whole file written durably: a temporary file in the same folder, fsync, rename, fsync of the folder. */
function writeWholeSync(file: string, text: string): void {
  const temporary = `${file}.tmp`;
  writeSynced(temporary, text);
  renameSync(temporary, file);
  syncFolder(dirname(file));
}

/** The journal's batches; a last line cut short (the server stopped while writing it, so it was never answered) is dropped. */
function readJournal(text: string): { batches: DataBatch[]; damagedAt?: number } {
  const lines = text.split('\n');
  lines.pop(); // after the last newline: empty, or a line never finished
  const batches: DataBatch[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    try {
      const batch = JSON.parse(lines[index]) as DataBatch;
      if (typeof batch?.n !== 'number' || !Array.isArray(batch.ops)) throw new Error('not a batch');
      batches.push(batch);
    } catch {
      return { batches, damagedAt: index + 1 };
    }
  }
  return { batches };
}

let workerCode: Promise<string> | undefined;
/** The compaction worker bundled to one script held in memory (as the import worker is). */
function compactionWorkerCode(): Promise<string> {
  workerCode ??= import('rolldown').then(async ({ build }) => {
    const input = fileURLToPath(new URL('./dataFileWorker.ts', import.meta.url));
    const { output } = await build({
      input,
      cwd: dirname(input),
      platform: 'node',
      external: [/^node:/],
      output: { format: 'cjs' },
      write: false,
      logLevel: 'silent',
    });
    return output[0].code;
  });
  return workerCode;
}

export interface DataFileOptions {
  /** Journal size (bytes) that starts a compaction; 8 MiB. */
  compactAfterBytes?: number;
  /** Runs before each journal write; a test makes writes fail (throw) or slow with it. */
  beforeJournalWrite?: () => void | Promise<void>;
  /** Tests: the compaction worker stops once its new file is written, until `resume` is called. */
  onCompactionPaused?: (resume: () => void) => void;
}

export interface DataFile {
  /** How the data set was found, for the start banner. */
  loaded: string;
  /** The API server with every change written before its answer. */
  serve(api: ApiServer): ApiServer;
  /** Compactions started and finished so far. */
  compactions(): { started: number; finished: number; failed: number };
  /** Resolves once no write and no compaction is under way. */
  idle(): Promise<void>;
  /** Waits for the writes under way, stops the worker, closes the journal; db() is the plain data set again. */
  close(): Promise<void>;
}

/**
 * Opens `--data <path>`: checks it (DataFileRefused), loads the main file and replays its journal
 * (a damaged file or journal is kept as `<file>.damaged-<time>` and the seed used), writes a clean
 * main file when loading changed anything, and from then on writes each change to the journal.
 */
export async function openDataFile(path: string, options: DataFileOptions = {}): Promise<DataFile> {
  const problem = dataFileProblem(path);
  if (problem) throw new DataFileRefused(problem);
  const journalPath = `${path}.journal`;
  const compactAfter = options.compactAfterBytes ?? COMPACT_AFTER_BYTES;

  let data: MockDb | undefined;
  let base = 0;
  let loaded = 'a new file, seeded';
  let rewrite = true;
  let fileDamaged = false;
  if (existsSync(path)) {
    let verdict: ReturnType<typeof judgeStoredData>;
    try {
      const parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> | null;
      if (parsed && typeof parsed === 'object' && typeof parsed[BATCH_KEY] === 'number') {
        base = parsed[BATCH_KEY] as number;
        delete parsed[BATCH_KEY];
      }
      verdict = judgeStoredData(parsed, seedDb());
    } catch {
      verdict = { kind: 'corrupted', problem: 'not JSON' };
    }
    if (verdict.kind === 'usable' || verdict.kind === 'repaired') {
      data = verdict.data;
      rewrite = verdict.kind === 'repaired';
      loaded = 'read from the file';
    } else {
      fileDamaged = true;
      base = 0;
      const kept = keepDamaged(path);
      loaded = `seeded: the file (kept as ${kept}) held ${verdict.kind === 'outdated' ? 'an older version' : `damaged data (${verdict.problem})`}`;
    }
  }

  let batch = base;
  if (existsSync(journalPath)) {
    const text = readFileSync(journalPath, 'utf8');
    if (text.length) rewrite = true;
    if (fileDamaged || !data) {
      // Its batches change a data set that is gone: kept, not replayed.
      if (text.trim()) loaded += `; the journal it had is kept as ${keepDamaged(journalPath)}`;
    } else {
      const { batches, damagedAt } = readJournal(text);
      let replayed = 0;
      let failedAt = damagedAt;
      for (const [index, { n, ops }] of batches.entries()) {
        if (n <= base) continue;
        try {
          data = applyOps(data, ops) as MockDb;
        } catch {
          failedAt = index + 1;
          break;
        }
        batch = n;
        replayed += 1;
      }
      if (replayed) loaded += `, ${replayed} journal batch${replayed > 1 ? 'es' : ''} replayed`;
      if (failedAt !== undefined)
        loaded += `; the journal is damaged at line ${failedAt} (kept as ${keepDamaged(journalPath)}): the changes from there on are lost`;
    }
  }

  if (data) dataStore.replace(data);
  else data = dataStore.own();
  try {
    if (rewrite) {
      writeWholeSync(path, JSON.stringify({ ...data, [BATCH_KEY]: batch }));
      writeWholeSync(journalPath, '');
    } else if (!existsSync(journalPath)) {
      writeWholeSync(journalPath, '');
    }
  } catch (error) {
    throw new DataFileRefused(`--data ${path} cannot be written (${codeOf(error)})`);
  }

  let journal: FileHandle = await open(journalPath, 'a');
  let journalBytes = statSync(journalPath).size;
  /** Journal lines not yet in the main file, for the journal kept after a compaction. */
  let lines: { n: number; line: string }[] = [];
  /** Set when the journal could not be put back after a failed write: every later write fails. */
  let broken: Error | undefined;

  // One task at a time on the files: a batch written, or the journal trimmed after a compaction.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  };

  const tracker = new DataTracker(
    () => dataStore.own(),
    () =>
      setImmediate(() => void flush().catch((error: unknown) => console.error(writeFailedMessage(error)))),
  );

  async function writeBatch(): Promise<void> {
    const taken: TakenBatch | undefined = tracker.take();
    if (!taken) return;
    const n = batch + 1;
    // The changed values as they are now (this, and only this, is serialized on the event loop).
    const line = `${JSON.stringify({ n, ops: taken.ops })}\n`;
    try {
      if (broken) throw broken;
      await options.beforeJournalWrite?.();
      await journal.write(line);
      await journal.datasync();
    } catch (error) {
      try {
        await journal.truncate(journalBytes); // no half line left behind
      } catch (cut) {
        broken = new Error(
          `the journal could not be put back after a failed write (${codeOf(cut)}): restart the server`,
        );
      }
      tracker.takeBack([taken], error instanceof Error ? error : new Error(String(error)));
      save(); // the data set changed back: caches built on it start again
      throw error;
    }
    batch = n;
    journalBytes += Buffer.byteLength(line);
    lines.push({ n, line });
    worker?.postMessage({ type: 'batch', line } satisfies CompactionRequest);
    maybeCompact();
  }

  let next: Promise<void> | undefined;
  /** Writes every change made so far; resolves once they are on disk. */
  function flush(): Promise<void> {
    next ??= serial(async () => {
      next = undefined;
      await writeBatch();
    });
    return next;
  }

  // Compaction in the worker thread.
  const counts = { started: 0, finished: 0, failed: 0 };
  let compacting = false;
  let idleWaiters: (() => void)[] = [];
  let worker: Worker | undefined;
  let reportedFailure = false;
  const settled = () => {
    compacting = false;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((wake) => wake());
    maybeCompact();
  };
  function maybeCompact(): void {
    if (!worker || compacting || journalBytes < compactAfter || !lines.length) return;
    compacting = true;
    counts.started += 1;
    worker.postMessage({ type: 'compact', upTo: batch } satisfies CompactionRequest);
  }
  async function trimJournal(upTo: number): Promise<void> {
    const kept = lines.filter((entry) => entry.n > upTo);
    const text = kept.map((entry) => entry.line).join('');
    const temporary = `${journalPath}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.write(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // Closed first: Windows renames nothing over an open file.
    await journal.close();
    try {
      await rename(temporary, journalPath);
      syncFolder(dirname(journalPath));
    } finally {
      journal = await open(journalPath, 'a');
    }
    journalBytes = Buffer.byteLength(text);
    lines = kept;
  }
  const compactionFailed = (message: string) => {
    counts.failed += 1;
    if (!reportedFailure)
      console.error(`The data file could not be compacted (${message}); its journal keeps every change.`);
    reportedFailure = true;
  };
  try {
    worker = new Worker(await compactionWorkerCode(), {
      eval: true,
      workerData: { path: resolve(path), pause: Boolean(options.onCompactionPaused) },
    });
    worker.on('message', (report: CompactionReport) => {
      if (report.type === 'paused')
        options.onCompactionPaused?.(() => worker?.postMessage({ type: 'resume' }));
      else if (report.type === 'failed') {
        compactionFailed(report.message);
        settled();
      } else if (report.type === 'compacted') {
        void serial(() => trimJournal(report.upTo))
          .then(() => void (counts.finished += 1))
          .catch((error: unknown) => compactionFailed(`the journal could not be trimmed: ${codeOf(error)}`))
          .finally(settled);
      }
    });
    worker.on('error', (error) => {
      compactionFailed(error.message);
      worker = undefined;
      settled();
    });
    worker.unref();
  } catch (error) {
    compactionFailed(error instanceof Error ? error.message : String(error));
    worker = undefined;
  }

  dataStore.track(tracker);

  /** Resolves once the call's changes are on disk; rejects with why they were taken back. */
  async function durable(call: CallChanges): Promise<void> {
    await flush().catch(() => undefined);
    if (call.failure) throw call.failure;
  }

  const idle = async () => {
    for (;;) {
      await chain;
      if (!compacting && !tracker.hasPending) return;
      if (tracker.hasPending) await flush().catch(() => undefined);
      else await new Promise<void>((wake) => idleWaiters.push(wake));
    }
  };

  return {
    loaded,
    serve(api) {
      return {
        ...api,
        async answer(request, client) {
          const call: CallChanges = { changed: false };
          const answer = await tracker.within(call, () => api.answer(request, client));
          if (!call.changed && !call.failure) return answer;
          // The answer is read now: a body left as a stream while the write goes on may be
          // cancelled when the handler's own Response is collected (undici does so).
          const body = await answer.arrayBuffer();
          try {
            await durable(call);
          } catch (error) {
            return api.refuse(request, 500, writeFailedMessage(error));
          }
          const { status, statusText, headers } = answer;
          const noBody = [101, 103, 204, 205, 304].includes(status);
          return new Response(noBody ? null : body, { status, statusText, headers });
        },
      };
    },
    compactions: () => ({ ...counts }),
    idle,
    async close() {
      await flush().catch(() => undefined);
      await chain;
      dataStore.track(undefined);
      await worker?.terminate();
      worker = undefined;
      await journal.close();
    },
  };
}
