import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import enUS from 'antd/es/date-picker/locale/en_US';
import { describe, expect, it } from 'vitest';
import { pickerLocale } from '../../src/ui/pickerLocale';
import { ROOT, sourceFiles } from '../support/imports';

/**
 * antd's pickers a source file draws (`<DatePicker`, `<DatePicker.RangePicker`, `<TimePicker`,
 * `<Calendar`), each up to the first `/>` after it (its props hold arrow functions' `>`).
 */
const pickerTags = (source: string): string[] =>
  [...source.matchAll(/<(?:DatePicker|RangePicker|TimePicker|Calendar)\b[\s\S]*?\/>/g)].map(
    (match) => match[0],
  );

/** "file: tag" for each picker that is not given the console's picker texts. */
const withoutPickerTexts = (files: string[]): string[] =>
  files.flatMap((file) =>
    pickerTags(readFileSync(join(ROOT, file), 'utf8'))
      .filter((tag) => !tag.includes('{...pickerTexts}'))
      .map((tag) => `${file}: ${tag.split('\n')[0]}`),
  );

describe("the date pickers' texts", () => {
  it("name the header's month, year and decade buttons by their text, and the arrows without antd's keyboard hints", () => {
    const { lang, timePickerLocale } = pickerLocale();
    expect([lang.monthSelect, lang.yearSelect, lang.decadeSelect]).toEqual([undefined, undefined, undefined]);
    expect([lang.previousMonth, lang.nextMonth, lang.previousYear, lang.nextYear]).toEqual([
      'Previous month',
      'Next month',
      'Previous year',
      'Next year',
    ]);
    // Everything else as antd's English.
    expect(lang.placeholder).toBe(enUS.lang.placeholder);
    expect(lang.rangePlaceholder).toEqual(enUS.lang.rangePlaceholder);
    expect(lang.today).toBe('Today');
    expect(timePickerLocale).toEqual(enUS.timePickerLocale);
    // Made once for the language and panel shown.
    expect(pickerLocale()).toBe(pickerLocale('date'));
  });

  it('name the double arrows by what they move by on the panel shown', () => {
    const arrows = (panel: Parameters<typeof pickerLocale>[0]) => {
      const { lang } = pickerLocale(panel);
      return [lang.previousYear, lang.nextYear];
    };
    expect(arrows('month')).toEqual(['Previous year', 'Next year']);
    expect(arrows('year')).toEqual(['Previous decade', 'Next decade']);
    expect(arrows('decade')).toEqual(['Previous century', 'Next century']);
    expect(pickerLocale('year').lang.monthSelect).toBeUndefined();
  });

  it('are given to every antd picker the console draws (useRangePickerTexts)', () => {
    const files = sourceFiles('src').filter((file) => file.endsWith('.tsx'));
    const drawn = files.flatMap((file) => pickerTags(readFileSync(join(ROOT, file), 'utf8')));
    expect(drawn.length).toBeGreaterThanOrEqual(2);
    expect(withoutPickerTexts(files)).toEqual([]);
  });

  it('would notice a picker without them (the check can fail)', () => {
    expect(pickerTags('<DatePicker.RangePicker\n  value={range}\n  onChange={set}\n/>')).toHaveLength(1);
    expect(pickerTags('<DatePicker.RangePicker\n  {...pickerTexts}\n/>')[0]).toContain('{...pickerTexts}');
    expect(pickerTags('<TimePicker value={time} />')[0]).not.toContain('{...pickerTexts}');
  });
});
