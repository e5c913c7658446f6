import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, InputNumber, Popover, Space, Typography } from 'antd';
import type { Option } from '../../model/types';
import type { ColumnLayout } from './columnPrefs';
import { t } from '../../i18n';

export const MIN_WIDTH = 60;
export const MAX_WIDTH = 800;

const move = (order: string[], from: number, to: number) => {
  const next = [...order];
  const [key] = next.splice(from, 1);
  next.splice(to, 0, key);
  return next;
};

/**
 * The list's column settings: each column shown or hidden, moved up or down, and its width (empty
 * for automatic). The last shown column cannot be hidden. Saved as soon as changed.
 */
function SettingsPanel({
  offered,
  layout,
  onChange,
  onReset,
}: {
  offered: Option[];
  layout: ColumnLayout;
  onChange: (layout: ColumnLayout) => void;
  onReset: () => void;
}) {
  const labelOf = (key: string) => t(offered.find((option) => option.value === key)?.label ?? key);
  const hidden = new Set(layout.hidden);
  const shown = layout.order.filter((key) => !hidden.has(key)).length;
  return (
    <Space direction="vertical" size={4} style={{ minWidth: 320 }} aria-label={t('Column settings')}>
      {layout.order.map((key, index) => {
        const label = labelOf(key);
        const visible = !hidden.has(key);
        return (
          <Space key={key} style={{ width: '100%', justifyContent: 'space-between' }}>
            <Checkbox
              checked={visible}
              disabled={visible && shown === 1}
              onChange={(event) =>
                onChange({
                  ...layout,
                  hidden: event.target.checked
                    ? layout.hidden.filter((item) => item !== key)
                    : [...layout.hidden, key],
                })
              }
            >
              {label}
            </Checkbox>
            <Space size={2}>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('Move {{label}} up', { label })}
                disabled={index === 0}
                onClick={() => onChange({ ...layout, order: move(layout.order, index, index - 1) })}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('Move {{label}} down', { label })}
                disabled={index === layout.order.length - 1}
                onClick={() => onChange({ ...layout, order: move(layout.order, index, index + 1) })}
              />
              <InputNumber
                size="small"
                aria-label={t('{{label}} width', { label })}
                placeholder={t('auto')}
                min={MIN_WIDTH}
                max={MAX_WIDTH}
                step={10}
                style={{ width: 80 }}
                value={layout.widths[key] ?? null}
                onChange={(width) => {
                  const widths = { ...layout.widths };
                  if (typeof width === 'number') widths[key] = width;
                  else delete widths[key];
                  onChange({ ...layout, widths });
                }}
              />
            </Space>
          </Space>
        );
      })}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 4 }}>
        <Typography.Text type="secondary">{t('Width in pixels, empty for automatic')}</Typography.Text>
        <Button size="small" onClick={onReset}>
          {t('Reset')}
        </Button>
      </Space>
    </Space>
  );
}

/** The Columns button above a list and its settings popover. */
export function ColumnSettings(props: Parameters<typeof SettingsPanel>[0]) {
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('Columns')}
      content={<SettingsPanel {...props} />}
    >
      <Button icon={<SettingOutlined />}>{t('Columns')}</Button>
    </Popover>
  );
}
