import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Button, Space } from 'antd';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { lazyPart } from '../lazyPart';
import { useLocation, useNavigate } from 'react-router';
import { OPEN_PARAM } from '../../common/formParams';
import { withFormAddress } from '../form/formAddress';
import { downloadFile } from '../../ui/download';
import { formTitle } from '../form/formValues';
import { t } from '../../i18n';
import type { ResourceSchema, ToolbarAction, Values } from '../../model/types';
import { useMessage } from '../../providers/notifications/useMessage';
import { allowedSort, sortQuery } from '../../common/listSort';
import { useOneAtATime } from '../../ui/useOneAtATime';

export const EXPORT_FAILED = 'export file failed';
/** Spec section 9: exports ask for page 1 of 9999 rows, under the list's paging names. */
export const EXPORT_PAGE_SIZE = 9999;

/** The list's current filters as the query of its export call. */
function filterQuery(filters: CrudFilter[]): Values {
  const query: Values = {};
  for (const filter of filters)
    if ('field' in filter && filter.value !== undefined && filter.value !== '')
      query[filter.field] = filter.value;
  return query;
}

function ExportButton({
  action,
  filters,
  sort,
  paging,
}: {
  action: Extract<ToolbarAction, { kind: 'export' }>;
  filters: CrudFilter[];
  /** The list's sort query: the file lists the rows in the order the screen shows them. */
  sort: Values;
  paging?: { page: string; size: string };
}) {
  const { once, pending: busy } = useOneAtATime();
  const message = useMessage();
  const run = once(async () => {
    const pages = paging ? { [paging.page]: 1, [paging.size]: EXPORT_PAGE_SIZE } : {};
    try {
      await downloadFile(action.call, action.fileName, {}, { ...filterQuery(filters), ...sort, ...pages });
    } catch {
      void message.error(EXPORT_FAILED);
    }
  });
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t(action.label)}
    </Button>
  );
}

function CustomToolbarAction({
  action,
  schema,
  refresh,
}: {
  action: Extract<ToolbarAction, { kind: 'custom' }>;
  schema: ResourceSchema;
  refresh: () => void;
}) {
  const [open, setOpen] = useState(false);
  const Part = useMemo(() => lazyPart(action.component), [action]);
  // Opened by the address too (`?open=<label>`, the command palette's link); closing removes it.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const addressed = new URLSearchParams(search).get(OPEN_PARAM) === action.label;
  const close = () => {
    setOpen(false);
    if (addressed) void navigate({ pathname, search: withFormAddress(search, undefined) }, { replace: true });
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t(action.label)}</Button>
      {(open || addressed) && (
        <Suspense fallback={null}>
          <Part schema={schema} label={t(action.label)} refresh={refresh} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/** The buttons above a list: create, then the schema's toolbar actions (export, import, links). */
export function ListToolbar({
  schema,
  filters,
  sorters = [],
  refresh,
  onCreate,
  settings,
}: {
  schema: ResourceSchema;
  filters: CrudFilter[];
  sorters?: CrudSort[];
  refresh: () => void;
  onCreate: () => void;
  /** The column settings button, last. */
  settings?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Space wrap>
      {schema.api.create && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          {formTitle(schema, 'create')}
        </Button>
      )}
      {(schema.toolbar ?? []).map((action) => {
        if (action.kind === 'export')
          return (
            <ExportButton
              key={action.label}
              action={action}
              filters={filters}
              sort={sortQuery(allowedSort(schema, sorters))}
              paging={action.call.paging ?? schema.api.list.paging}
            />
          );
        if (action.kind === 'custom')
          return <CustomToolbarAction key={action.label} action={action} schema={schema} refresh={refresh} />;
        return (
          <Button key={action.label} onClick={() => navigate(action.to)}>
            {t(action.label)}
          </Button>
        );
      })}
      {settings}
    </Space>
  );
}
