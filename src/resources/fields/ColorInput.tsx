import { Input, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { HEX_DIGITS } from './hex';
import { t } from '../../i18n';

// The picker (with its slider and segmented control) loads only when a valid colour shows it.
const ColorPicker = lazy(() => import('antd/es/color-picker'));

// The picker's trigger is a <div>: a role makes its label allowed (axe) and it reachable by keyboard.
const pickerTriggerProps = () =>
  ({ role: 'button', tabIndex: 0, 'aria-label': t('Pick the colour') }) as object;

interface ColorInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** A hex colour typed without '#', with antd's ColorPicker as a preview that shows only when valid. */
export function ColorInput({ value, onChange, ...props }: ColorInputProps) {
  const valid = HEX_DIGITS.test(value ?? '');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        {...props}
        value={value}
        maxLength={6}
        prefix="#"
        onChange={(event) => onChange?.(event.target.value)}
      />
      {valid && (
        <Suspense fallback={null}>
          <ColorPicker
            {...pickerTriggerProps()}
            data-testid="colour-preview"
            value={`#${value}`}
            disabledAlpha
            onChange={(colour) => onChange?.(colour.toHexString().replace('#', ''))}
          />
        </Suspense>
      )}
    </Space.Compact>
  );
}
