import { useRef, useState } from 'react';
import { pickerLocale, type PanelMode } from './pickerLocale';

/**
 * The props that give an antd range picker the console's texts (`pickerLocale`) for the panel it
 * shows: days, months, years or decades. rc-picker tells which panel each end shows
 * (`onPanelChange`), and shows the days again whenever the picker opens or the other end is
 * focused (without telling): the texts follow.
 */
export function useRangePickerTexts() {
  const [panel, setPanel] = useState<PanelMode>('date');
  const activeEnd = useRef<0 | 1>(0);
  return {
    locale: pickerLocale(panel),
    onOpenChange: () => setPanel('date'),
    onFocus: (_event: unknown, info?: { range?: 'start' | 'end' }) => {
      activeEnd.current = info?.range === 'end' ? 1 : 0;
      setPanel('date');
    },
    onPanelChange: (_values: unknown, modes: readonly [PanelMode, PanelMode]) =>
      setPanel(modes[activeEnd.current] ?? 'date'),
  };
}
