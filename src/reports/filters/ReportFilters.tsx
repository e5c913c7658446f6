import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { DATE_FORMAT, latestDayOffset, quickRanges } from './dateLimits';
import { LimitedRangePicker, typedRange, typedRangeProblem } from './LimitedRangePicker';
import { FilterInput } from './FilterInput';
import type { ReportState, ReportView } from '../types';
import { t } from '../../i18n';
import { usePhone } from '../../theme';

/** Why the quick ranges of a report whose data is ready days later end before today. */
export const quickRangeEndNote = (days: number, end: string) =>
  `A day's data is complete ${days} days later, so this range ends on ${end}.`;

/**
 * The quick ranges, each explained in a tooltip when the limit ends them before today. One the
 * limit does not allow is shown disabled with the reason: a click on it does nothing, and it
 * stands for the range shown (`current`), so neither its hover nor a click on its edge changes it.
 */
function presetsOf(limit: ReportView['dateLimit'], current: [Dayjs, Dayjs] | undefined) {
  const offset = latestDayOffset(limit);
  return quickRanges(limit).map(({ label, value, disabledBecause }) => ({
    value: disabledBecause && current ? current : value,
    label: disabledBecause ? (
      <Tooltip title={disabledBecause}>
        <span
          className="report-preset-disabled"
          aria-disabled="true"
          onClick={(event) => event.stopPropagation()}
        >
          {label}
        </span>
      </Tooltip>
    ) : offset ? (
      <Tooltip title={quickRangeEndNote(offset, value[1].format(DATE_FORMAT))}>
        <span>{label}</span>
      </Tooltip>
    ) : (
      label
    ),
  }));
}

export const NO_TIME_ZONE_CONVERSION =
  'No time-zone conversion is applied: the time zone only filters the data reported in that zone.';

type FormValues = { range?: [Dayjs, Dayjs] } & Record<string, unknown>;

interface ReportFiltersProps {
  view: ReportView;
  state: ReportState;
  lockedTimeZone?: string;
  /** Search refused (the search ads permission case). */
  searchDisabled?: boolean;
  onSearch: (change: Pick<ReportState, 'start' | 'end' | 'filters'>) => void;
  onReset: () => void;
  /** What stands right after the date range (the 'Compare with previous period' switch). */
  besideRange?: ReactNode;
}

/**
 * The filter bar: date range within the report's limits, the report's filters, Search and Reset;
 * on a phone the filters stack, each label above its control.
 */
export function ReportFilters({
  view,
  state,
  lockedTimeZone,
  searchDisabled,
  onSearch,
  onReset,
  besideRange,
}: ReportFiltersProps) {
  const phone = usePhone();
  const [form] = Form.useForm<FormValues>();
  // Follow the URL, but only when the searched values change: a dimension or page change must
  // not wipe what the user is typing.
  const applied = JSON.stringify([state.start, state.end, state.filters]);
  // Dates typed since the last accepted range: one outside the limit is never dropped silently.
  const [typed, setTyped] = useState<[string | undefined, string | undefined]>([undefined, undefined]);
  useEffect(() => {
    const [start, end, filters] = JSON.parse(applied) as [string, string, ReportState['filters']];
    form.resetFields();
    form.setFieldsValue({ range: [dayjs(start), dayjs(end)], ...filters });
    setTyped([undefined, undefined]);
  }, [form, applied]);
  const range = Form.useWatch('range', form) as [Dayjs, Dayjs] | undefined;
  const typedProblem = typedRangeProblem(view.dateLimit, typed, range);

  const submit = (values: FormValues) => {
    // The search never runs on the old range while typed dates cannot be used.
    if (typedProblem) return;
    // A whole typed date the picker has not taken yet counts as typed.
    const [typedStart, typedEnd] = typedRange(typed, values.range);
    const start = typedStart ?? dayjs(state.start);
    const end = typedEnd ?? dayjs(state.end);
    const filters: ReportState['filters'] = {};
    for (const filter of view.filters) {
      const value = values[filter.key] as string[] | string | undefined;
      if (filter.kind === 'timeZone' && lockedTimeZone) continue;
      if (Array.isArray(value) ? value.length : value?.trim())
        filters[filter.key] = value as string[] | string;
    }
    onSearch({ start: start.format(DATE_FORMAT), end: end.format(DATE_FORMAT), filters });
  };

  return (
    <Form<FormValues>
      form={form}
      layout={phone ? 'vertical' : 'inline'}
      className="report-filters"
      name={`report-${view.key}`}
      onFinish={submit}
    >
      <Form.Item
        name="range"
        label={t('Date')}
        rules={[{ required: true, message: t('Please select a date range') }]}
        {...(typedProblem ? { validateStatus: 'error' as const, help: typedProblem } : {})}
      >
        <LimitedRangePicker
          limit={view.dateLimit}
          presets={presetsOf(view.dateLimit, range)}
          typed={typed}
          onTyped={setTyped}
        />
      </Form.Item>
      {besideRange}
      {view.filters.map((filter) => (
        <Form.Item
          key={filter.key}
          name={filter.key}
          label={t(filter.label)}
          tooltip={filter.kind === 'timeZone' ? t(NO_TIME_ZONE_CONVERSION) : undefined}
        >
          <FilterInput filter={filter} lockedTo={filter.kind === 'timeZone' ? lockedTimeZone : undefined} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} disabled={searchDisabled}>
            {t('Search')}
          </Button>
          <Button
            onClick={() => {
              setTyped([undefined, undefined]);
              onReset();
            }}
          >
            {t('Reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
