import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { ReportSource } from './homeSources';
import { useReportAccess } from './useReportRows';

/**
 * A part of Home drawn from a report: shown only to a user whose menu grants that report, so a
 * user without it gets Home without the part (nothing asked of the server, nothing broken).
 */
export function ReportPart({
  source,
  children,
  checking: whileChecking = <Skeleton active paragraph={{ rows: 2 }} />,
}: {
  source: ReportSource | undefined;
  children: ReactNode;
  /** What shows while the menu is read (default: a skeleton). */
  checking?: ReactNode;
}) {
  const { can, checking } = useReportAccess(source);
  if (checking) return <>{whileChecking}</>;
  return can ? <>{children}</> : null;
}
