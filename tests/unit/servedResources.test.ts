// The shipped resources the generic handler serves from their schemas and what their modules
// declare (src/mocks/generic/served.ts): the status toggle, unique keys, extra searches.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, setErrorToast } from '../../src/providers/http';
import { ADMIN_EMAIL, loginAs } from './helpers';

beforeEach(async () => {
  setErrorToast(vi.fn());
  await loginAs(ADMIN_EMAIL);
});

const put = (path: string, body: unknown) =>
  call<Record<string, unknown>>({ method: 'PUT', path, body, silent: true });
const post = (path: string, body: unknown) => call({ method: 'POST', path, body, silent: true });
const listOf = async (path: string, query: Record<string, string | number>) =>
  (
    await call<{ list: Record<string, unknown>[] }>({
      path,
      query: { page_index: 1, page_size: 50, ...query },
    })
  ).data?.list ?? [];

describe("a schema's status toggle, answered by the generic handler", () => {
  it('sets one of its two values on the record the body names', async () => {
    const answer = await put('/ssp_publisher/postback/status', { postback_id: 3101, status: 2 });
    expect(answer.data).toMatchObject({ postback_id: 3101, status: 2 });
    const rows = await listOf('/ssp_publisher/postback/list', { status: 2 });
    expect(rows.map((row) => row.postback_id)).toContain(3101);
  });

  it("refuses another value: 'Status must be 1 or 2'", async () => {
    await expect(
      put('/ssp_publisher/postback/status', { postback_id: 3101, status: 3 }),
    ).rejects.toMatchObject({
      message: 'Status must be 1 or 2',
    });
  });

  it("refuses a record that does not exist: 'Postback not found'", async () => {
    await expect(put('/ssp_publisher/postback/status', { postback_id: 1, status: 1 })).rejects.toMatchObject({
      message: 'Postback not found',
    });
  });
});

describe('what a module declares', () => {
  it('keeps names unique without regard to case', async () => {
    await expect(post('/ssp_publisher/channel', { name: 'ORGANIC' })).rejects.toMatchObject({
      message: 'A channel named ORGANIC already exists',
    });
  });

  it("searches an app's keyword in its name and its id", async () => {
    const byName = await listOf('/ssp_publisher/app/list', { keyword: 'puzzle' });
    const byId = await listOf('/ssp_publisher/app/list', { keyword: '7001' });
    expect(byName.map((row) => row.app_name)).toEqual(['PuzzleQuest']);
    expect(byId.map((row) => row.app_name)).toEqual(['NewsReader']);
  });

  it('sets what the server owns on a new record: a keyword waits for review, named for its creator', async () => {
    const answer = await call<Record<string, unknown>>({
      method: 'POST',
      path: '/ssp_publisher/keyword',
      body: { key_word: '  garden tools ', lp_type: 'content_page', status: 1 },
    });
    expect(answer.data).toMatchObject({ key_word: 'garden tools', status: 2, created_user_name: 'Admin' });
    await expect(
      post('/ssp_publisher/keyword', { key_word: 'garden tools', lp_type: 'content_page' }),
    ).rejects.toMatchObject({ message: 'The main keyword garden tools already exists' });
  });
});
