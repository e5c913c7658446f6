import { allMenuIds, menuTree } from '../../menuTree';
import { daysAgo, type MockGroup } from '../seed';

/**
 * The Publishers group's menu: every entry of the shipped console but Account > User (72), written
 * out, so that an entry added later (a new schema's) reaches no group but the administrators' until
 * an administrator grants it (User Group > Setting), a fresh seed included.
 */
export const PUBLISHERS_MENU_IDS = [
  1, 70, 71, 20, 21, 30, 31, 32, 40, 41, 42, 43, 44, 50, 51, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 90, 80,
];

/** The demo user groups: the administrators with every menu entry, and three narrower groups. */
export default function userGroupSeed(): MockGroup[] {
  // The menu of the registry as it is now (a schema added at run time, by a test, included).
  const everything = allMenuIds(menuTree());
  return [
    { id: 1, name: 'Administrators', type: 1, menu_ids: everything, created_time: daysAgo(120) },
    {
      id: 2,
      name: 'Publishers',
      type: 2,
      menu_ids: [...PUBLISHERS_MENU_IDS],
      // Every seeded search site but the partner's (PARTNER_SEARCH_SITE, ./searchSite.ts).
      search_site_ids: [4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008],
      created_time: daysAgo(100),
    },
    {
      id: 3,
      name: 'Analysts',
      type: 2,
      menu_ids: [1, 60, 61, 62, 63],
      content_site_ids: [1001, 1002],
      created_time: daysAgo(45),
    },
    {
      // A publisher's menu, narrowed to two content sites, one app and one search site: a demo
      // login (regional@demo.test) that shows the data scope at once, in lists and reports.
      id: 4,
      name: 'Regional Publishers',
      type: 2,
      menu_ids: [...PUBLISHERS_MENU_IDS],
      content_site_ids: [1001, 1002],
      app_ids: [7001],
      search_site_ids: [4001],
      created_time: daysAgo(20),
    },
  ];
}
