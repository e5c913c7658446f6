import { useCustom } from '@refinedev/core';
import { Button, DatePicker, Input, Modal, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { RowButton } from '../../CopyModal';
import { formatDateTime } from '../../format';
import type { CustomActionProps, Values } from '../../../model/types';
import { CreativePreview } from './CreativePreview';
import { isOnGoing } from './previewSize';
import { t } from '../../../i18n';

export const CREATIVE_LIST_PATH = '/ssp_publisher/widget/creative/list';

interface Filters {
  creativeId: string;
  range: [Dayjs | null, Dayjs | null] | null;
}

/** Creative (active widgets): the widget's creatives by id and time, each with a preview. */
export default function CreativeAction({ record, label, disabled }: CustomActionProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Filters>({ creativeId: '', range: null });
  const [filters, setFilters] = useState<Filters>(draft);
  const [previewing, setPreviewing] = useState<string>();
  const { query, result } = useCustom<{ data?: { list?: Values[] } }>({
    url: CREATIVE_LIST_PATH,
    method: 'get',
    config: {
      query: {
        widget_id: record.widget_id,
        creative_id: filters.creativeId.trim(),
        created_time_begin: filters.range?.[0]?.format('YYYY-MM-DD'),
        created_time_end: filters.range?.[1]?.format('YYYY-MM-DD'),
        page_index: 1,
        page_size: 100,
      },
    },
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  const rows = ((result.data as { data?: { list?: Values[] } } | undefined)?.data?.list ?? []) as Values[];
  const columns = [
    { key: 'creative_id', dataIndex: 'creative_id', title: t('Creative ID') },
    { key: 'start_time', dataIndex: 'start_time', title: t('Start Time'), render: formatDateTime },
    { key: 'end_time', dataIndex: 'end_time', title: t('End Time'), render: formatDateTime },
    {
      key: 'state',
      title: t('Status'),
      render: (_: unknown, creative: Values) =>
        isOnGoing(creative) ? (
          <Tag color="green">{t('OnGoing')}</Tag>
        ) : (
          <Tag>{t(String(creative.ready_status ?? 'Ready'))}</Tag>
        ),
    },
    {
      key: 'preview',
      title: t('Action'),
      render: (_: unknown, creative: Values) => (
        <Button type="link" size="small" onClick={() => setPreviewing(String(creative.creative_id))}>
          Preview
        </Button>
      ),
    },
  ];
  return (
    <>
      <RowButton label={label} disabled={disabled} onClick={() => setOpen(true)} />
      <Modal
        open={open}
        title={t('Creatives of widget {{id}}', { id: String(record.widget_id) })}
        width={900}
        footer={null}
        onCancel={() => setOpen(false)}
      >
        <Space wrap style={{ marginBottom: 16 }}>
          <Input
            aria-label={t('Creative ID')}
            placeholder={t('Creative ID')}
            allowClear
            value={draft.creativeId}
            onChange={(event) => setDraft({ ...draft, creativeId: event.target.value })}
          />
          <DatePicker.RangePicker
            aria-label={t('Created time')}
            value={draft.range}
            onChange={(range) => setDraft({ ...draft, range: range as Filters['range'] })}
          />
          <Button type="primary" onClick={() => setFilters(draft)}>
            Search
          </Button>
        </Space>
        <Table
          size="small"
          rowKey="creative_id"
          loading={query.isFetching}
          columns={columns}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: t('No Data') }}
        />
      </Modal>
      {previewing && <CreativePreview creativeId={previewing} onClose={() => setPreviewing(undefined)} />}
    </>
  );
}
