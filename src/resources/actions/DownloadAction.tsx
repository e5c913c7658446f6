import { RowButton } from './CopyModal';
import { downloadFile } from '../../ui/download';
import type { RowAction, Values } from '../../model/types';
import { useMessage } from '../../providers/notifications/useMessage';
import { useOneAtATime } from '../../ui/useOneAtATime';
import { t } from '../../i18n';

/** Row action kind 'download': fetches the row's file and saves it; a refusal shows its text. */
export function DownloadAction({
  action,
  record,
  disabled,
}: {
  action: Extract<RowAction, { kind: 'download' }>;
  record: Values;
  disabled: boolean;
}) {
  const { once, pending: busy } = useOneAtATime();
  const message = useMessage();
  const run = once(async () => {
    try {
      await downloadFile(action.call, action.fileName(record), record, action.call.body?.(record, {}));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'service error');
    }
  });
  return <RowButton label={t(action.label)} disabled={disabled} loading={busy} onClick={() => void run()} />;
}
