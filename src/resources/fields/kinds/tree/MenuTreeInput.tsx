import { useCustom } from '@refinedev/core';
import { TreeSelect } from 'antd';
import { sortTree } from '../../../../providers/access/menu';
import type { OptionSource, RemoteOptions } from '../../../../model/types';
import { leafIds, menuIdsFor, toTreeData, type NamedNode } from './menuTree';
import type { ControlProps } from '../kind';
import { t } from '../../../../i18n';

interface MenuTreeInputProps extends ControlProps {
  /** The call answering the menu tree. */
  source?: OptionSource;
}

/**
 * The menu entries checked in a tree, labelled and ordered as the side menu shows them. The form
 * holds the ids to send: the checked entries and every branch above one (the server's menu keeps
 * a branch only with its id), as the group Setting saves them.
 */
export function MenuTreeInput({ id, value, onChange, disabled, source }: MenuTreeInputProps) {
  const remote = source && 'path' in source ? (source as RemoteOptions) : undefined;
  const { query, result } = useCustom<{ data?: NamedNode[] }>({
    url: remote?.path ?? '',
    method: 'get',
    meta: { base: remote?.base },
    queryOptions: { enabled: Boolean(remote), staleTime: 0, gcTime: 0 },
    errorNotification: false,
  });
  const nodes = sortTree((result.data as { data?: NamedNode[] } | undefined)?.data ?? []);
  const leaves = leafIds(nodes);
  const checked = (Array.isArray(value) ? value.map(String) : []).filter((key) => leaves.has(key));
  return (
    <TreeSelect
      id={id}
      disabled={disabled}
      loading={query.isLoading}
      treeCheckable
      treeDefaultExpandAll
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      maxTagCount="responsive"
      placeholder={t('Select menus')}
      treeData={toTreeData(nodes, undefined, (name) => t(name))}
      fieldNames={{ label: 'title', value: 'key' }}
      value={checked}
      onChange={(keys: string[]) => {
        // A checked branch stands for all its entries.
        const chosen = new Set<string>();
        const walk = (list: NamedNode[], inside: boolean) =>
          list.forEach((node) => {
            const all = inside || keys.includes(String(node.id));
            if (node.children?.length) walk(node.children, all);
            else if (all) chosen.add(String(node.id));
          });
        walk(nodes, false);
        onChange?.(chosen.size ? menuIdsFor(nodes, chosen) : []);
      }}
    />
  );
}
