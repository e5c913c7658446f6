import { useCustomMutation } from '@refinedev/core';
import { Alert, App, Button, Modal, Spin, Tabs, Tree, Typography } from 'antd';
import type { Key } from 'react';
import { useState } from 'react';
import { sortTree } from '../../../providers/access/menu';
import { MENU_REQUIRED } from '../../../common/groupSettings';
import { useActionAccess } from '../../actions/ActionGate';
import type { CustomActionProps, ResourceSchema, Values } from '../../../model/types';
import { leafIds, menuIdsFor, toTreeData, type NamedNode } from '../../fields/kinds/tree/menuTree';
import { useTree } from './useTree';
import { useUnsavedGuard } from '../../form/useUnsavedGuard';
import { useOneAtATime } from '../../../ui/useOneAtATime';
import { outcomeUnknown, saveFailure } from '../../actions/saveOutcome';
import { serverText, t } from '../../../i18n';
import { groupDataTree, groupMenuTree, saveGroup } from '../../../calls/calls';
import { fillPath } from '../../../calls/declare';

const DATA_KINDS = [
  { kind: 'app', field: 'app_ids', title: 'Apps' },
  { kind: 'content_site', field: 'content_site_ids', title: 'Content Sites' },
  { kind: 'search_site', field: 'search_site_ids', title: 'Search Sites' },
] as const;

const COMPANY_KEY = (node: NamedNode, depth: number) =>
  depth === 0 ? `company:${node.id}` : String(node.id);

const ids = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.map(String) : undefined);

/** Data tree nodes keyed so that the company root never collides with an item id. */
function dataTree(nodes: NamedNode[]) {
  return toTreeData(nodes, (node) => COMPANY_KEY(node, 0)).map((root, index) => ({
    ...root,
    children: toTreeData(nodes[index].children ?? []),
  }));
}

const itemIds = (nodes: NamedNode[]) =>
  nodes.flatMap((root) => (root.children ?? []).map((item) => String(item.id)));

/** Setting of a user group: its menu and its data scope; read-only where the provider says so. */
export default function GroupSettingAction({ record, schema, label, disabled, refresh }: CustomActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <GroupSettingModal group={record} schema={schema} onClose={() => setOpen(false)} refresh={refresh} />
      )}
    </>
  );
}

interface ModalProps {
  group: Values;
  schema: ResourceSchema;
  onClose: () => void;
  refresh: () => void;
}

function GroupSettingModal({ group, schema, onClose, refresh }: ModalProps) {
  const { allowed: editable, reason } = useActionAccess(schema, 'setting', group);
  const { message } = App.useApp();
  const menu = useTree(groupMenuTree.path, undefined, true);
  const apps = useTree(groupDataTree.path, { type: 'app' }, true);
  const contentSites = useTree(groupDataTree.path, { type: 'content_site' }, true);
  const searchSites = useTree(groupDataTree.path, { type: 'search_site' }, true);
  const trees = { app: apps, content_site: contentSites, search_site: searchSites };
  const [menuChecked, setMenuChecked] = useState<string[]>();
  const [dataChecked, setDataChecked] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();
  const { once, pending } = useOneAtATime();
  const { requestClose, release } = useUnsavedGuard(
    () => menuChecked !== undefined || Object.keys(dataChecked).length > 0,
  );
  const cancel = () => requestClose(onClose);

  const leaves = leafIds(menu.nodes);
  const checkedMenu = menuChecked ?? (ids(group.menu_ids) ?? []).filter((id) => leaves.has(id));
  const checkedData = (kind: (typeof DATA_KINDS)[number]) =>
    dataChecked[kind.kind] ?? ids(group[kind.field]) ?? itemIds(trees[kind.kind].nodes);

  const save = once(async () => {
    if (checkedMenu.length === 0) return setProblem(MENU_REQUIRED);
    setProblem(undefined);
    const values: Values = { name: group.name, menu_ids: menuIdsFor(menu.nodes, new Set(checkedMenu)) };
    for (const kind of DATA_KINDS) {
      // A kind with no records yet keeps its scope as it is.
      if (itemIds(trees[kind.kind].nodes).length) values[kind.field] = checkedData(kind).map(Number);
    }
    try {
      await mutateAsync({
        url: fillPath(saveGroup, { id: String(group.id) }),
        method: 'put',
        values,
        successNotification: false,
        errorNotification: false,
      });
      void message.success('save user group setting success');
      release();
      refresh();
      onClose();
    } catch (error) {
      setProblem(saveFailure(error));
      if (outcomeUnknown(error)) refresh();
    }
  });

  const loading = menu.loading || apps.loading || contentSites.loading || searchSites.loading;
  const onlyKeys = (checked: Key[] | { checked: Key[] }) =>
    (Array.isArray(checked) ? checked : checked.checked).map(String);

  return (
    <Modal
      open
      title={t('Setting: {{group}}', { group: String(group.name) })}
      onCancel={cancel}
      width={640}
      footer={
        editable
          ? [
              <Button key="cancel" onClick={cancel}>
                {t('Cancel')}
              </Button>,
              <Button
                key="save"
                type="primary"
                loading={pending || mutation.isPending}
                onClick={() => void save()}
              >
                {t('Save')}
              </Button>,
            ]
          : [
              <Button key="close" onClick={onClose}>
                {t('Close')}
              </Button>,
            ]
      }
    >
      {!editable && <Alert type="info" showIcon message={reason} style={{ marginBottom: 12 }} />}
      {problem && <Alert type="error" showIcon message={serverText(problem)} style={{ marginBottom: 12 }} />}
      <Spin spinning={loading}>
        <Tabs
          items={[
            {
              key: 'menu',
              label: t('Menu'),
              children: (
                <div className="group-tree" aria-label={t('Menu')}>
                  <Tree
                    checkable
                    defaultExpandAll
                    disabled={!editable}
                    treeData={toTreeData(sortTree(menu.nodes), undefined, (name) => t(name))}
                    checkedKeys={checkedMenu}
                    onCheck={(checked) => setMenuChecked(onlyKeys(checked).filter((key) => leaves.has(key)))}
                    selectable={false}
                  />
                </div>
              ),
            },
            {
              key: 'data',
              label: t('Data'),
              children: DATA_KINDS.map((kind) => (
                <section key={kind.kind} aria-label={t(kind.title)} style={{ marginBottom: 12 }}>
                  <Typography.Title level={5}>{t(kind.title)}</Typography.Title>
                  {trees[kind.kind].nodes.some((root) => root.children?.length) ? (
                    <Tree
                      checkable
                      defaultExpandAll
                      disabled={!editable}
                      treeData={dataTree(trees[kind.kind].nodes)}
                      checkedKeys={checkedData(kind)}
                      onCheck={(checked) =>
                        setDataChecked((current) => ({
                          ...current,
                          [kind.kind]: onlyKeys(checked).filter((key) => !key.startsWith('company:')),
                        }))
                      }
                      selectable={false}
                    />
                  ) : (
                    <Typography.Text type="secondary">
                      {t('No {{kind}} yet', { kind: t(kind.title.toLowerCase()) })}
                    </Typography.Text>
                  )}
                </section>
              )),
            },
          ]}
        />
      </Spin>
    </Modal>
  );
}
