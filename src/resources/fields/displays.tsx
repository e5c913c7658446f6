import { Image, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { CellDisplay, ColumnSpec, FieldDef } from '../../model/types';
import { currentLanguage, t } from '../../i18n';
import { EMPTY, formatDateTime, formatPlain, isBlank } from '../format';
import { formatMoney } from './MoneyInput';
import { CopyableCell, LinesCell } from './TextCells';

/*
 * The cells a schema names with `column.display` (see CellDisplay in model/types.ts), drawn with
 * antd. The schema stays plain data: it says 'url' or 'currency', this module draws it.
 */

type DisplayCell = (value: unknown, spec: ColumnSpec, field: FieldDef) => ReactNode;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Only web addresses become links: a `javascript:` or `data:` text stays text. */
export function webAddress(value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const formatter = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(currentLanguage(), options);

/** A number as the display says (grouped digits, an amount, a percentage); text that is no number stays. */
function numberCell(options: (spec: ColumnSpec) => Intl.NumberFormatOptions): DisplayCell {
  return (value, spec) => {
    if (isBlank(value)) return EMPTY;
    const amount = Number(value);
    if (!Number.isFinite(amount)) return String(value);
    return formatter(options(spec)).format(amount);
  };
}

const decimals = (spec: ColumnSpec, fallback: number): Intl.NumberFormatOptions => {
  const places = spec.decimals ?? fallback;
  return { minimumFractionDigits: places, maximumFractionDigits: places };
};

function UrlCell({ value }: { value: unknown }) {
  const href = webAddress(value);
  if (!href) return <>{formatPlain(value)}</>;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {String(value).trim()}
    </Typography.Link>
  );
}

function EmailCell({ value }: { value: unknown }) {
  const address = String(value).trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) return <>{formatPlain(value)}</>;
  return <Typography.Link href={`mailto:${address}`}>{address}</Typography.Link>;
}

/** A 48 px thumbnail; a click shows it larger (antd's preview). */
function ImageCell({ value, alt }: { value: unknown; alt: string }) {
  const src = webAddress(value) ?? (String(value).startsWith('/') ? String(value) : undefined);
  if (!src) return <>{formatPlain(value)}</>;
  return <Image src={src} alt={alt} width={48} height={48} style={{ objectFit: 'cover' }} />;
}

/** Each value as a tag (a list, or comma-separated text), for fields without coloured options. */
function TagsCell({ value }: { value: unknown }) {
  const entries = listOf(value)
    .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]))
    .map((entry) => String(entry).trim())
    .filter(Boolean);
  if (!entries.length) return <>{EMPTY}</>;
  return (
    <Space size={[0, 4]} wrap>
      {entries.map((entry) => (
        <Tag key={entry}>{entry}</Tag>
      ))}
    </Space>
  );
}

const blankOr =
  (draw: DisplayCell): DisplayCell =>
  (value, spec, field) =>
    isBlank(value) ? EMPTY : draw(value, spec, field);

/**
 * Every display but 'text' and the option tags, which the field kind's own cell draws (a select's
 * labels, a coloured status tag).
 */
export const DISPLAYS: Record<Exclude<CellDisplay, 'text'>, DisplayCell> = {
  tag: blankOr((value) => <TagsCell value={value} />),
  dateTime: (value) => formatDateTime(value),
  copy: (value) => <CopyableCell value={value} />,
  lines: (value) => <LinesCell value={value} />,
  money: (value) => formatMoney(value),
  url: blankOr((value) => <UrlCell value={value} />),
  email: blankOr((value) => <EmailCell value={value} />),
  image: blankOr((value, _, field) => <ImageCell value={value} alt={t(field.label)} />),
  number: numberCell((spec) => decimals(spec, 0)),
  currency: numberCell((spec) => ({
    style: 'currency',
    currency: spec.currency ?? 'USD',
    ...decimals(spec, 2),
  })),
  percent: numberCell((spec) => ({ style: 'percent', ...decimals(spec, 2) })),
};
