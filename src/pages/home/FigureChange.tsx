import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { t } from '../../i18n';
import { EMPTY } from '../../reports/table/format';

/** '+12.30%' or '-4.10%': the sign is written, so the change does not rest on its colour alone. */
export function changeText(change: number): string {
  const percent = `${Math.abs(change * 100).toFixed(2)}%`;
  return change < 0 ? `-${percent}` : `+${percent}`;
}

/** A figure's change against the period before, with what that period is ('vs. the day before'). */
export function FigureChange({ change, comparedWith }: { change: number | undefined; comparedWith: string }) {
  const up = change !== undefined && change >= 0;
  return (
    <Typography.Paragraph className="home-change" style={{ margin: 0 }}>
      {change === undefined ? (
        <Typography.Text type="secondary">{EMPTY}</Typography.Text>
      ) : (
        <Typography.Text type={up ? 'success' : 'danger'} strong>
          {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />} {changeText(change)}
        </Typography.Text>
      )}{' '}
      <Typography.Text type="secondary">{t(comparedWith)}</Typography.Text>
    </Typography.Paragraph>
  );
}
