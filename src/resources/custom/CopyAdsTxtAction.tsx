import { useCustom } from '@refinedev/core';
import { Button, Modal, message } from 'antd';
import { useEffect, useState } from 'react';
import type { CustomActionProps } from '../types';
import { copyText } from './copyText';

/** Copy ads.txt: the site's current lines with a Copy button; a load failure closes the modal. */
export default function CopyAdsTxtAction({ record, label, disabled }: CustomActionProps) {
  const [open, setOpen] = useState(false);
  const { query, result } = useCustom<{ data?: { result?: string[] | string } }>({
    url: `/ssp_publisher/domain/${encodeURIComponent(String(record.id))}/cur_adstxt`,
    method: 'get',
    queryOptions: { enabled: open, gcTime: 0, staleTime: 0, retry: false },
    errorNotification: false,
  });
  useEffect(() => {
    if (open && query.isError) setOpen(false);
  }, [open, query.isError]);

  const raw = (result.data as { data?: { result?: string[] | string } } | undefined)?.data?.result;
  const text = Array.isArray(raw) ? raw.join('\n') : (raw ?? '');

  const copy = async () => {
    if (await copyText(text)) void message.success('copy done');
    else void message.error('copy failed');
  };

  return (
    <>
      <Button type="link" size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title="Copy ads.txt"
        onCancel={() => setOpen(false)}
        okText="Copy"
        onOk={() => void copy()}
        okButtonProps={{ disabled: query.isFetching || !text }}
      >
        <pre aria-label="ads.txt lines" style={{ whiteSpace: 'pre-wrap', maxHeight: 360, overflow: 'auto' }}>
          {query.isFetching ? 'Loading…' : text}
        </pre>
      </Modal>
    </>
  );
}
