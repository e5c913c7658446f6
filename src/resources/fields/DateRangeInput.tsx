import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormEvent } from 'react';
import { TYPED_DATE_FORMAT, typedDay } from '../../common/typedDay';
import { t } from '../../i18n';
import { useRangePickerTexts } from '../../ui/useRangePickerTexts';

interface DateRangeInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  'aria-label'?: string;
}

/**
 * What the filter holds while an end's typed text is not a date: the picker itself would drop that
 * text silently and search on the old range. The filter's rule turns it into a message next to the
 * picker, and the search does not run until it is corrected.
 */
export interface UnreadableDate {
  unreadable: string;
  /** The range the picker showed before, kept on screen and given back once the text is a date. */
  range: unknown;
}

const isUnreadable = (value: unknown): value is UnreadableDate =>
  typeof (value as UnreadableDate | undefined)?.unreadable === 'string';

/** The filter rule of a date range: a typed text that is not a date says so. */
export const dateRangeRule = {
  // Said when the user leaves the picker (or searches), not at every key.
  validateTrigger: 'onBlur',
  validator: async (_: unknown, value: unknown) => {
    if (isUnreadable(value))
      throw new Error(
        t('{{text}} is not a date: type dates as {{format}}.', {
          text: value.unreadable,
          format: TYPED_DATE_FORMAT,
        }),
      );
  },
};

const asDay = (value: unknown): Dayjs | null => {
  if (!value) return null;
  const day = dayjs(value as string);
  return day.isValid() ? day : null;
};

/**
 * The Form.Item props of a date range filter. Its message comes on leaving the picker and goes at
 * the first change: gone before a click on Search, which would otherwise move under the pointer
 * as the blur takes the message away (and the click would miss).
 */
export const dateRangeItem = { rules: [dateRangeRule], validateTrigger: ['onBlur', 'onChange'] };

/** A date range for filters (kind 'dateRange'); sent as two YYYY-MM-DD parameters. */
export function DateRangeInput({ value, onChange, ...props }: DateRangeInputProps) {
  const shown = isUnreadable(value) ? value.range : value;
  const pickerTexts = useRangePickerTexts();
  const range = Array.isArray(shown) ? ([asDay(shown[0]), asDay(shown[1])] as [Dayjs, Dayjs]) : null;
  // Each end's text as typed: one that is not a whole date is held as UnreadableDate; once it is
  // a date again (or empty) the range goes back to what the picker shows.
  const onInput = (event: FormEvent<HTMLSpanElement>) => {
    const text = (event.target as HTMLInputElement).value.trim();
    if (text && !typedDay(text)) onChange?.({ unreadable: text, range: shown } satisfies UnreadableDate);
    else if (isUnreadable(value)) onChange?.(value.range);
  };
  return (
    <span onInput={onInput}>
      <DatePicker.RangePicker
        {...props}
        {...pickerTexts}
        format={TYPED_DATE_FORMAT}
        value={range}
        onChange={(dates) => onChange?.(dates ?? undefined)}
      />
    </span>
  );
}

/** A range value as its two dates, YYYY-MM-DD (undefined where not set). */
export function rangeDates(value: unknown): [string | undefined, string | undefined] {
  if (!Array.isArray(value)) return [undefined, undefined];
  return [asDay(value[0])?.format('YYYY-MM-DD'), asDay(value[1])?.format('YYYY-MM-DD')];
}
