import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

interface DateRangeInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  'aria-label'?: string;
}

const asDay = (value: unknown): Dayjs | null => {
  if (!value) return null;
  const day = dayjs(value as string);
  return day.isValid() ? day : null;
};

/** A date range for filters (kind 'dateRange'); sent as two YYYY-MM-DD parameters. */
export function DateRangeInput({ value, onChange, ...props }: DateRangeInputProps) {
  const range = Array.isArray(value) ? ([asDay(value[0]), asDay(value[1])] as [Dayjs, Dayjs]) : null;
  return (
    <DatePicker.RangePicker {...props} value={range} onChange={(dates) => onChange?.(dates ?? undefined)} />
  );
}

/** A range value as its two dates, YYYY-MM-DD (undefined where not set). */
export function rangeDates(value: unknown): [string | undefined, string | undefined] {
  if (!Array.isArray(value)) return [undefined, undefined];
  return [asDay(value[0])?.format('YYYY-MM-DD'), asDay(value[1])?.format('YYYY-MM-DD')];
}
