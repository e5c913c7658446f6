import {
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  LinkOutlined,
  SaveOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import {
  Button,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { VIEW_NAME_MAX, type SavedView, type SavedViewState } from '../../common/reportViews';
import { useCopy } from '../../ui/ApiToken';
import { useMessage } from '../../providers/notifications/useMessage';
import { useReportScreen } from '../ReportContext';
import type { ReportState } from '../types';
import { useSavedViews } from './useSavedViews';
import { useOneAtATime } from '../../ui/useOneAtATime';
import { datesLabel, relativeDates, viewLink, viewQuery, viewStateOf } from './viewState';
import { t } from '../../i18n';

export const SAVE_VIEW = 'Save view';
export const SAVED_VIEWS = 'Saved views';

interface ReportViewsProps {
  /** The report's config id. */
  report: string;
  state: ReportState;
  columns: string[];
  /** Opens a view's query (its dates, filters, dimensions, sort and columns). */
  apply: (query: URLSearchParams) => void;
}

type SaveValues = { name: string; dates: 'relative' | 'fixed' };

/** Names a view of the current state, its dates relative ('Last 7 days') or fixed. */
function SaveViewModal({
  open,
  state,
  onClose,
  onSave,
}: {
  open: boolean;
  state: ReportState;
  onClose: () => void;
  onSave: (values: SaveValues) => Promise<void>;
}) {
  const [form] = Form.useForm<SaveValues>();
  const { once, pending: saving } = useOneAtATime();
  const submit = once(async (values: SaveValues) => {
    await onSave(values);
    form.resetFields();
  });
  return (
    <Modal
      title={t(SAVE_VIEW)}
      open={open}
      okText={t('Save')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<SaveValues>
        form={form}
        layout="vertical"
        name="save-report-view"
        initialValues={{ dates: 'relative' }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item
          name="name"
          label={t('View name')}
          rules={[
            { required: true, whitespace: true, message: t('Please input a view name') },
            {
              max: VIEW_NAME_MAX,
              message: t('A view name has at most {{max}} characters', { max: VIEW_NAME_MAX }),
            },
          ]}
        >
          <Input autoFocus maxLength={VIEW_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="dates" label={t('Dates')}>
          <Radio.Group>
            <Space direction="vertical">
              <Radio value="relative">
                {t('Relative: {{dates}}, counted from the day it is opened', {
                  dates: datesLabel(relativeDates(state)),
                })}
              </Radio>
              <Radio value="fixed">
                {t('Fixed: {{dates}}', {
                  dates: datesLabel({ kind: 'fixed', start: state.start, end: state.end }),
                })}
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Typography.Text type="secondary">
          {t(
            'The view also keeps the tab, the filters, the dimensions, the visible columns, the sort and the comparison with the previous period.',
          )}
        </Typography.Text>
      </Form>
    </Modal>
  );
}

/** A saved view's dimensions by their shown names, as the report's checkboxes name them. */
const dimensionsLabel = (dimensions: string[], names: ReadonlyMap<string, string>): string =>
  dimensions.map((value) => names.get(value) ?? value).join(', ') || t('no dimension');

/** One saved view in the list: apply, copy its link, rename, delete. */
function ViewItem({
  view,
  onApply,
  onCopyLink,
  onRename,
  onDelete,
  dimensionNames,
}: {
  view: SavedView;
  /** A dimension's shown (translated) name by the value it is saved under. */
  dimensionNames: ReadonlyMap<string, string>;
  onApply: () => void;
  onCopyLink: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}) {
  return (
    <List.Item
      actions={[
        <Tooltip key="link" title={t('Copy link')}>
          <Button
            type="text"
            icon={<LinkOutlined />}
            aria-label={t('Copy link of {{name}}', { name: view.name })}
            onClick={onCopyLink}
          />
        </Tooltip>,
        <Popconfirm
          key="delete"
          title={t('Delete the view {{name}}?', { name: view.name })}
          okText={t('Delete')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('Delete {{name}}', { name: view.name })}
          />
        </Popconfirm>,
      ]}
    >
      <List.Item.Meta
        title={
          <Typography.Text
            editable={{
              icon: <EditOutlined aria-label={t('Rename {{name}}', { name: view.name })} />,
              tooltip: t('Rename'),
              maxLength: VIEW_NAME_MAX,
              triggerType: ['icon'],
              onChange: (name) => {
                if (name.trim() && name.trim() !== view.name) onRename(name.trim());
              },
            }}
          >
            <Typography.Link onClick={onApply}>{view.name}</Typography.Link>
          </Typography.Text>
        }
        description={[
          datesLabel(view.state.dates),
          dimensionsLabel(view.state.dimensions, dimensionNames),
          ...(view.state.compare ? [t('compared with the previous period')] : []),
        ].join(' · ')}
      />
    </List.Item>
  );
}

/** Saved views of a report: Save view, the list (apply in one click), rename, delete, Copy link. */
export function ReportViews({ report, state, columns, apply }: ReportViewsProps) {
  const { pathname } = useLocation();
  const message = useMessage();
  const copy = useCopy();
  const { views, save, rename, remove } = useSavedViews(report);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const { config } = useReportScreen();
  const dimensionNames = new Map(
    config.views.flatMap((tab) => tab.dimensions.map(({ value, label }) => [value, t(label)] as const)),
  );

  const applyView = (view: SavedView) => {
    apply(viewQuery(view.state));
    setManaging(false);
    void message.success(t('View {{name}} applied', { name: view.name }));
  };
  const byId = (key: string) => views.find((view) => String(view.id) === key);

  return (
    <Space wrap>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            ...(views.length
              ? views.map((view) => ({
                  key: String(view.id),
                  label: view.name,
                  extra: <Typography.Text type="secondary">{datesLabel(view.state.dates)}</Typography.Text>,
                }))
              : [{ key: 'none', label: t('No saved views yet'), disabled: true }]),
            { type: 'divider' as const },
            { key: 'manage', label: t('Manage views…'), icon: <UnorderedListOutlined /> },
          ],
          onClick: ({ key }) => {
            if (key === 'manage') setManaging(true);
            const view = byId(key);
            if (view) applyView(view);
          },
        }}
      >
        <Button>
          {t(SAVED_VIEWS)} <DownOutlined />
        </Button>
      </Dropdown>
      <Button icon={<SaveOutlined />} onClick={() => setSaving(true)}>
        {t(SAVE_VIEW)}
      </Button>
      <SaveViewModal
        open={saving}
        state={state}
        onClose={() => setSaving(false)}
        onSave={async ({ name, dates }) => {
          await save(name.trim(), viewStateOf(state, columns, dates) satisfies SavedViewState);
          setSaving(false);
          void message.success('view saved');
        }}
      />
      <Drawer title={t(SAVED_VIEWS)} open={managing} onClose={() => setManaging(false)} width={440}>
        {views.length ? (
          <List
            dataSource={views}
            renderItem={(view) => (
              <ViewItem
                view={view}
                onApply={() => applyView(view)}
                onCopyLink={() => void copy(viewLink(pathname, view.state))}
                onRename={(name) => void rename(view.id, name).catch(() => undefined)}
                onDelete={() => void remove(view.id).catch(() => undefined)}
                dimensionNames={dimensionNames}
              />
            )}
          />
        ) : (
          <Empty description={t('No saved views yet')} />
        )}
      </Drawer>
    </Space>
  );
}
