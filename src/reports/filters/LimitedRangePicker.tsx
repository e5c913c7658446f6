import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DATE_FORMAT, isCellDisabled, isDateDisabled, rangeProblem } from './dateLimits';
import type { DateLimit } from '../types';
import { typedDay } from '../../common/typedDay';
import { useRangePickerTexts } from '../../ui/useRangePickerTexts';

import { t } from '../../i18n';

type Range = [Dayjs, Dayjs];

/** The range the picker shows once typed whole dates replace its ends. */
export function typedRange(
  typed: [string | undefined, string | undefined],
  value: Range | undefined,
): [Dayjs | undefined, Dayjs | undefined] {
  const end = (index: 0 | 1) => (typed[index]?.trim() ? typedDay(typed[index]) : value?.[index]);
  return [end(0), end(1)];
}

/**
 * Why the dates typed into a range picker cannot be used, or nothing. `typed` holds the text of
 * each end as typed (undefined where nothing was typed); the other end is the picker's value.
 */
export function typedRangeProblem(
  limit: DateLimit,
  typed: [string | undefined, string | undefined],
  value: Range | undefined,
  today: Dayjs = dayjs(),
): string | undefined {
  const unreadable = typed.find((text) => text?.trim() && !typedDay(text));
  if (unreadable)
    return t('{{text}} is not a date: type dates as {{format}}.', {
      text: unreadable.trim(),
      format: DATE_FORMAT,
    });
  const [start, end] = typedRange(typed, value);
  if (!start || !end) {
    // One end typed whole and outside the limit says so before the other end is there.
    const alone = start ?? end;
    return alone && isDateDisabled(limit, alone, undefined, today)
      ? rangeProblem(limit, alone, alone, today)
      : undefined;
  }
  return rangeProblem(limit, start, end, today);
}

interface LimitedRangePickerProps {
  id?: string;
  value?: Range;
  onChange?: (value: Range | undefined) => void;
  limit: DateLimit;
  presets?: { label: ReactNode; value: Range }[];
  /** The text typed into each end since the last accepted range. */
  typed: [string | undefined, string | undefined];
  onTyped: (typed: [string | undefined, string | undefined]) => void;
}

/**
 * The report's date range picker. Days outside the limit cannot be clicked; a day typed outside
 * it (which the picker itself would silently drop) is reported through `onTyped`, so the filter
 * bar can say why next to the picker and refuse to search on the old range. What was typed is
 * forgotten where the picker shows the range again: after Escape (the picker puts the range back),
 * and for an end where the day shown is chosen again (the picker sends no change for it).
 */
export function LimitedRangePicker({
  id,
  value,
  onChange,
  limit,
  presets,
  typed,
  onTyped,
}: LimitedRangePickerProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const pickerTexts = useRangePickerTexts();
  const onInput = (event: FormEvent<HTMLSpanElement>) => {
    const target = event.target as HTMLInputElement;
    const inputs = Array.from(wrapper.current?.querySelectorAll('input') ?? []);
    const index = inputs.indexOf(target);
    if (index !== 0 && index !== 1) return;
    const next: [string | undefined, string | undefined] = [...typed];
    next[index] = target.value;
    onTyped(next);
  };
  // Escape puts the range back: the picker is drawn anew from its value (antd keeps the typed
  // text until the focus leaves), with the focus back in the end it was in.
  const [redrawn, setRedrawn] = useState<{ count: number; focus?: number }>({ count: 0 });
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Escape' || (typed[0] === undefined && typed[1] === undefined)) return;
    const inputs = Array.from(wrapper.current?.querySelectorAll('input') ?? []);
    onTyped([undefined, undefined]);
    setRedrawn(({ count }) => ({
      count: count + 1,
      focus: inputs.indexOf(event.target as HTMLInputElement),
    }));
  };
  useEffect(() => {
    if (redrawn.focus === undefined || redrawn.focus < 0) return;
    wrapper.current?.querySelectorAll('input')[redrawn.focus]?.focus();
  }, [redrawn]);
  return (
    <span ref={wrapper} onInput={onInput} onKeyDown={onKeyDown} className="report-range">
      <DatePicker.RangePicker
        key={redrawn.count}
        id={id}
        {...pickerTexts}
        allowClear={false}
        format={DATE_FORMAT}
        presets={presets}
        value={value}
        disabledDate={(date, info) => isCellDisabled(limit, date, info?.type, info?.from)}
        onCalendarChange={(dates, _texts, info) => {
          const index = info.range === 'end' ? 1 : 0;
          const chosen = dates?.[index];
          if (typed[index] === undefined || !chosen || !value?.[index]?.isSame(chosen, 'day')) return;
          const next: [string | undefined, string | undefined] = [...typed];
          next[index] = undefined;
          onTyped(next);
        }}
        onChange={(range) => {
          onTyped([undefined, undefined]);
          onChange?.(range?.[0] && range[1] ? [range[0], range[1]] : undefined);
        }}
      />
    </span>
  );
}
