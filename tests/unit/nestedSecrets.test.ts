// Secrets and URLs nested in a record: a secret-named key at any depth is hidden in the activity
// log and its export, and every URL at any depth of a write is http(s).
import { describe, expect, it } from 'vitest';
import { HIDDEN } from '../../src/common/activityKinds';
import { isSecretName, redacted } from '../../src/mocks/activity/changes';
import { activityLog } from '../../src/mocks/activity/recorder';
import { links } from '../../src/mocks/handlers/inventory/links';
import { unsafeUrlRefusal } from '../../src/mocks/calls/webUrls';
import { callAs, tokenOf } from './authorization/requests';
import { CREATE_LINK, linkBody } from './fixtures/linkBody';

const CREATE = CREATE_LINK;
const ACCESS_TOKEN = 'EAAG-nested-secret-4242';
const link = linkBody;

describe('secret names', () => {
  it('are passwords, secrets, tokens, credentials and keys, not keywords', () => {
    for (const name of [
      'password',
      'access_token',
      'accessToken',
      'client_secret',
      'api_key',
      'appKey',
      'key',
    ])
      expect(isSecretName(name), name).toBe(true);
    for (const name of ['key_word', 'keyword', 'other_key_word', 'monkey', 'pixel_id', 'postback_url'])
      expect(isSecretName(name), name).toBe(false);
  });

  it('are hidden at any depth, in objects and lists', () => {
    expect(
      redacted({ utm_param: { access_token: 'a', pixel_id: 'p' }, list: [{ nested: { api_key: 'k' } }] }),
    ).toEqual({
      utm_param: { access_token: HIDDEN, pixel_id: 'p' },
      list: [{ nested: { api_key: HIDDEN } }],
    });
  });
});

describe("a link's utm_param.access_token", () => {
  it('is stored but never reaches the activity log nor its export', async () => {
    const token = await tokenOf('admin@demo.test');
    const answer = await callAs(token, CREATE, {}, link({ access_token: ACCESS_TOKEN }));
    expect(answer.body).toMatchObject({ success: true });
    const id = (answer.body as { data: { id: number } }).data.id;
    expect(links().find((row) => row.id === id)?.utm_param).toMatchObject({ access_token: ACCESS_TOKEN });

    const entry = activityLog()[activityLog().length - 1];
    expect(entry.resource).toBe('Landing Pages');
    expect(JSON.stringify(entry)).not.toContain(ACCESS_TOKEN);
    const changes = entry.changes as { field: string; after?: unknown }[];
    expect(changes.find((change) => change.field === 'utm_param')?.after).toMatchObject({
      access_token: HIDDEN,
      pixel_id: 'px-1',
    });

    const listed = await callAs(
      token,
      { method: 'GET', base: 'v1', path: '/ssp_publisher/activity/list' },
      {},
      undefined,
      {
        page_index: '1',
        page_size: '50',
      },
    );
    expect(JSON.stringify(listed.body)).toContain('px-1');
    expect(JSON.stringify(listed.body)).not.toContain(ACCESS_TOKEN);
    const exported = await fetch(
      'http://localhost/gamebridge-manager/v1/ssp_publisher/activity/export?page_index=1&page_size=9999',
      {
        headers: { Authorization: token },
      },
    );
    const csv = await exported.text();
    expect(csv).toContain('Landing Pages');
    expect(csv).not.toContain(ACCESS_TOKEN);
  });
});

describe('URLs at any depth of a write', () => {
  it.each([
    ['javascript:alert(4)'],
    ['  JavaScript:alert(4)'],
    ['java\tscript:alert(4)'],
    ['data:text/html,<script>alert(4)</script>'],
    ['ftp://files.example/x'],
    ['//evil.example/x'],
    ['/relative/path'],
  ])('refuses utm_param.postback_url %j with its path in the message', async (url) => {
    const token = await tokenOf('admin@demo.test');
    const before = links().length;
    const answer = await callAs(token, CREATE, {}, link({ postback_url: url }));
    expect(answer.body).toEqual({
      success: false,
      code: 400,
      msg: 'utm_param.postback_url must start with http:// or https://',
    });
    expect(links().length).toBe(before);
  });

  it('accepts http(s) and an empty URL', async () => {
    const token = await tokenOf('admin@demo.test');
    for (const url of ['https://track.example/pb?x=1', 'http://track.example', ''])
      expect((await callAs(token, CREATE, {}, link({ postback_url: url }))).body).toMatchObject({
        success: true,
      });
  });

  it('refuses an address of another scheme in a field not named as a URL, at any depth', () => {
    expect(unsafeUrlRefusal({ sub1: 'javascript:alert(1)' })).toBe(
      'sub1 must start with http:// or https://',
    );
    expect(unsafeUrlRefusal({ a: [{ b: 'vbscript:x' }] })).toBe('a[0].b must start with http:// or https://');
    expect(unsafeUrlRefusal({ a: { imageUrl: 'data:image/png;base64,AA' } })).toBe(
      'a.imageUrl must start with http:// or https://',
    );
    // Text that only has a colon is not an address.
    expect(
      unsafeUrlRefusal({ note: 'Note: 12:30, see https://docs.example', key_word: 'a:b' }),
    ).toBeUndefined();
  });
});
