import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildScreens, menuPathsOf } from '../../src/App';
import { server } from '../../src/mocks/runtime/node';
import { menuTree } from '../../src/mocks/menuTree';
import {
  forgetKnownMenuPaths,
  forgetMenu,
  loadMenu,
  setKnownMenuPaths,
  sortTree,
  type MenuItem,
} from '../../src/providers/access/menu';
import { registry } from '../../src/schemas';
import { ADMIN_EMAIL, loginAs } from './helpers';

const HOSTILE = ['//evil.example/phish', 'https://evil.example/p', 'javascript:alert(1)', '/no/such/screen'];

const entry = (id: number, path: string, children?: MenuItem[]): MenuItem => ({
  id,
  name: `Entry ${id}`,
  path,
  sort: id,
  ...(children ? { children } : {}),
});

/** The server's menu for the next GET /menu. */
const serverMenu = (items: MenuItem[]) =>
  server.use(
    http.get('*/gamebridge-manager/v1/menu', () => HttpResponse.json({ success: true, data: items })),
  );

const paths = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.path, ...paths(item.children ?? [])]);

let warn: ReturnType<typeof vi.spyOn>;
afterAll(forgetKnownMenuPaths);
beforeEach(async () => {
  setKnownMenuPaths(menuPathsOf(buildScreens(registry)));
  forgetMenu();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await loginAs(ADMIN_EMAIL);
  forgetMenu(); // the login asked for the menu already: each test reads its own server menu
});
afterEach(() => {
  warn.mockRestore();
  forgetMenu();
});

describe('menu entries from the server', () => {
  it('keeps the whole demo menu: every path it names is a screen or a group of the console', async () => {
    expect(await loadMenu()).toEqual(sortTree(menuTree()));
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out entries whose paths the console does not know, and groups left empty', async () => {
    serverMenu([
      entry(1, '/home'),
      ...HOSTILE.map((path, index) => entry(10 + index, path)),
      entry(20, '/account', [entry(21, '/account/channel'), entry(22, '//evil.example/inside')]),
      entry(30, '/report', [entry(31, 'https://evil.example/only-child')]),
    ]);

    const menu = await loadMenu();

    expect(paths(menu)).toEqual(['/home', '/account', '/account/channel']);
  });

  it('reports what it left out once in the browser console, not again on the next load', async () => {
    // Paths no other test has reported (what was reported once is not reported again).
    const fresh = HOSTILE.map((path) => `${path}/reported`);
    serverMenu([entry(1, '/home'), ...fresh.map((path, index) => entry(10 + index, path))]);
    await loadMenu();
    forgetMenu();
    await loadMenu();

    expect(warn).toHaveBeenCalledTimes(1);
    const [text] = warn.mock.calls[0] as [string];
    for (const path of fresh) expect(text).toContain(JSON.stringify(path));
    expect(text).toMatch(/^Menu entries left out: the console has no screen for /);
  });
});
