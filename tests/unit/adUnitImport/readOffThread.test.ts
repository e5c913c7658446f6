/** The worker shell: its answer passes through, and a worker that never answers is stopped. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOO_SLOW } from '../../../src/common/spreadsheet/limits';
import { readImportFileOffThread, type ParseWorker } from '../../../src/common/spreadsheet/readOffThread';
import { UNREADABLE, WRONG_TYPE } from '../../../src/common/spreadsheet/sheet';

/** A worker that records what it is given and answers only when told to. */
function fakeWorker() {
  const worker: ParseWorker & { posted: unknown[]; terminated: number } = {
    onmessage: null,
    onerror: null,
    onmessageerror: null,
    posted: [],
    terminated: 0,
    postMessage(message) {
      this.posted.push(message);
    },
    terminate() {
      this.terminated += 1;
    },
  };
  return worker;
}

afterEach(() => vi.useRealTimers());

describe('reading an import file in a worker', () => {
  it("passes the worker's outcome on and ends the worker", async () => {
    const worker = fakeWorker();
    const reading = readImportFileOffThread(new ArrayBuffer(4), { start: () => worker });
    expect(worker.posted).toHaveLength(1);
    worker.onmessage?.({ data: { rows: [] } } as unknown as MessageEvent);
    expect(await reading).toEqual({ rows: [] });
    expect(worker.terminated).toBe(1);
  });
  it('terminates a worker that takes longer than the time limit, with a message', async () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    const reading = readImportFileOffThread(new ArrayBuffer(4), { start: () => worker, timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(worker.terminated).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await reading).toEqual({ error: TOO_SLOW });
    expect(worker.terminated).toBe(1);
  });
  it('turns a crashed worker or a strange answer into the unreadable message', async () => {
    const crashed = fakeWorker();
    const first = readImportFileOffThread(new ArrayBuffer(4), { start: () => crashed });
    crashed.onerror?.({} as ErrorEvent);
    expect(await first).toEqual({ error: UNREADABLE });
    const odd = fakeWorker();
    const second = readImportFileOffThread(new ArrayBuffer(4), { start: () => odd });
    odd.onmessage?.({ data: { rows: 'many' } } as unknown as MessageEvent);
    expect(await second).toEqual({ error: UNREADABLE });
    expect(odd.terminated).toBe(1);
  });
  it('reads in place where there are no workers', async () => {
    const bytes = new TextEncoder().encode('not a spreadsheet');
    expect(await readImportFileOffThread(bytes.buffer, { start: () => undefined })).toEqual({
      error: WRONG_TYPE,
    });
  });
});
