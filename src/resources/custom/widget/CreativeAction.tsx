import { useCustom } from '@refinedev/core';
import { Button, Form, Input, Modal, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { RowButton } from '../../actions/CopyModal';
import { formatDateTime } from '../../format';
import type { CustomActionProps, Values } from '../../../model/types';
import { DateRangeInput, dateRangeItem, rangeDates } from '../../fields/DateRangeInput';
import { CreativePreview } from './CreativePreview';
import { isOnGoing } from './previewSize';
import { t } from '../../../i18n';
import { widgetCreatives } from '../../../calls/calls';

export const CREATIVE_LIST_PATH = widgetCreatives.path;

/**
 * The creatives' ready_status values the API sends (the spec's `ready_status` filter); OnGoing is
 * not one of them: it is shown for a Ready creative whose dates include today.
 */
export const CREATIVE_STATUSES = ['Ready', 'Ended'] as const;

interface Filters {
  creativeId?: string;
  /** A ready_status, or '' for every creative. */
  readyStatus?: string;
  /** The created-time range as the shared date-range filter holds it. */
  range?: unknown;
}

/** Creative (active widgets): the widget's creatives by id and time, each with a preview. */
export default function CreativeAction({ record, label, disabled }: CustomActionProps) {
  const [open, setOpen] = useState(false);
  const [filters, setFilters] = useState<Filters>({});
  const [begin, end] = rangeDates(filters.range);
  const [previewing, setPreviewing] = useState<string>();
  const { query, result } = useCustom<{ data?: { list?: Values[] } }>({
    url: CREATIVE_LIST_PATH,
    method: 'get',
    config: {
      query: {
        widget_id: record.widget_id,
        creative_id: (filters.creativeId ?? '').trim(),
        ready_status: filters.readyStatus || undefined,
        created_time_begin: begin,
        created_time_end: end,
        page_index: 1,
        page_size: 100,
      },
    },
    // A list of another shape is a failed call (its message shown by the call layer): no rows.
    meta: { answer: 'creativeList' },
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  // Search with the same filters fetches again, so the newest creatives show.
  const search = (next: Filters) => {
    if (JSON.stringify(next) === JSON.stringify(filters)) void query.refetch();
    else setFilters(next);
  };
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
          {t('Preview')}
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
        {/* A typed date that is not a date says so (the shared rule) and the search does not run. */}
        <Form<Filters> layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={search}>
          {/* Labelled as a list's filters are; a Select given aria-label would also name its wrapper. */}
          <Form.Item name="creativeId" label={t('Creative ID')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="readyStatus" label={t('Status')} initialValue="">
            <Select
              style={{ width: 120 }}
              options={[
                { value: '', label: t('All') },
                ...CREATIVE_STATUSES.map((status) => ({ value: status, label: t(status) })),
              ]}
            />
          </Form.Item>
          <Form.Item name="range" label={t('Created time')} {...dateRangeItem}>
            <DateRangeInput />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('Search')}
          </Button>
        </Form>
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
