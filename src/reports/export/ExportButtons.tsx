import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ExportFormat } from './useReportExport';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { t } from '../../i18n';

/** The Excel export: xls (Excel 97-2003), the spec's export type besides csv. */
export const EXPORT_XLS = 'Export to Excel (.xls)';
/** The extra Excel choice: a workbook (.xlsx), with the header frozen and the Total row bold. */
export const EXPORT_XLSX = 'Excel Workbook (.xlsx)';
/** The name of the arrow that opens the other Excel choices. */
export const MORE_EXPORT_TYPES = 'More export types';

interface ExportButtonsProps {
  /** The CSV button's text (a config's own, else Export). */
  csvLabel: string;
  exporting: boolean;
  disabled: boolean;
  onExport: (format: ExportFormat) => void;
}

/** A report's export types: csv and xls (the spec's two), and xlsx as an extra choice. */
export function ExportButtons({ csvLabel, exporting, disabled, onExport }: ExportButtonsProps) {
  return (
    <Space wrap>
      <Button
        icon={<DownloadOutlined />}
        loading={exporting}
        disabled={disabled}
        onClick={() => onExport('csv')}
      >
        {csvLabel}
      </Button>
      <Dropdown.Button
        loading={exporting}
        disabled={disabled}
        onClick={() => onExport('xls')}
        menu={{
          items: [{ key: 'xlsx', label: t(EXPORT_XLSX) }],
          onClick: () => onExport('xlsx'),
        }}
        buttonsRender={([main, more]) => [
          main,
          isValidElement(more)
            ? cloneElement(more as ReactElement<{ 'aria-label'?: string }>, {
                'aria-label': t(MORE_EXPORT_TYPES),
              })
            : more,
        ]}
      >
        <FileExcelOutlined /> {t(EXPORT_XLS)}
      </Dropdown.Button>
    </Space>
  );
}
