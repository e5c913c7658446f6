import { describe, expect, it } from 'vitest';
import { call } from '../../src/providers/http';
import app from '../../src/schemas/app';
import searchSite from '../../src/schemas/searchSite';
import site from '../../src/schemas/site';
import { loginAs } from './helpers';

/**
 * The demo login narrowed to some records (README): regional@demo.test, in the group Regional
 * Publishers, sees two content sites, one app and one search site, in every list and report.
 */
const REGIONAL_EMAIL = 'regional@demo.test';

type Page = { list: Record<string, unknown>[]; total: number };
const listed = async (path: string, key: string) => {
  const data = (await call<Page>({ path, query: { page: 1, page_index: 1, page_size: 100 } })).data as Page;
  return data.list.map((row) => row[key]);
};

describe('the narrowed demo user', () => {
  it('sees dailynews and sportsfan, NewsReader and findit.example only', async () => {
    await loginAs(REGIONAL_EMAIL);
    expect(await listed(site.api.list.path, 'domain')).toEqual(
      expect.arrayContaining(['dailynews.example', 'sportsfan.example']),
    );
    expect((await listed(site.api.list.path, 'domain')).length).toBe(2);
    expect(await listed(app.api.list.path, 'app_name')).toEqual(['NewsReader']);
    expect(await listed(searchSite.api.list.path, 'domain')).toEqual(['findit.example']);
  });
});
