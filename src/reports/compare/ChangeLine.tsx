import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { EMPTY, formatValue } from '../table/format';
import type { MetricDef, ReportRow } from '../types';
import { changeOf, deltaText, directionOf, ratioText, type Change } from './change';
import { previousOf } from './matchRows';
import { t } from '../../i18n';

/** The word a row new in this period shows instead of a change. */
export const NEW_ROW = 'New';

/**
 * A figure's change against the previous period, under the figure: '+1,234 (+12.3%)' with an arrow
 * and a sign (never its colour alone), green for good news and red for bad (a `lowerIsBetter`
 * metric the other way round), grey when nothing changed; 'New' for a row the previous period did
 * not have, '--' when a value is missing. The change from zero has no percentage.
 */
export function ChangeLine({ change, metric }: { change: Change; metric: MetricDef }) {
  if (change.kind !== 'change')
    return (
      <div className="report-change">
        <Typography.Text type="secondary">{change.kind === 'new' ? t(NEW_ROW) : EMPTY}</Typography.Text>
      </div>
    );
  const direction = directionOf(change.delta, metric.format);
  const good = (direction === 'up') !== Boolean(metric.lowerIsBetter);
  const Arrow = direction === 'up' ? ArrowUpOutlined : ArrowDownOutlined;
  return (
    <div
      className="report-change"
      title={t('Previous period: {{value}}', {
        value: formatValue(change.previous, metric.format, metric.currency),
      })}
    >
      <Typography.Text type={direction === 'flat' ? 'secondary' : good ? 'success' : 'danger'}>
        {direction !== 'flat' && (
          <>
            <Arrow aria-hidden />{' '}
          </>
        )}
        {deltaText(change.delta, metric.format, metric.currency)}
        {change.ratio !== undefined && ` (${ratioText(change.ratio)})`}
      </Typography.Text>
    </div>
  );
}

/** The change line of a figure whose row carries its previous period's match (see withPrevious). */
export function changeUnder(value: unknown, row: ReportRow, metric: MetricDef) {
  const previous = previousOf(row);
  if (previous === undefined) return null;
  return <ChangeLine change={changeOf(value, previous?.[metric.key], previous !== null)} metric={metric} />;
}
