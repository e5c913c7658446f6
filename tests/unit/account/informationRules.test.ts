import { describe, expect, it } from 'vitest';
import {
  MARKER_HTML,
  bodyProblem,
  htmlText,
  leadText,
  markerCount,
  tagList,
} from '../../../src/common/articleRules';
import { coverProblem } from '../../../src/resources/custom/information/coverRules';
import { validateRecord } from '../../../src/model/rules';
import information from '../../../src/schemas/information';

// The messages as the specification words them (the markers' limit in the console's words).
const BODY_REQUIRED = 'Please input information.';
const COVER_INVALID = 'Please upload no less than 300*250 jpg, png, jpeg with size not exceeding 10M.';
const LEAD_TOO_SHORT =
  'Unable to submit, content before the first search ad position needs to be longer than 150 characters';
const TOO_MANY_MARKERS = 'At most 2 search ad positions can be inserted';

const text = (length: number) => 'a'.repeat(length);
const valid = {
  title: 'Cheap flights',
  language: 'en',
  category: [20, 21],
  icon: '/news-images/1',
  content: `<p>${text(151)}</p>${MARKER_HTML}<p>after</p>`,
};
const problem = (changes: Record<string, unknown>) =>
  validateRecord(information, { ...valid, ...changes }, 'create');

describe('information form rules, with their exact messages', () => {
  it('accepts a complete article', () => {
    expect(problem({})).toBeUndefined();
  });

  it('requires a title of at most 100 characters', () => {
    expect(problem({ title: '  ' })).toBe('Please input title');
    expect(problem({ title: text(100) })).toBeUndefined();
    expect(problem({ title: text(101) })).toBe('Title cannot be longer than 100 characters');
  });

  it('requires language, category and cover', () => {
    expect(problem({ language: '' })).toBe('Please select language');
    expect(problem({ category: [] })).toBe('Please select category');
    expect(problem({ icon: '' })).toBe(COVER_INVALID);
  });

  it('allows at most 15 comma-separated tags and 5 other keywords', () => {
    expect(problem({ tags: Array.from({ length: 15 }, (_, i) => `t${i}`).join(',') })).toBeUndefined();
    expect(problem({ tags: Array.from({ length: 16 }, (_, i) => `t${i}`).join(', ') })).toBe(
      'Maximum of 15 tags allowed',
    );
    expect(problem({ other_key_word: 'a,b,c,d,e,f' })).toBe('Maximum of 5 keywords allowed');
    expect(tagList(' a, ,b，c ')).toEqual(['a', 'b', 'c']);
  });

  it("says 'Please input information.' for an empty body, markup alone included", () => {
    expect(problem({ content: '' })).toBe(BODY_REQUIRED);
    expect(problem({ content: '<p></p>' })).toBe(BODY_REQUIRED);
    expect(problem({ content: `<p> &nbsp; </p>${MARKER_HTML}` })).toBe(BODY_REQUIRED);
    expect(bodyProblem('<p><img src="https://cdn.example/a.png"></p>')).toBeUndefined();
  });
});

describe('search-ads markers', () => {
  it('counts markers whatever the attribute order or quotes', () => {
    expect(markerCount('<p>x</p>')).toBe(0);
    expect(markerCount(`${MARKER_HTML}<p>x</p>${MARKER_HTML}`)).toBe(2);
    expect(markerCount(`<div class="relatedsearches" data-type='relatedsearches'></div>`)).toBe(1);
    expect(markerCount('<p>data-type="relatedsearches" typed as text</p>')).toBe(0);
  });

  it('allows at most 2 markers', () => {
    const lead = `<p>${text(151)}</p>`;
    expect(bodyProblem(`${lead}${MARKER_HTML}${MARKER_HTML}`)).toBeUndefined();
    expect(bodyProblem(`${lead}${MARKER_HTML}${MARKER_HTML}${MARKER_HTML}`)).toBe(TOO_MANY_MARKERS);
  });

  it('needs more than 150 characters before the first marker', () => {
    expect(bodyProblem(`<p>${text(150)}</p>${MARKER_HTML}`)).toBe(LEAD_TOO_SHORT);
    expect(bodyProblem(`<p>${text(151)}</p>${MARKER_HTML}`)).toBeUndefined();
  });

  it('measures the lead on text, not on markup', () => {
    // 100 characters of text wrapped in far more than 150 characters of markup.
    const heavy = `<p><strong class="x" data-long="${text(200)}">${text(50)}</strong><em>${text(50)}</em></p>`;
    expect(heavy.length).toBeGreaterThan(300);
    expect(leadText(`${heavy}${MARKER_HTML}`)).toHaveLength(100);
    expect(bodyProblem(`${heavy}${MARKER_HTML}`)).toBe(LEAD_TOO_SHORT);
    // Entities count as the one character they show.
    expect(htmlText('<p>a&amp;b&nbsp;c&#33;</p>')).toBe('a&b c!');
  });

  it('does not ask for a lead when there is no marker', () => {
    expect(bodyProblem('<p>short</p>')).toBeUndefined();
  });
});

describe('cover checks', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  const big = { width: 300, height: 250 };

  it('accepts jpg, jpeg and png of at least 300x250 under 10M', () => {
    expect(coverProblem(file('a.jpg', 'image/jpeg'), big)).toBeUndefined();
    expect(coverProblem(file('a.jpeg', 'image/jpeg'), big)).toBeUndefined();
    expect(coverProblem(file('a.PNG', 'image/png'), { width: 1200, height: 800 })).toBeUndefined();
  });

  it('refuses other types, 10M and more, and smaller images with the spec message', () => {
    expect(coverProblem(file('a.gif', 'image/gif'), big)).toBe(COVER_INVALID);
    expect(coverProblem(file('a.png', 'image/png', 10 * 1024 * 1024), big)).toBe(COVER_INVALID);
    expect(coverProblem(file('a.png', 'image/png'), { width: 299, height: 250 })).toBe(COVER_INVALID);
    expect(coverProblem(file('a.png', 'image/png'), { width: 300, height: 249 })).toBe(COVER_INVALID);
    expect(coverProblem(file('a.png', 'image/png'), undefined)).toBe(COVER_INVALID);
  });
});
