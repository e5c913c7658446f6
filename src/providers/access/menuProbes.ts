import type { ApiBase } from '../../config';
import { call, CallError } from '../http';
import type { MenuItem } from './menu';

/** A menu entry shown only where the host answers its list call (see MenuSpec.probe). */
export interface MenuProbe {
  path: string;
  call: { path: string; base?: ApiBase; paging?: { page: string; size: string } };
}

let probes: readonly MenuProbe[] = [];

/** The probed entries of the console's screens (the route tree sets them, from the schemas). */
export function setMenuProbes(entries: readonly MenuProbe[]): void {
  probes = entries;
}

/** Whether the host answers a probe's call at all: only a 404 says it does not offer it. */
async function offered({ call: probe }: MenuProbe): Promise<boolean> {
  const query = probe.paging ? { [probe.paging.page]: 1, [probe.paging.size]: 1 } : undefined;
  try {
    await call({ base: probe.base, path: probe.path, query, silent: true });
    return true;
  } catch (error) {
    return !(error instanceof CallError && error.statusCode === 404);
  }
}

/**
 * Starts every probe now, beside the menu's own call rather than after its answer (which made a
 * third round trip before the menu): resolves with the paths whose calls the host does not offer.
 * A probe whose entry the user's menu turns out not to hold is a call for nothing, but costs no wait.
 */
export async function startProbes(): Promise<Set<string>> {
  const asked = probes;
  const answers = await Promise.all(asked.map(offered));
  return new Set(asked.filter((_, index) => !answers[index]).map((probe) => probe.path));
}

/**
 * A menu without the entries whose calls the host does not offer (a group left empty goes too);
 * `unoffered` is `startProbes`' answer, started with the menu's call.
 */
export async function withoutUnoffered(
  items: MenuItem[],
  unoffered: Promise<Set<string>>,
): Promise<MenuItem[]> {
  const absent = await unoffered;
  if (!absent.size) return items;
  const keep = (list: MenuItem[]): MenuItem[] =>
    list.flatMap((item) => {
      if (absent.has(item.path)) return [];
      if (!item.children?.length) return [item];
      const children = keep(item.children);
      return children.length ? [{ ...item, children }] : [];
    });
  return keep(items);
}
