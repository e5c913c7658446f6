// The SDK & API screen's integrations, as the embedded API answers them: every field and every
// changelog text of the seed, word for word (the planted hostile HTML included), pinned in a
// file snapshot so that a change to how the seed is written cannot change what it answers.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, setErrorToast } from '../../src/providers/http';
import { ADMIN_EMAIL, loginAs } from './helpers';

beforeEach(async () => {
  setErrorToast(vi.fn());
  await loginAs(ADMIN_EMAIL);
});

const integrations = async (query: Record<string, string | number>) =>
  (await call<{ list: unknown[]; total: number }>({ path: '/ssp_publisher/openapi/integration/info', query }))
    .data;

describe('GET /ssp_publisher/openapi/integration/info', () => {
  it('answers the four seeded integrations with their changelogs, newest first', async () => {
    const all = await integrations({ page_index: 1, page_size: 100 });
    await expect(JSON.stringify(all, null, 2)).toMatchFileSnapshot('./__snapshots__/integrations.json');
  });

  it('keeps one integration type, and pages', async () => {
    const app = await integrations({ page_index: 1, page_size: 100, integration_type: 'App-SSP' });
    expect(app?.list.map((item) => (item as { integration_name: string }).integration_name)).toEqual([
      'Android SDK',
      'iOS SDK',
    ]);
    const second = await integrations({ page_index: 2, page_size: 3 });
    expect(second).toMatchObject({ total: 4, list: [{ integration_name: 'iOS SDK' }] });
  });
});
