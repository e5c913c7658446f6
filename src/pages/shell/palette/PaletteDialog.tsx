import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, Typography, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { loadMenu, type MenuItem } from '../../../providers/access/menu';
import { cachedMenu } from '../../../providers/access/menuCache';
import { registry } from '../../../schemas';
import { usePhone } from '../../../theme';
import { t } from '../../../i18n';
import {
  actionEntries,
  matching,
  paletteMenu,
  recordKinds,
  screenEntries,
  type PaletteEntry,
} from './paletteEntries';
import { PaletteResults } from './PaletteResults';
import { useRecordSearch } from './useRecordSearch';
import './palette.css';

/** The user's menu (the side menu's: the server's, the kept one until it answers), none until known. */
function useMenu(): MenuItem[] {
  const [items, setItems] = useState<MenuItem[]>(() => cachedMenu() ?? []);
  useEffect(() => {
    loadMenu().then(setItems, () => setItems([]));
  }, []);
  return items;
}

/** The screens, actions and kinds of record the menu lets the user open. */
function useChoices() {
  const items = useMenu();
  return useMemo(() => {
    const menu = paletteMenu(items);
    return {
      fixed: [...screenEntries(menu), ...actionEntries(registry, menu)],
      kinds: recordKinds(registry, menu),
    };
  }, [items]);
}

/**
 * The command palette: a search box over the screens, actions and records the user may open, as a
 * combobox whose listbox follows it (arrows move, Enter opens, Escape closes; the focus stays in
 * the box, the active choice is its aria-activedescendant). Full width on a phone.
 */
export default function PaletteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = usePhone();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<InputRef>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { fixed, kinds } = useChoices();
  const { records, searching, failure } = useRecordSearch(kinds, query);
  const shown = useMemo(() => [...matching(fixed, query), ...records], [fixed, query, records]);
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  // A new query starts at the top; records coming in later go below, the active choice stays.
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (open) setQuery('');
  }, [open]);
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    onClose();
    void navigate(entry.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && shown.length) {
      event.preventDefault();
      setActive((activeIndex + moves[event.key] + shown.length) % shown.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : shown.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(shown[activeIndex]);
    }
  };

  const listId = `${id}-list`;
  // A failed record search is said in place of 'Nothing found', or after the results that came.
  const failed = failure && t('Records could not be searched: {{reason}}', { reason: failure });
  const found = shown.length
    ? t('Results: {{count}}', { count: shown.length })
    : !failed && t('Nothing found for “{{query}}”', { query: query.trim() });
  const status = searching ? t('Searching records…') : [found, failed].filter(Boolean).join('. ');

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('Go to a screen, an action or a record')}
      width={phone ? '100%' : 600}
      className={phone ? 'palette palette-phone' : 'palette'}
      style={phone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : { top: 80 }}
      destroyOnHidden
      // The dialog focuses itself once open: the box takes the focus from it.
      afterOpenChange={(opened) => opened && input.current?.focus()}
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('Screens, actions, records by name')}
        aria-label={t('Search screens, actions and records')}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
      />
      {/* No empty listbox: with nothing found the box is collapsed and the status says so. */}
      {shown.length ? (
        <PaletteResults
          id={listId}
          entries={shown}
          activeIndex={activeIndex}
          optionId={optionId}
          onHover={setActive}
          onChoose={choose}
        />
      ) : null}
      <div className="palette-footer">
        <Typography.Text type="secondary" role="status">
          {status}
        </Typography.Text>
        {phone ? null : (
          <Typography.Text type="secondary">{t('↑ ↓ to move, Enter to open, Esc to close')}</Typography.Text>
        )}
      </div>
    </Modal>
  );
}
