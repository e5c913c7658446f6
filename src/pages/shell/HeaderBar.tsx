import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useRef } from 'react';
import { HELP_CENTER_URL } from '../../config';
import { AccountMenu } from './AccountMenu';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { OverlaysArmed, useArmOverlays } from './overlaysArmed';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { t } from '../../i18n';

/**
 * The breadcrumb bar: a crumb per path segment, Help Center, and the user area with Logout. On a
 * phone (`compact`) the breadcrumb moves above the content and Help Center into the menu's drawer,
 * and a long user name is cut short, so the bar fits the width. Its menus and tooltips are drawn
 * once the page is idle or the user comes near (overlaysArmed.ts).
 */
export function HeaderBar({
  labels,
  compact = false,
}: {
  labels: Record<string, string>;
  compact?: boolean;
}) {
  const area = useRef<HTMLDivElement>(null);
  const armed = useArmOverlays(area);
  const help = (
    <Button
      type="text"
      icon={<QuestionCircleOutlined />}
      href={HELP_CENTER_URL}
      target="_blank"
      aria-label={t('Help Center')}
    />
  );
  return (
    <div
      ref={area}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flex: 1,
        minWidth: 0,
        gap: 16,
      }}
    >
      {compact ? null : <ShellBreadcrumb labels={labels} />}
      <OverlaysArmed.Provider value={armed}>
        <Space size={compact ? 'small' : 'middle'} style={{ marginLeft: 'auto' }}>
          <LanguageSwitch />
          <ColorSchemeSwitch />
          {compact ? null : armed ? (
            <Tooltip title={t('Help Center: guides and answers')}>{help}</Tooltip>
          ) : (
            help
          )}
          <AccountMenu compact={compact} />
        </Space>
      </OverlaysArmed.Provider>
    </div>
  );
}
