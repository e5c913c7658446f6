import { InboxOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { Alert, Button, Modal, Space, Statistic, Table, Upload } from 'antd';
import { useState } from 'react';
import { useMessage } from '../../../providers/useMessage';
import { downloadFile } from '../../download';
import type { ToolbarActionProps } from '../../../model/types';
import { IMPORT_COLUMNS, TEMPLATE_FILE, checkImportFile, type ImportRow } from './sheet';

/** The import calls (docs/api.md, src/mocks/handlers/apps.ts). */
export const IMPORT_PATHS = {
  parse: '/ssp_publisher/adunit/import',
  submit: '/ssp_publisher/adunit/import/submit',
  file: '/ssp_publisher/adunit/import/file',
};

interface ParseResult {
  preview_data: (ImportRow & { remark?: string })[];
  analysis_report_path: string;
  success_count: number;
  error_count: number;
}

const fileCall = { method: 'GET' as const, path: IMPORT_PATHS.file };

const previewColumns = [
  ...IMPORT_COLUMNS.map((column) => ({ key: column, dataIndex: column, title: column })),
  { key: 'remark', dataIndex: 'remark', title: 'Result', render: (remark?: string) => remark || 'OK' },
];

/** Import Ad Unit: upload one file, see the server's preview and counts, submit the good rows. */
export default function ImportAdUnits({ label, onClose, refresh }: ToolbarActionProps) {
  const message = useMessage();
  const [result, setResult] = useState<ParseResult>();
  const [problem, setProblem] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();

  const download = async (fileName: string) => {
    try {
      await downloadFile(fileCall, fileName, {}, { file_name: fileName });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'service error');
    }
  };

  const upload = async (file: File) => {
    setResult(undefined);
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
  const submit = async () => {
    try {
      await mutateAsync({
        url: IMPORT_PATHS.submit,
        method: 'post',
        values: { rows: goodRows.map(({ remark: _remark, ...row }) => row) },
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      void message.success('import ad unit success');
      refresh();
      onClose();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'service error');
    }
  };

  return (
    <Modal
      open
      width={860}
      title={label}
      onCancel={onClose}
      okText="Submit"
      onOk={() => void submit()}
      okButtonProps={{ disabled: !goodRows.length, loading: mutation.isPending }}
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
          <p className="ant-upload-text">Click or drag an xlsx or xls file here</p>
          <p className="ant-upload-hint">One file, at most 10MB and 200 rows</p>
        </Upload.Dragger>
        <Button type="link" onClick={() => void download(TEMPLATE_FILE)} style={{ paddingInline: 0 }}>
          Download Template
        </Button>
        {problem && <Alert type="error" showIcon message={problem} />}
        {result && (
          <>
            <Space size="large" align="center">
              <Statistic title="Success" value={result.success_count} valueStyle={{ color: '#389e0d' }} />
              <Statistic title="Error" value={result.error_count} valueStyle={{ color: '#cf1322' }} />
              {result.error_count > 0 && (
                <Button onClick={() => void download(result.analysis_report_path)}>
                  Download Failed Rows
                </Button>
              )}
            </Space>
            <Table
              size="small"
              rowKey={(_, index) => String(index)}
              columns={previewColumns}
              dataSource={result.preview_data}
              pagination={false}
              scroll={{ y: 300 }}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
