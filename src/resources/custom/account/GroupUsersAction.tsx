import { useCanWithoutCache, useCustom, useCustomMutation } from '@refinedev/core';
import { Alert, App, Button, Modal, Spin, Tag, Transfer } from 'antd';
import { useEffect, useRef, useState } from 'react';
import './account.css';
import { noGroupLeft } from '../../../common/recordRules';
import type { CustomActionProps, Values } from '../../../model/types';
import { useUnsavedGuard } from '../../form/useUnsavedGuard';
import { useOneAtATime } from '../../../ui/useOneAtATime';
import { outcomeUnknown, saveFailure } from '../../actions/saveOutcome';
import { t } from '../../../i18n';
import { groupUsers, saveGroupUsers } from '../../../calls/calls';
import { fillPath } from '../../../calls/declare';

interface GroupUser {
  user_id: number;
  user_name: string;
  email: string;
  is_admin: boolean;
  /** The user's groups, this one included. */
  user_group?: number[];
}

interface GroupUsers {
  users: GroupUser[];
  user_ids: number[];
}

/** The users of a group: a Transfer of the company's users where the admin cannot be moved. */
export default function GroupUsersAction({ record, label, disabled, refresh }: CustomActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <GroupUsersModal group={record} onClose={() => setOpen(false)} refresh={refresh} />}
    </>
  );
}

/** Users whose groups the accessControlProvider lets nobody change (action 'regroup'). */
function useLockedUsers(users: GroupUser[]): Set<string> {
  const { can } = useCanWithoutCache();
  const [locked, setLocked] = useState<Set<string>>(new Set());
  useEffect(() => {
    let current = true;
    void Promise.all(
      users.map(async (user) => {
        const answer = await can?.({ resource: 'user', action: 'regroup', params: { record: user } });
        return answer && !answer.can ? String(user.user_id) : undefined;
      }),
    ).then((keys) => {
      if (current) setLocked(new Set(keys.filter((key): key is string => Boolean(key))));
    });
    return () => {
      current = false;
    };
  }, [can, users]);
  return locked;
}

function GroupUsersModal({
  group,
  onClose,
  refresh,
}: {
  group: Values;
  onClose: () => void;
  refresh: () => void;
}) {
  const { message } = App.useApp();
  const { query, result } = useCustom<{ data?: GroupUsers }>({
    url: fillPath(groupUsers, { id: String(group.id) }),
    method: 'get',
    queryOptions: { staleTime: 0, gcTime: 0 },
    errorNotification: false,
  });
  const data = (result.data as { data?: GroupUsers } | undefined)?.data;
  const users = data?.users ?? EMPTY;
  const locked = useLockedUsers(users);
  const [target, setTarget] = useState<string[]>();
  const members = target ?? (data?.user_ids ?? []).map(String);
  const [problem, setProblem] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();
  const { once, pending } = useOneAtATime();
  const { requestClose, release } = useUnsavedGuard(() => target !== undefined);
  const holder = useRef<HTMLDivElement>(null);
  useCheckboxNames(holder, [users, members, locked]);

  // A user whose only group this is cannot leave it: the move is refused and said why.
  const move = (keys: string[]) => {
    const kept = new Set(keys);
    const stranded = users.filter(
      (user) =>
        members.includes(String(user.user_id)) &&
        !kept.has(String(user.user_id)) &&
        (user.user_group ?? []).every((id) => id === Number(group.id)),
    );
    setProblem(stranded.length ? noGroupLeft(stranded.map((user) => user.user_name)) : undefined);
    if (!stranded.length) setTarget(keys);
  };

  const save = once(async () => {
    try {
      await mutateAsync({
        url: saveGroupUsers.path,
        method: 'post',
        values: { user_group_id: group.id, user_ids: members.map(Number) },
        successNotification: false,
        errorNotification: false,
      });
      void message.success('save user group users success');
      release();
      refresh();
      onClose();
    } catch (error) {
      setProblem(saveFailure(error));
      if (outcomeUnknown(error)) refresh();
    }
  });

  return (
    <Modal
      open
      title={t('Users: {{group}}', { group: String(group.name) })}
      onCancel={() => requestClose(onClose)}
      onOk={() => void save()}
      okText={t('Save')}
      okButtonProps={{ loading: pending || mutation.isPending, disabled: !data }}
      width={720}
    >
      {problem && <Alert type="error" showIcon message={t(problem)} style={{ marginBottom: 12 }} />}
      <Spin spinning={query.isLoading}>
        <div className="group-users" ref={holder}>
          <Transfer
            dataSource={users.map((user) => ({
              key: String(user.user_id),
              title: user.user_name,
              description: user.email,
              disabled: locked.has(String(user.user_id)),
              isAdmin: user.is_admin,
            }))}
            titles={[t('Other users'), t('In this group')]}
            targetKeys={members}
            onChange={(keys) => move(keys.map(String))}
            showSearch
            filterOption={(input, item) =>
              `${item.title} ${item.description}`.toLowerCase().includes(input.trim().toLowerCase())
            }
            listStyle={{ width: 320, height: 360 }}
            render={(item) => (
              <span title={item.description}>
                {item.title} <span className="group-user-email">({item.description})</span>
                {item.isAdmin && (
                  <Tag color="blue" style={{ marginLeft: 6 }}>
                    Admin
                  </Tag>
                )}
              </span>
            )}
            locale={{
              searchPlaceholder: t('Search users'),
              itemUnit: 'user',
              itemsUnit: 'users',
              notFoundContent: t('No users'),
            }}
          />
        </div>
      </Spin>
    </Modal>
  );
}

const EMPTY: GroupUser[] = [];

/**
 * antd's Transfer leaves its checkboxes without a name (axe: label); each takes its row's text,
 * the header ones 'Select all'.
 */
function useCheckboxNames(holder: React.RefObject<HTMLDivElement | null>, changes: unknown[]) {
  useEffect(() => {
    const root = holder.current;
    if (!root) return;
    root
      .querySelectorAll<HTMLInputElement>('.ant-transfer-list-header input[type=checkbox]')
      .forEach((box, index) =>
        box.setAttribute(
          'aria-label',
          index === 0 ? t('Select all other users') : t('Select all users in this group'),
        ),
      );
    root.querySelectorAll<HTMLElement>('.ant-transfer-list-content-item').forEach((item) => {
      item
        .querySelector('input[type=checkbox]')
        ?.setAttribute('aria-label', t('Select {{item}}', { item: item.textContent ?? '' }));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, changes);
}
