import { BulbOutlined, DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { t } from '../../i18n';
import { HeaderMenuButton } from './HeaderMenuButton';
import { SCHEME_PREFERENCES, useColorScheme, type SchemePreference } from '../../theme';

const LABELS: Record<SchemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'Same as system',
};
const ICONS: Record<SchemePreference, React.ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};

/** The theme switch of the user area: light, dark or the system's setting (the default), remembered. */
export function ColorSchemeSwitch() {
  const { scheme, preference, setPreference } = useColorScheme();
  const theme = t(LABELS[preference]);
  const title =
    preference === 'system'
      ? t('Theme: {{theme}} ({{scheme}})', { theme, scheme: t(scheme) })
      : t('Theme: {{theme}}', { theme });
  return (
    <HeaderMenuButton
      title={title}
      icon={scheme === 'dark' ? <MoonOutlined /> : <BulbOutlined />}
      menu={{
        selectable: true,
        selectedKeys: [preference],
        items: SCHEME_PREFERENCES.map((key) => ({ key, icon: ICONS[key], label: t(LABELS[key]) })),
        onClick: ({ key }) => setPreference(key as SchemePreference),
      }}
    />
  );
}
