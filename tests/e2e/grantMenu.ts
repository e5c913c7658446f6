import type { Page } from '@playwright/test';

/**
 * Grants a user group the menu entries at these paths (and the groups above them), as an
 * administrator would in User Group > Setting, through the embedded API from the signed-in
 * administrator's page: a scaffolded resource or report reaches no group but the administrators'
 * until one is granted it.
 */
export function grantMenuEntries(page: Page, group: string, paths: string[]): Promise<void> {
  return changeGroupMenu(page, group, paths, 'grant');
}

/**
 * Takes the menu entries at these paths away from a user group (their groups above stay), as an
 * administrator would in User Group > Setting, from the signed-in administrator's page.
 */
export function revokeMenuEntries(page: Page, group: string, paths: string[]): Promise<void> {
  return changeGroupMenu(page, group, paths, 'revoke');
}

async function changeGroupMenu(
  page: Page,
  group: string,
  paths: string[],
  change: 'grant' | 'revoke',
): Promise<void> {
  const answer = await page.evaluate(
    async ({ group, paths, change }) => {
      type Entry = { id: number; path?: string; children?: Entry[] };
      const headers = {
        'Content-Type': 'application/json',
        Authorization: localStorage.getItem('token') ?? '',
      };
      const get = async (path: string) =>
        (await (await fetch(`/gamebridge-manager/v1${path}`, { headers })).json()) as { data: unknown };
      const tree = (await get('/ssp_publisher/user_group/menu_tree')).data as Entry[];
      const wanted: number[] = [];
      const named: number[] = [];
      const walk = (entries: Entry[], above: number[]) => {
        for (const entry of entries) {
          if (entry.path && paths.includes(entry.path)) {
            wanted.push(...above, entry.id);
            named.push(entry.id);
          }
          walk(entry.children ?? [], [...above, entry.id]);
        }
      };
      walk(tree, []);
      const list = (await get('/ssp_publisher/user_group/list?page_index=1&page_size=100')).data as {
        list: { id: number; name: string; menu_ids: number[] }[];
      };
      const row = list.list.find((candidate) => candidate.name === group);
      if (!row) return { success: false, msg: `no group ${group}` };
      const response = await fetch(`/gamebridge-manager/v1/ssp_publisher/user_group/${row.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          menu_ids:
            change === 'grant'
              ? [...new Set([...row.menu_ids, ...wanted])]
              : row.menu_ids.filter((id) => !named.includes(id)),
        }),
      });
      return (await response.json()) as { success: boolean; msg?: string };
    },
    { group, paths, change },
  );
  if (!answer.success) throw new Error(`${change} ${paths.join(', ')} (${group}): ${answer.msg ?? 'failed'}`);
}
