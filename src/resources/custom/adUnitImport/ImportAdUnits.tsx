import { CheckCircleFilled, CloseCircleFilled, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { Alert, Button, Modal, Space, Statistic, Table, theme, Typography, Upload } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useUnsavedGuard } from '../../form/useUnsavedGuard';
import { useOneAtATime } from '../../../ui/useOneAtATime';
import { outcomeUnknown, saveFailure } from '../../actions/saveOutcome';
import { useMessage } from '../../../providers/notifications/useMessage';
import { downloadFile } from '../../../ui/download';
import './importAdUnits.css';
import type { ToolbarActionProps } from '../../../model/types';
import {
  IMPORT_COLUMNS,
  TEMPLATE_FILE,
  checkImportFile,
  remarkReasons,
  type ImportRow,
} from '../../../common/spreadsheet/sheet';
import { serverText, t } from '../../../i18n';
import { adUnitImport, adUnitImportFile, adUnitImportSubmit } from '../../../calls/calls';

/** The import calls (docs/api.md, src/mocks/handlers/inventory/apps.ts). */
export const IMPORT_PATHS = {
  parse: adUnitImport.path,
  submit: adUnitImportSubmit.path,
  file: adUnitImportFile.path,
};

interface ParseResult {
  preview_data: (ImportRow & { remark?: string })[];
  analysis_report_path: string;
  success_count: number;
  error_count: number;
}

const fileCall = { method: 'GET' as const, path: IMPORT_PATHS.file };

/**
 * A row's result: a failed row's reasons (in the language shown; every one, a list when several)
 * with a cross, a good row 'OK' with a tick, in the theme's error and success text colours
 * (readable on the failed row's tint).
 */
function ResultCell({ remark }: { remark?: string }) {
  const reasons = remark ? remarkReasons(remark) : [];
  if (reasons.length > 1) {
    return (
      <div className="import-reasons">
        <Typography.Text type="danger">
          <CloseCircleFilled aria-label={t('Failed')} />
        </Typography.Text>
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>
              <Typography.Text type="danger">{serverText(reason)}</Typography.Text>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return remark ? (
    <Typography.Text type="danger">
      <CloseCircleFilled aria-label={t('Failed')} /> {serverText(reasons[0] ?? remark)}
    </Typography.Text>
  ) : (
    <Typography.Text type="success">
      <CheckCircleFilled aria-label="OK" /> OK
    </Typography.Text>
  );
}

/**
 * The preview table's columns: the template's own headers (the names the file holds, in every
 * language: marked as data), then the result (a function: translated when shown).
 */
const previewColumns = () => [
  ...IMPORT_COLUMNS.map((column) => ({
    key: column,
    dataIndex: column,
    title: <span translate="no">{column}</span>,
  })),
  {
    key: 'remark',
    dataIndex: 'remark',
    title: t('Result'),
    render: (remark?: string) => <ResultCell remark={remark} />,
  },
];

/** What a submitted import did: '2 imported, 12 skipped (see failed rows)', or 'N imported'. */
export function importResult(imported: number, skipped: number): string {
  return skipped
    ? t('{{imported}} imported, {{skipped}} skipped (see failed rows)', { imported, skipped })
    : t('{{imported}} imported', { imported });
}

/** Import Ad Unit: upload one file, see the server's preview and counts, submit the good rows. */
export default function ImportAdUnits({ label, onClose, refresh }: ToolbarActionProps) {
  const message = useMessage();
  const { token } = theme.useToken();
  const [result, setResult] = useState<ParseResult>();
  const [problem, setProblem] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  /** The summary once the good rows are imported; the failed rows stay shown beside it. */
  const [done, setDone] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();
  const { once, pending } = useOneAtATime();

  const download = async (fileName: string) => {
    try {
      await downloadFile(fileCall, fileName, {}, { file_name: fileName });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'service error');
    }
  };

  const upload = async (file: File) => {
    setResult(undefined);
    setDone(undefined);
    setFileName(file.name);
    const refusal = checkImportFile(file);
    setProblem(refusal);
    if (refusal) return;
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const response = await mutateAsync({
        url: IMPORT_PATHS.parse,
        method: 'post',
        values: form as never,
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      setResult((response.data as { data?: ParseResult }).data);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'service error');
    }
  };

  const goodRows = (result?.preview_data ?? []).filter((row) => !row.remark);
  // A previewed file whose rows were not submitted is unsaved work.
  const { requestClose, release } = useUnsavedGuard(() => goodRows.length > 0);
  const submit = once(async () => {
    try {
      const response = await mutateAsync({
        url: IMPORT_PATHS.submit,
        method: 'post',
        values: { rows: goodRows.map(({ remark: _remark, ...row }) => row) },
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      const count = (response.data as { data?: { count?: number } }).data?.count;
      const skipped = (result?.preview_data.length ?? 0) - goodRows.length;
      const summary = importResult(count ?? goodRows.length, skipped);
      void message.success(summary);
      release();
      refresh();
      // With failed rows the modal stays, marked rows and their file at hand; else it is done.
      if (skipped) setDone(summary);
      else onClose();
    } catch (error) {
      if (!outcomeUnknown(error)) return void message.error(saveFailure(error));
      // The rows may have been imported: the list says, and the preview stays for a look.
      void message.warning(saveFailure(error));
      refresh();
    }
  });

  return (
    <Modal
      open
      width={860}
      title={label}
      onCancel={() => (done ? onClose() : requestClose(onClose))}
      okText={done ? t('Done') : t('Submit')}
      onOk={() => (done ? onClose() : void submit())}
      okButtonProps={{ disabled: !done && !goodRows.length, loading: pending || mutation.isPending }}
      cancelButtonProps={done ? { style: { display: 'none' } } : undefined}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Upload.Dragger
          accept=".xlsx,.xls"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('Click or drag an xlsx or xls file here')}</p>
          <p className="ant-upload-hint">{t('One file, at most 10MB and 200 rows')}</p>
        </Upload.Dragger>
        <Button type="link" onClick={() => void download(TEMPLATE_FILE)} style={{ paddingInline: 0 }}>
          {t('Download Template')}
        </Button>
        {fileName && (
          <Typography.Text>
            <FileExcelOutlined /> {t('File:')}{' '}
            <Typography.Text strong translate="no">
              {fileName}
            </Typography.Text>
          </Typography.Text>
        )}
        {problem && <Alert type="error" showIcon message={problem} />}
        {done && <Alert type="success" showIcon message={done} role="status" />}
        {result && (
          <>
            <Space size="large" align="center">
              <Statistic
                title={t('Success')}
                value={result.success_count}
                valueStyle={{ color: token.colorSuccessText }}
              />
              <Statistic
                title={t('Error')}
                value={result.error_count}
                valueStyle={{ color: token.colorErrorText }}
              />
              {result.error_count > 0 && (
                <Button onClick={() => void download(result.analysis_report_path)}>
                  {t('Download Failed Rows')}
                </Button>
              )}
            </Space>
            <Table
              size="small"
              className="import-preview"
              // The failed rows' tint and bar from the theme, so they read in light and dark alike.
              style={
                {
                  '--import-failed-bg': token.colorErrorBg,
                  '--import-failed-bar': token.colorError,
                } as CSSProperties
              }
              rowKey={(_, index) => String(index)}
              columns={previewColumns()}
              dataSource={result.preview_data}
              rowClassName={(row) => (row.remark ? 'import-row-failed' : '')}
              pagination={false}
              scroll={{ y: 300 }}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
