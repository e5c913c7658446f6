// A new menu entry (a schema added to the registry) reaches the administrators at once and no
// other group until an administrator grants it, a fresh seed included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/mocks/store/db';
import { menuIdOf } from '../../../src/mocks/menuTree';
import { seedDb } from '../../../src/mocks/store/seed';
import { registry } from '../../../src/schemas';
import { gizmo } from '../fixtures/gizmo';
import { tokenOf } from './requests';
import { ADMIN, ALICE, menuPaths, PUBLISHER } from './users';

const NEW_ENTRY = { ...gizmo, name: 'newEntry', route: '/newEntry', menu: { icon: 'file' } };
const NEW_ID = menuIdOf('/newEntry');

// Added before each test's fresh seed is made (tests/setup/api.ts), as a scaffolded schema would be.
beforeAll(() => {
  registry.push(NEW_ENTRY);
});
afterAll(() => {
  registry.splice(registry.indexOf(NEW_ENTRY), 1);
});

describe('a new menu entry', () => {
  it('is in the seeded Administrators group and in no other seeded group', () => {
    const groups = seedDb().groups;

    expect(groups.filter((group) => group.menu_ids.includes(NEW_ID)).map((group) => group.name)).toEqual([
      'Administrators',
    ]);
    expect(
      db()
        .groups.filter((group) => group.menu_ids.includes(NEW_ID))
        .map((group) => group.name),
    ).toEqual(['Administrators']);
  });

  it("is in the admin's menu and not in the seeded publishers' menus", async () => {
    expect((await menuPaths(await tokenOf(ADMIN))).has('/newEntry')).toBe(true);
    for (const email of [PUBLISHER, ALICE]) {
      const paths = await menuPaths(await tokenOf(email));
      expect(paths.has('/siteManager/siteList'), email).toBe(true);
      expect(paths.has('/newEntry'), email).toBe(false);
    }
  });
});
