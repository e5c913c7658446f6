import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataStore } from '../../src/mocks/store/db';
import { handlers } from '../../src/mocks/handlers';
import { DEMO_PASSWORD } from '../../src/mocks/store/seed';
import { sharedCalls } from '../../src/mocks/runtime/sharedCalls';

const shared = [sharedCalls(handlers, dataStore)];

afterEach(() => vi.restoreAllMocks());

describe('sharedCalls', () => {
  it('answers an API call inside the store lock', async () => {
    const exclusive = vi.spyOn(dataStore, 'exclusive');
    const response = await getResponse(
      shared,
      new Request('http://localhost/gamebridge-manager/v1/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
      }),
    );
    expect(exclusive).toHaveBeenCalledTimes(1);
    const body = (await response?.json()) as { success: boolean; data: { token: string } };
    expect(body.success).toBe(true);
    expect(dataStore.db().sessions[body.data.token]).toBe(1);
  });

  it('lets the page’s own files through without waiting for the lock', async () => {
    const exclusive = vi.spyOn(dataStore, 'exclusive');
    const response = await getResponse(shared, new Request('http://localhost/assets/index.js'));
    expect(response).toBeUndefined();
    expect(exclusive).not.toHaveBeenCalled();
  });
});
