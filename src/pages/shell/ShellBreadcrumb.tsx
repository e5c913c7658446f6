import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { crumbLabels } from '../breadcrumb';
import { t } from '../../i18n';

/** A crumb per path segment; the ones above the current screen that have a screen are links. */
export function ShellBreadcrumb({ labels }: { labels: Record<string, string> }) {
  const { pathname } = useLocation();
  const crumbs = crumbLabels(pathname, labels);
  return (
    <Breadcrumb
      items={crumbs.map((crumb, index) => ({
        title:
          index < crumbs.length - 1 && labels[crumb.path] ? (
            <Link to={crumb.path}>{t(crumb.label)}</Link>
          ) : (
            t(crumb.label)
          ),
      }))}
    />
  );
}
