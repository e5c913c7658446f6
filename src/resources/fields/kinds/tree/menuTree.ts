import type { TreeDataNode } from 'antd';

/** A tree as the API sends it: menu items (id, name, children) or data trees (id, name, children). */
export interface NamedNode {
  id: number | string;
  name: string;
  /** Menu items only: their place among siblings (the side menu's order). */
  sort?: number;
  children?: NamedNode[];
}

/** Antd tree data; `titleOf` turns a name into the title shown (menu entries: their translation). */
export const toTreeData = (
  nodes: NamedNode[],
  keyOf = (node: NamedNode) => String(node.id),
  titleOf = (name: string) => name,
): TreeDataNode[] =>
  nodes.map((node) => ({
    key: keyOf(node),
    title: titleOf(node.name),
    children: node.children?.length ? toTreeData(node.children, keyOf, titleOf) : undefined,
  }));

/** The ids of the nodes without children. */
export function leafIds(nodes: NamedNode[]): Set<string> {
  const leaves = new Set<string>();
  const walk = (list: NamedNode[]) =>
    list.forEach((node) => (node.children?.length ? walk(node.children) : leaves.add(String(node.id))));
  walk(nodes);
  return leaves;
}

/**
 * The menu ids to save for the checked leaves: the leaves and every parent above one, so that
 * the server's menu keeps the branch.
 */
export function menuIdsFor(tree: NamedNode[], checkedLeaves: Set<string>): number[] {
  const ids: number[] = [];
  const walk = (list: NamedNode[]): boolean =>
    list.reduce((any, node) => {
      const kept = node.children?.length ? walk(node.children) : checkedLeaves.has(String(node.id));
      if (kept) ids.push(Number(node.id));
      return any || kept;
    }, false);
  walk(tree);
  return ids.sort((a, b) => a - b);
}
