import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { formatValue } from '../../reports/table/format';
import { t } from '../../i18n';
import { FigureChange } from './FigureChange';
import type { ReportSource } from './homeSources';
import { changeOf, sumOver, type Period } from './periods';
import { reportLink } from './reportLink';

/**
 * The four cards: each period's estimated revenue in its currency ($1,234.50), which opens the
 * report with the period's dates (its Total row is the card's figure), and its change against the
 * period before; today, still running, says so instead (periods.ts).
 */
export function EarningsCards({
  source,
  periods,
  byDay,
}: {
  source: ReportSource;
  periods: Period[];
  /** The revenue of each day; none while it loads. */
  byDay: ReadonlyMap<string, number> | undefined;
}) {
  return (
    <Row gutter={[16, 16]} className="home-cards">
      {periods.map((period) => (
        <Col xs={24} sm={12} xl={6} key={period.key}>
          <Card size="small" data-period={period.key}>
            {byDay ? (
              <>
                <Link className="home-figure" to={reportLink(source.config, { dates: period.current })}>
                  <Statistic
                    title={t(period.label)}
                    value={formatValue(sumOver(byDay, period.current), 'money', source.currency)}
                  />
                </Link>
                {period.previous ? (
                  <FigureChange
                    change={changeOf(
                      sumOver(byDay, period.comparedPart ?? period.current),
                      sumOver(byDay, period.previous),
                    )}
                    comparedWith={period.comparedWith}
                  />
                ) : (
                  <Typography.Paragraph className="home-change" type="secondary" style={{ margin: 0 }}>
                    {t(period.comparedWith)}
                  </Typography.Paragraph>
                )}
              </>
            ) : (
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
