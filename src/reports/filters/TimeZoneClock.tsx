import { Alert, Descriptions } from 'antd';
import { useEffect, useState } from 'react';
import { zoneClock } from './timeZone';
import { t } from '../../i18n';

/** On a time-zone tab: the current UTC time and the report time in that zone, each minute. */
export function TimeZoneClock({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  let clock: ReturnType<typeof zoneClock>;
  try {
    clock = zoneClock(timeZone);
  } catch (error) {
    return <Alert type="error" showIcon message={(error as Error).message} style={{ marginBottom: 12 }} />;
  }
  return (
    <Descriptions
      key={now}
      className="report-clock"
      size="small"
      column={2}
      style={{ marginBottom: 12 }}
      items={[
        { key: 'utc', label: t('Current UTC time'), children: clock.utcTime },
        { key: 'report', label: t('Report time ({{timeZone}})', { timeZone }), children: clock.reportTime },
      ]}
    />
  );
}
