import { InputNumber } from 'antd';

interface MoneyInputProps {
  id?: string;
  value?: number;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A price in dollars (kind 'money'). It neither rounds nor clamps: 0.001 or 1000.01 stay as typed
 * and the field's rule says why they are refused (an ad unit's 'Suggest eCPM between 0.01 and 1000').
 */
export function MoneyInput(props: MoneyInputProps) {
  return <InputNumber {...props} prefix="$" style={{ width: '100%' }} />;
}

/** '$' and two decimals, for cells; blanks stay blank. */
export function formatMoney(value: unknown): string {
  const amount = Number(value);
  return value === null || value === undefined || value === '' || Number.isNaN(amount)
    ? '--'
    : `$${amount.toFixed(2)}`;
}
