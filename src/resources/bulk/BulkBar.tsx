import { Alert, Button, Progress, Space, theme, Typography } from 'antd';
import { serverText, t } from '../../i18n';
import { runWaitReason, useActionRuns } from '../actions/actionRuns';
import { Explained } from '../actions/RowActions';
import type { BulkAction } from './bulkActions';
import { bulkLabel, bulkResult, CLEAR_SELECTION, failedText, progressText, selectedText } from './bulkTexts';

export interface BulkSummary {
  action: BulkAction;
  total: number;
  done: number;
  /** Rows already as asked (enabling an enabled row): not called, not counted as done. */
  already: number;
  /** Each failed row's name and why. */
  failed: { name: string; reason: string }[];
}

export interface BulkProgress {
  finished: number;
  total: number;
}

/**
 * The bar above a list with a selection: "N selected", the actions that apply and Clear
 * selection; while an action runs, its progress; after it, the summary naming what failed.
 */
export function BulkBar({
  actions,
  count,
  progress,
  starting = false,
  summary,
  onRun,
  onClear,
  onCloseSummary,
}: {
  actions: BulkAction[];
  count: number;
  progress?: BulkProgress;
  /** An action is being started (its rows decided): no second one meanwhile. */
  starting?: boolean;
  summary?: BulkSummary;
  onRun: (action: BulkAction) => void;
  onClear: () => void;
  onCloseSummary: () => void;
}) {
  const { token } = theme.useToken();
  const runs = useActionRuns();
  const busy = Boolean(progress) || starting;
  return (
    <>
      {summary && (
        <Alert
          className="bulk-summary"
          style={{ marginBottom: 12 }}
          type={summary.failed.length ? 'warning' : 'success'}
          showIcon
          closable
          onClose={onCloseSummary}
          message={bulkResult(summary.action.texts, summary.done, summary.total, summary.already)}
          description={
            summary.failed.length > 0 && (
              <>
                <Typography.Text strong>{failedText(summary.failed.length)}</Typography.Text>
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {summary.failed.map((failure) => (
                    <li key={failure.name}>{`${failure.name}: ${serverText(failure.reason)}`}</li>
                  ))}
                </ul>
              </>
            )
          }
        />
      )}
      {(count > 0 || progress) && (
        <div
          className="bulk-bar"
          role="region"
          aria-label={t('Selection')}
          style={{
            marginBottom: 12,
            padding: '6px 12px',
            background: token.colorPrimaryBg,
            borderRadius: token.borderRadius,
          }}
        >
          <Space wrap>
            <Typography.Text strong aria-live="polite">
              {selectedText(progress?.total ?? count)}
            </Typography.Text>
            {actions.map((action) => {
              // While a row runs it (Verify ads.txt for one site), it waits, and says why.
              const waits = action.runKey && runWaitReason(runs.get(action.runKey));
              return (
                <Explained key={action.kind} reason={waits && !busy ? t(waits) : undefined}>
                  <Button
                    size="small"
                    danger={action.danger}
                    disabled={busy || Boolean(waits)}
                    onClick={() => onRun(action)}
                  >
                    {bulkLabel(action.texts)}
                  </Button>
                </Explained>
              );
            })}
            <Button size="small" type="link" disabled={busy} onClick={onClear}>
              {t(CLEAR_SELECTION)}
            </Button>
            {progress && (
              <Space>
                <Progress
                  style={{ width: 160, margin: 0 }}
                  size="small"
                  percent={Math.round((progress.finished / progress.total) * 100)}
                  showInfo={false}
                  aria-label={progressText(progress.finished, progress.total)}
                />
                <Typography.Text role="status">
                  {progressText(progress.finished, progress.total)}
                </Typography.Text>
              </Space>
            )}
          </Space>
        </div>
      )}
    </>
  );
}
