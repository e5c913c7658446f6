import { TranslationOutlined } from '@ant-design/icons';
import { HeaderMenuButton } from './HeaderMenuButton';
import { currentLanguage, LANGUAGE_NAMES, LANGUAGES, storeLanguage, t, type Language } from '../../i18n';

/**
 * The language switch of the user area: English or Simplified Chinese, remembered per browser.
 * Choosing reloads the page, so every text, antd's and dayjs's included, is drawn in the new one.
 */
export function LanguageSwitch({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const language = currentLanguage();
  const title = t('Language: {{language}}', { language: LANGUAGE_NAMES[language] });
  const choose = (chosen: Language) => {
    if (chosen === language) return;
    storeLanguage(chosen);
    reload();
  };
  return (
    <HeaderMenuButton
      title={title}
      icon={<TranslationOutlined />}
      menu={{
        selectable: true,
        selectedKeys: [language],
        // Each language named in itself, and marked as such for screen readers.
        items: LANGUAGES.map((key) => ({
          key,
          label: <span lang={key}>{LANGUAGE_NAMES[key]}</span>,
        })),
        onClick: ({ key }) => choose(key as Language),
      }}
    />
  );
}
