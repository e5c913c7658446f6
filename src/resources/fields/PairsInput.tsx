import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import type { PairsSpec, Values } from '../../model/types';
import { shownOptions, t } from '../../i18n';

interface PairsInputProps {
  id?: string;
  spec: PairsSpec;
  value?: unknown;
  onChange?: (value: Values[]) => void;
  disabled?: boolean;
}

/** Rows of two values (kind 'pairs'): a postback's return options, a link's event map. */
export function PairsInput({ id, spec, value, onChange, disabled }: PairsInputProps) {
  const rows = Array.isArray(value) ? (value as Values[]) : [];
  const [first, second] = spec.keys;
  const [firstLabel, secondLabel] = spec.labels.map((label) => t(label));
  const change = (index: number, key: string, entry: unknown) =>
    onChange?.(rows.map((row, at) => (at === index ? { ...row, [key]: entry } : row)));
  return (
    <Space direction="vertical" style={{ width: '100%' }} id={id}>
      {rows.map((row, index) => (
        <Space.Compact key={index} style={{ width: '100%' }}>
          {spec.firstOptions ? (
            <Select
              aria-label={`${firstLabel} ${index + 1}`}
              style={{ width: '50%' }}
              value={row[first] as string | undefined}
              options={shownOptions(spec.firstOptions)}
              disabled={disabled}
              placeholder={firstLabel}
              onChange={(entry) => change(index, first, entry)}
            />
          ) : (
            <Input
              aria-label={`${firstLabel} ${index + 1}`}
              value={row[first] as string | undefined}
              disabled={disabled}
              placeholder={firstLabel}
              onChange={(event) => change(index, first, event.target.value)}
            />
          )}
          <Input
            aria-label={`${secondLabel} ${index + 1}`}
            value={row[second] as string | undefined}
            disabled={disabled}
            placeholder={secondLabel}
            onChange={(event) => change(index, second, event.target.value)}
          />
          <Button
            aria-label={t('Remove row {{row}}', { row: index + 1 })}
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => onChange?.(rows.filter((_, at) => at !== index))}
          />
        </Space.Compact>
      ))}
      {!disabled && (
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() => onChange?.([...rows, { [first]: undefined, [second]: '' }])}
        >
          {t(spec.addLabel ?? 'Add')}
        </Button>
      )}
    </Space>
  );
}
