import { describe, expect, it, vi } from 'vitest';
import { CLAIM_CLIENTS, ensureControlled } from '../../src/mocks/runtime/workerControl';

/** A ServiceWorkerContainer stand-in: `claims` says whether the worker takes the page over. */
function container(controlled: boolean, claims: boolean) {
  const target = new EventTarget();
  const fake = Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
    posted: [] as unknown[],
    ready: Promise.resolve({
      active: {
        postMessage(message: unknown) {
          fake.posted.push(message);
          if (!claims) return;
          // The takeover comes a moment later, as in a browser: a caller that does not wait misses it.
          setTimeout(() => {
            fake.controller = {} as ServiceWorker;
            target.dispatchEvent(new Event('controllerchange'));
          }, 20);
        },
      },
    }),
  });
  return fake;
}

describe('ensureControlled', () => {
  it('asks nothing of a worker that already controls the page', async () => {
    const fake = container(true, true);
    await ensureControlled(fake as unknown as ServiceWorkerContainer);
    expect(fake.posted).toEqual([]);
  });

  it('asks the worker to claim an uncontrolled page and waits until it does', async () => {
    const fake = container(false, true);
    await ensureControlled(fake as unknown as ServiceWorkerContainer);
    expect(fake.posted).toEqual([CLAIM_CLIENTS]);
    expect(fake.controller).not.toBeNull();
  });

  it('goes ahead after a while, with a console error, when the worker does not take the page', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const fake = container(false, false);
      const waiting = ensureControlled(fake as unknown as ServiceWorkerContainer);
      await vi.advanceTimersByTimeAsync(5_000);
      await waiting;
      expect(fake.posted).toEqual([CLAIM_CLIENTS]);
      expect(error).toHaveBeenCalledWith(
        'The embedded API worker does not control this page: calls will fail.',
      );
    } finally {
      error.mockRestore();
      vi.useRealTimers();
    }
  });
});
