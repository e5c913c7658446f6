import { t } from '../../../i18n';
import type { PaletteEntry } from './paletteEntries';

const GROUP_NAMES: Record<PaletteEntry['group'], string> = {
  screens: 'Screens',
  actions: 'Actions',
  records: 'Records',
};

/**
 * The palette's listbox: the entries under their group's name, the active one marked (the search
 * box keeps the focus and names it in aria-activedescendant). A pointer moves the active entry and
 * a click chooses it.
 */
export function PaletteResults({
  id,
  entries,
  activeIndex,
  optionId,
  onHover,
  onChoose,
}: {
  id: string;
  entries: PaletteEntry[];
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (entry: PaletteEntry) => void;
}) {
  const groups = (['screens', 'actions', 'records'] as const)
    .map((group) => ({
      group,
      members: entries.flatMap((entry, index) => (entry.group === group ? [{ entry, index }] : [])),
    }))
    .filter(({ members }) => members.length);
  return (
    <div id={id} role="listbox" aria-label={t('Results')} className="palette-list">
      {groups.map(({ group, members }) => (
        <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
          <div id={`${id}-${group}`} role="presentation" className="palette-group">
            {t(GROUP_NAMES[group])}
          </div>
          {members.map(({ entry, index }) => (
            <div
              key={entry.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="palette-option"
              onMouseMove={() => onHover(index)}
              onClick={() => onChoose(entry)}
            >
              {/* A record's name is data, never translated. */}
              <span translate={group === 'records' ? 'no' : undefined}>{entry.label}</span>
              {entry.detail ? <span className="palette-detail">{entry.detail}</span> : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
