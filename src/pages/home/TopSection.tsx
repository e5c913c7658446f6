import { Col, Row } from 'antd';
import type { TopSource } from './homeSources';
import type { DayRange } from './periods';
import { ReportPart } from './ReportPart';
import { TopList } from './TopList';
import { useSiteIds } from './useSiteIds';

/** The top sites: their rows name a domain, their link filters on the site's id. */
function TopSites({ top, range }: { top: TopSource; range: DayRange }) {
  const ids = useSiteIds(true);
  return <TopList top={top} range={range} filterValueOf={(row) => ids?.get(String(row[top.labelKey]))} />;
}

/** The top 5 lists, each shown to a user whose menu grants its report (a chunk of its own: EarningsOverview). */
export default function TopSection({ tops, range }: { tops: TopSource[]; range: DayRange }) {
  return (
    <Row gutter={[16, 16]} className="home-tops">
      {tops.map((top) => (
        <ReportPart key={top.key} source={top} checking={null}>
          <Col xs={24} lg={8}>
            {top.key === 'sites' ? <TopSites top={top} range={range} /> : <TopList top={top} range={range} />}
          </Col>
        </ReportPart>
      ))}
    </Row>
  );
}
