import { Checkbox, Space, Typography } from 'antd';
import type { DimensionDef } from '../types';
import { t } from '../../i18n';

/** The dimension checkboxes: which columns the report groups by. */
export function DimensionPicker({
  dimensions,
  value,
  onChange,
}: {
  dimensions: DimensionDef[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <Space role="group" aria-labelledby="report-dimensions-label" wrap>
      <Typography.Text strong id="report-dimensions-label">
        {t('Dimensions:')}
      </Typography.Text>
      <Checkbox.Group
        value={value}
        onChange={(checked) => onChange(dimensions.map((d) => d.value).filter((v) => checked.includes(v)))}
        options={dimensions.map((dimension) => ({ value: dimension.value, label: t(dimension.label) }))}
      />
    </Space>
  );
}
