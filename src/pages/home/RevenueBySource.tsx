import { Skeleton, Typography } from 'antd';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { formatValue } from '../../reports/table/format';
import type { RevenuePart } from './homeSources';
import { PartFailed } from './PartFailed';
import type { DayRange } from './periods';
import { partRequest } from './calls/homeRequests';
import { reportLink } from './reportLink';
import { useReportAccess, useReportRows } from './useReportRows';

/** One source's figure: its report's Total row; a refusal (no such data in the user's scope) is none. */
function usePartTotal(part: RevenuePart, range: DayRange, enabled: boolean) {
  const answer = useReportRows(part, partRequest(part, range, enabled));
  const value = answer.permissionText ? 0 : answer.total ? Number(answer.total[part.metric]) || 0 : undefined;
  return { part, value, ...answer };
}

/**
 * The revenue of the trend's days split by where it comes from, adding up to the trend's total:
 * 'Last 30 days: $T = Content ads $X + App ads $Y + Search ads $Z', each source opening its report
 * on those days. Shown to a user whose menu grants the three reports (without one the sum could
 * not be checked); a source that could not be loaded is said in place, with Retry.
 */
export function RevenueBySource({
  parts: [content, apps, search],
  range,
  total,
  currency,
}: {
  parts: [RevenuePart, RevenuePart, RevenuePart];
  range: DayRange;
  /** The Revenue report's figure for `range`. */
  total: number;
  currency: string;
}) {
  const access = [useReportAccess(content), useReportAccess(apps), useReportAccess(search)];
  const granted = access.every((item) => item.can);
  const figures = [
    usePartTotal(content, range, granted),
    usePartTotal(apps, range, granted),
    usePartTotal(search, range, granted),
  ];
  if (!granted) return null;
  const failed = figures.filter((figure) => figure.failed);
  if (failed.length)
    return (
      <PartFailed
        reason={failed[0].failureText}
        retry={() => failed.forEach((figure) => figure.retry())}
        retrying={failed.some((figure) => figure.retrying)}
      />
    );
  if (figures.some((figure) => figure.value === undefined))
    return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  const money = (value: number) => formatValue(value, 'money', currency);
  return (
    <Typography.Paragraph className="home-sources" data-testid="revenue-by-source">
      {t('Last 30 days: {{total}}', { total: money(total) })} ={' '}
      {figures.map(({ part, value }, index) => (
        <Fragment key={part.key}>
          {index ? ' + ' : ''}
          <Link to={reportLink(part.config, { dates: range })} data-source={part.key}>
            {t(part.label)} {money(value ?? 0)}
          </Link>
        </Fragment>
      ))}
    </Typography.Paragraph>
  );
}
