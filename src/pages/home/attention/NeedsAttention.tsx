import { Card, Tag } from 'antd';
import { Link } from 'react-router';
import { t } from '../../../i18n';
import { PartFailed } from '../PartFailed';
import { useAfterPaint } from '../useAfterPaint';
import { attentionKinds } from './attentionKinds';
import { useAttentionCounts, type AttentionCount } from './useAttentionCounts';
import './attention.css';

const KINDS = attentionKinds();

const countText = ({ kind, total = 0 }: AttentionCount) =>
  total === 1 ? t(kind.one) : t(kind.many, { count: total });

/**
 * Home's 'Needs attention': how many sites need an ads.txt update or failed its verification, ad
 * units are discontinued, widgets failed, search sites wait for DNS, each a link to its list
 * filtered to them. Asked once the overview has painted, so Home's figures go first; only the
 * kinds whose list the user's menu grants; absent while it loads and when nothing needs attention.
 * A failed count says so in place, with Retry, beside the counts that came.
 */
export function NeedsAttention() {
  const painted = useAfterPaint();
  const { counts, retry, retrying } = useAttentionCounts(KINDS, painted);
  const waiting = counts?.filter((count) => (count.total ?? 0) > 0) ?? [];
  const failed = counts?.filter((count) => count.failed) ?? [];
  if (!waiting.length && !failed.length) return null;
  return (
    <Card
      size="small"
      className="home-attention"
      title={
        <h2 className="home-card-title" id="home-attention">
          {t('Needs attention')}
        </h2>
      }
    >
      {waiting.length > 0 && (
        <ul className="home-attention-list" aria-labelledby="home-attention">
          {waiting.map((count) => (
            <li key={count.kind.key} data-attention={count.kind.key}>
              <Link to={count.kind.link}>
                <span className="home-attention-count">{countText(count)}</span>{' '}
                <Tag color={count.kind.status.color}>{t(count.kind.status.label)}</Tag>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {failed.length > 0 && <PartFailed reason={failed[0].failureText} retry={retry} retrying={retrying} />}
    </Card>
  );
}
