import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { SchemaList } from '../../resources/list/SchemaList';
import user from '../../schemas/user';
import userGroup from '../../schemas/userGroup';
import { t } from '../../i18n';

const TABS = [
  { key: 'user', label: 'User', schema: user },
  { key: 'group', label: 'User Group', schema: userGroup },
];

/**
 * User & User Group: two tabs, each the engine's list of its schema. The tab lives in the URL;
 * switching tabs starts the other list with clean filters (both lists keep theirs in the URL).
 */
export default function AccountPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = TABS.find((tab) => tab.key === searchParams.get('tab')) ?? TABS[0];
  return (
    <Tabs
      activeKey={active.key}
      onChange={(key) => setSearchParams({ tab: key })}
      items={TABS.map((tab) => ({
        key: tab.key,
        label: t(tab.label),
        children: tab.key === active.key ? <SchemaList key={tab.key} schema={tab.schema} /> : null,
      }))}
    />
  );
}
