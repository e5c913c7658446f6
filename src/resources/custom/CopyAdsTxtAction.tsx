import { useCustom } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { CopyModal, RowButton } from '../actions/CopyModal';
import type { CustomActionProps } from '../../model/types';
import { t } from '../../i18n';
import { currentAdsTxt } from '../../calls/calls';
import { fillPath } from '../../calls/declare';

/** Copy ads.txt: the site's current lines with a Copy button; a load failure closes the modal. */
export default function CopyAdsTxtAction({ record, label, disabled }: CustomActionProps) {
  const [open, setOpen] = useState(false);
  const { query, result } = useCustom<{ data?: { result?: string[] | string } }>({
    url: fillPath(currentAdsTxt, { id: String(record.id) }),
    method: 'get',
    queryOptions: { enabled: open, gcTime: 0, staleTime: 0, retry: false },
    errorNotification: false,
  });
  useEffect(() => {
    if (open && query.isError) setOpen(false);
  }, [open, query.isError]);

  const raw = (result.data as { data?: { result?: string[] | string } } | undefined)?.data?.result;
  const text = Array.isArray(raw) ? raw.join('\n') : (raw ?? '');

  return (
    <>
      <RowButton label={label} disabled={disabled} onClick={() => setOpen(true)} />
      <CopyModal
        open={open}
        title={t('Copy ads.txt')}
        text={text}
        onClose={() => setOpen(false)}
        failed="copy failed"
        busy={query.isFetching || !text}
      >
        <pre aria-label="ads.txt lines" style={{ whiteSpace: 'pre-wrap', maxHeight: 360, overflow: 'auto' }}>
          {query.isFetching ? 'Loading…' : text}
        </pre>
      </CopyModal>
    </>
  );
}
