import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiReady, startApiWith } from '../../src/providers/http/ready';

describe('apiReady', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts the registered API once, however many calls wait for it', async () => {
    let finish: () => void = () => undefined;
    const start = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    startApiWith(start);
    let answered = 0;
    const waiting = [apiReady(), apiReady()].map((wait) => wait.then(() => (answered += 1)));
    await Promise.resolve();
    expect(answered).toBe(0);
    finish();
    await Promise.all(waiting);
    expect(answered).toBe(2);
    await apiReady();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a start that fails is logged and the calls go ahead', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('no service worker');
    startApiWith(() => Promise.reject(failure));
    await expect(apiReady()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('The embedded API did not start:', failure);
  });
});
