import { InputNumber } from 'antd';

interface MoneyInputProps {
  id?: string;
  value?: number;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
  min?: number;
  max?: number;
}

/** A price in dollars with two decimals (kind 'money'). */
export function MoneyInput(props: MoneyInputProps) {
  return <InputNumber {...props} prefix="$" precision={2} step={0.01} style={{ width: '100%' }} />;
}

/** '$' and two decimals, for cells; blanks stay blank. */
export function formatMoney(value: unknown): string {
  const amount = Number(value);
  return value === null || value === undefined || value === '' || Number.isNaN(amount)
    ? '--'
    : `$${amount.toFixed(2)}`;
}
