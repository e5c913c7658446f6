import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_ROWS,
  NO_ROWS,
  TOO_LARGE,
  TOO_MANY_ROWS,
  UNREADABLE,
  WRONG_TYPE,
  checkImportFile,
  parseImportSheet,
  writeImportSheet,
} from '../../src/common/spreadsheet/sheet';
import {
  HEIGHT_OUT_OF_RANGE,
  WIDTH_OUT_OF_RANGE,
  isOnGoing,
  previewSizeError,
} from '../../src/resources/custom/widget/previewSize';
import { decimalBetween, validateRecord } from '../../src/model/rules';
import adUnitSchema from '../../src/schemas/adUnit';
import appSchema, { adUnitRefusal, platformOf } from '../../src/schemas/app';
import keywordSchema from '../../src/schemas/keyword';
import linkSchema, { nestUtm, flattenUtm } from '../../src/schemas/link';
import postbackSchema, {
  OPTION_DUPLICATE,
  OPTION_NAME_INVALID,
  postbackUrl,
} from '../../src/schemas/postback';
import searchSiteSchema from '../../src/schemas/searchSite';
import widgetSchema from '../../src/schemas/widget';
import { hiddenAppCategories } from '../../src/config';
import dayjs from 'dayjs';

// The messages as the specification words them.
const NAME_MESSAGE =
  'Name contains invalid characters. Only letters, numbers, underscores, and colons are allowed.';
const PRICE_MESSAGE = 'Suggest eCPM between 0.01 and 1000';
const APP_UNDER_REVIEW =
  'The current application is under review, and ad units can only be created after passing the review.';
const APP_DISCONTINUED = 'The current application has been discontinued and ad units cannot be created.';
const SITE_INVALID = 'Please Input A Valid Site';
const SITE_CAPITALS_OR_WWW =
  'Failed to create, please fill in a domain name that does not contain capital letters and does not start with www.';
const KEYWORD_REQUIRED = 'Please Select main keyword';
const TOO_MANY_KEYWORDS = 'Maximum of 5 keywords allowed';
const EVENT_TYPE_MISSING = 'Postback link must have {event_type}';
const BOTH_SIDES_LARGE = 'Only one dimension can be larger than 450 pixels.';

const app = {
  app_name: 'My_App:1',
  category: 'normal_tools',
  bundle_id: 'com.x',
  app_store: 'GOOGLE_PLAY',
  app_url: 'https://store.example/x',
};
const unit = { app_id: 7001, ad_format: 'banner', zone_name: 'home_banner', price: 1.5 };
const link = {
  domain: 'findit.example',
  domain_type: 'BeesAds',
  lp_type: 'middle_page',
  feed_id: 1,
  key_word: 'kw',
  style_id: 1,
  utm_source: 'others',
};
const postback = {
  base_url: 'https://t.example/pb',
  event_type: ['search_pv'],
  return_options: [{ parameter: '{event_type}', name: 'evt' }],
};

describe('app', () => {
  it("accepts letters, numbers, underscores and colons only, with the spec's message", () => {
    expect(validateRecord(appSchema, app, 'create')).toBeUndefined();
    expect(validateRecord(appSchema, { ...app, app_name: 'my app' }, 'create')).toBe(NAME_MESSAGE);
    expect(validateRecord(appSchema, { ...app, app_name: 'app-1' }, 'create')).toBe(
      'Name contains invalid characters. Only letters, numbers, underscores, and colons are allowed.',
    );
  });
  it('trims the name and requires category, bundle id, store and url', () => {
    expect(validateRecord(appSchema, { ...app, app_name: '  ok_name  ' }, 'create')).toBeUndefined();
    expect(validateRecord(appSchema, { ...app, app_name: '   ' }, 'create')).toBe('Please input app name');
    expect(validateRecord(appSchema, { ...app, category: '' }, 'create')).toBe('Please select category');
    expect(validateRecord(appSchema, { ...app, bundle_id: '' }, 'create')).toBe('Please input bundle id');
    expect(validateRecord(appSchema, { ...app, app_store: '' }, 'create')).toBe('Please select app store');
    expect(validateRecord(appSchema, { ...app, app_url: '' }, 'create')).toBe('Please input app url');
  });
  it("refuses an app url that is not a web address: 'Please input a valid url'", () => {
    for (const url of ['not a url', 'javascript:alert(1)', 'https://localhost', 'store.example/app'])
      expect(validateRecord(appSchema, { ...app, app_url: url }, 'create'), url).toBe(
        'Please input a valid url',
      );
    expect(
      validateRecord(appSchema, { ...app, app_url: 'http://apps.example/x?id=1' }, 'create'),
    ).toBeUndefined();
  });
  it('takes the OS from the store: Apple gives IOS, others ANDROID', () => {
    expect(platformOf('APPLE_ITUNES')).toBe('IOS');
    expect(platformOf('GOOGLE_PLAY')).toBe('ANDROID');
  });
  it('refuses ad units of apps under review or discontinued with the two messages', () => {
    expect(adUnitRefusal({ status: 1 })).toBeUndefined();
    expect(adUnitRefusal({ status: 2 })).toBe(APP_UNDER_REVIEW);
    expect(adUnitRefusal({ status: 3 })).toBe(APP_DISCONTINUED);
  });
  it('hides the restricted categories unless the company is company_206', () => {
    expect(hiddenAppCategories('company_100')).toContain('money-making_games');
    expect(hiddenAppCategories('company_206')).toEqual([]);
  });
});

describe('ad unit', () => {
  it('requires app, format and name, with the name pattern and at most 50 characters', () => {
    expect(validateRecord(adUnitSchema, unit, 'create')).toBeUndefined();
    expect(validateRecord(adUnitSchema, { ...unit, app_id: undefined }, 'create')).toBe('Please select app');
    expect(validateRecord(adUnitSchema, { ...unit, ad_format: '' }, 'create')).toBe(
      'Please select ad format',
    );
    expect(validateRecord(adUnitSchema, { ...unit, zone_name: 'bad name' }, 'create')).toBe(NAME_MESSAGE);
    expect(validateRecord(adUnitSchema, { ...unit, zone_name: 'a'.repeat(51) }, 'create')).toBe(
      'Ad unit name cannot be longer than 50 characters',
    );
  });
  it("takes a price from 0.01 to 1000 with two decimals: 'Suggest eCPM between 0.01 and 1000'", () => {
    for (const price of [undefined, 0, -5, 0.001, 1000.01, 1.234, 12.345, -1, '0.001', '12.345', ''])
      expect(validateRecord(adUnitSchema, { ...unit, price }, 'create')).toBe(PRICE_MESSAGE);
    for (const price of [0.01, 1000, 12.34, '12.34', 0.07, 1.1])
      expect(validateRecord(adUnitSchema, { ...unit, price }, 'create')).toBeUndefined();
  });
  it('checks a price with the model rule decimalBetween, which neither rounds nor clamps', () => {
    const price = decimalBetween(0.01, 1000, 2);
    expect([0.01, 1000, 0.07, 999.99, '2.5'].map(price)).toEqual([true, true, true, true, true]);
    expect([0, -5, 0.001, 1000.01, 12.345, '', 'abc', NaN].map(price)).toEqual(Array(8).fill(false));
  });
  it('requires the in-stream type only for in_stream', () => {
    expect(validateRecord(adUnitSchema, { ...unit, ad_format: 'in_stream' }, 'create')).toBe(
      'Please select in-stream type',
    );
    expect(
      validateRecord(
        adUnitSchema,
        { ...unit, ad_format: 'in_stream', instream_type: 'vertical-screen' },
        'create',
      ),
    ).toBeUndefined();
  });
});

describe('search site domain', () => {
  it("must be a valid domain: 'Please Input A Valid Site'", () => {
    expect(validateRecord(searchSiteSchema, { domain: '' }, 'create')).toBe(SITE_INVALID);
    expect(validateRecord(searchSiteSchema, { domain: 'not a site' }, 'create')).toBe(
      'Please Input A Valid Site',
    );
    expect(validateRecord(searchSiteSchema, { domain: 'good.example' }, 'create')).toBeUndefined();
    expect(validateRecord(searchSiteSchema, { domain: 'my-site.example' }, 'create')).toBeUndefined();
    for (const domain of ['-bad.example', 'bad-.example', `${'a'.repeat(64)}.example`, 'a..example'])
      expect(validateRecord(searchSiteSchema, { domain }, 'create')).toBe(SITE_INVALID);
  });
  it('rejects a site that starts with www or holds capitals', () => {
    expect(validateRecord(searchSiteSchema, { domain: 'www.good.example' }, 'create')).toBe(
      SITE_CAPITALS_OR_WWW,
    );
    expect(validateRecord(searchSiteSchema, { domain: 'Good.example' }, 'create')).toBe(SITE_CAPITALS_OR_WWW);
  });
});

describe('main keyword', () => {
  it("is required: 'Please Select main keyword'", () => {
    expect(validateRecord(keywordSchema, { lp_type: 'content_page' }, 'create')).toBe(KEYWORD_REQUIRED);
  });
});

describe('link', () => {
  it('offers the utm sources of the management spec, in its order, and refuses gateway', () => {
    const utm = linkSchema.fields.find((field) => field.key === 'utm_source');
    expect((utm?.options as readonly { value: string }[]).map((option) => option.value)).toEqual([
      'taboola',
      'facebook',
      'tiktok',
      'bigoads',
      'outbrain',
      'others',
    ]);
    expect(validateRecord(linkSchema, { ...link, utm_source: 'gateway', pixel_id: '' }, 'create')).toBe(
      "Utm Source: 'gateway' is not one of the choices",
    );
  });
  it('requires the information for BeesAds sites only', () => {
    expect(validateRecord(linkSchema, link, 'create')).toBeUndefined();
    expect(validateRecord(linkSchema, { ...link, feed_id: undefined }, 'create')).toBe(
      'Please select information',
    );
    expect(
      validateRecord(
        linkSchema,
        { ...link, domain_type: 'Sedo', feed_id: undefined, pixel_id: 'p', kw_language: 'en' },
        'create',
      ),
    ).toBeUndefined();
  });
  it('asks for at most 5 other keywords when they are shown', () => {
    const page = { ...link, lp_type: 'content_page' };
    expect(validateRecord(linkSchema, page, 'create')).toBe('Please input other keywords');
    expect(
      validateRecord(linkSchema, { ...page, other_key_word: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'create'),
    ).toBe(TOO_MANY_KEYWORDS);
    expect(
      validateRecord(linkSchema, { ...page, other_key_word: ['a', 'b', 'c', 'd', 'e'] }, 'create'),
    ).toBeUndefined();
  });
  it('requires the pixel id for taboola, facebook, tiktok, bigoads, outbrain and Sedo', () => {
    for (const utm_source of ['taboola', 'facebook', 'tiktok', 'bigoads', 'outbrain'])
      expect(validateRecord(linkSchema, { ...link, utm_source }, 'create')).toBe('Please input pixel id');
    expect(validateRecord(linkSchema, { ...link, domain_type: 'Sedo', kw_language: 'en' }, 'create')).toBe(
      'Please input pixel id',
    );
  });
  it('requires the kw language for Sedo, and refuses the dark style', () => {
    expect(validateRecord(linkSchema, { ...link, domain_type: 'Sedo', pixel_id: 'p' }, 'create')).toBe(
      'Please select kw language',
    );
    expect(validateRecord(linkSchema, { ...link, style_id: 4 }, 'create')).toBe(
      'The dark style is no longer supported',
    );
  });
  it('nests utm_param for the API and flattens it back for the form', () => {
    const sent = nestUtm({ domain: 'a.example', pixel_id: 'p', kwhl: 'k' });
    expect(sent).toEqual({ domain: 'a.example', utm_param: { pixel_id: 'p', kwhl: 'k' } });
    expect(flattenUtm(sent)).toEqual({ domain: 'a.example', pixel_id: 'p', kwhl: 'k' });
  });
});

describe('postback', () => {
  it('requires a base url with a dot and event types', () => {
    expect(validateRecord(postbackSchema, postback, 'create')).toBeUndefined();
    expect(validateRecord(postbackSchema, { ...postback, base_url: '' }, 'create')).toBe(
      'Please input base url',
    );
    expect(validateRecord(postbackSchema, { ...postback, base_url: 'localhost/pb' }, 'create')).toBe(
      'Please input a valid url',
    );
    expect(validateRecord(postbackSchema, { ...postback, event_type: [] }, 'create')).toBe(
      'Please select event type',
    );
  });
  it('builds the final url from base and options, which must hold {event_type}', () => {
    expect(postbackUrl('https://t.example/pb', postback.return_options)).toBe(
      'https://t.example/pb?evt={event_type}',
    );
    expect(validateRecord(postbackSchema, { ...postback, return_options: [] }, 'create')).toBe(
      EVENT_TYPE_MISSING,
    );
    expect(
      validateRecord(
        postbackSchema,
        { ...postback, base_url: 'https://t.example/pb?e={event_type}', return_options: [] },
        'create',
      ),
    ).toBeUndefined();
  });
  it('wants unique parameters and actual names of letters, digits, _ and - starting with a letter or _', () => {
    const twice = [...postback.return_options, { parameter: '{event_type}', name: 'again' }];
    expect(validateRecord(postbackSchema, { ...postback, return_options: twice }, 'create')).toBe(
      OPTION_DUPLICATE,
    );
    for (const name of ['1evt', 'ev t', '-x'])
      expect(
        validateRecord(
          postbackSchema,
          { ...postback, return_options: [{ parameter: '{event_type}', name }] },
          'create',
        ),
      ).toBe(OPTION_NAME_INVALID);
    expect(
      validateRecord(
        postbackSchema,
        { ...postback, return_options: [{ parameter: '{event_type}', name: '_e-1' }] },
        'create',
      ),
    ).toBeUndefined();
  });
});

describe('widget', () => {
  it('requires language and style, description at most 200', () => {
    expect(validateRecord(widgetSchema, { widget_style: 'icon_hover' }, 'create')).toBe(
      'Please select language',
    );
    expect(validateRecord(widgetSchema, { lan: 'en' }, 'create')).toBe('Please select widget style');
    expect(
      validateRecord(
        widgetSchema,
        { lan: 'en', widget_style: 'icon_hover', description: 'x'.repeat(201) },
        'create',
      ),
    ).toBe('Description cannot be longer than 200 characters');
  });
  it('locks language and style of an active widget on edit', () => {
    expect(validateRecord(widgetSchema, { status: 1 }, 'edit')).toBeUndefined();
    expect(validateRecord(widgetSchema, { status: 3 }, 'edit')).toBe('Please select language');
  });
  it('takes a preview 120 to 1200 wide, 50 to 1200 high, only one side over 450', () => {
    expect(previewSizeError(300, 250)).toBeUndefined();
    expect(previewSizeError(119, 250)).toBe(WIDTH_OUT_OF_RANGE);
    expect(previewSizeError(1201, 250)).toBe(WIDTH_OUT_OF_RANGE);
    expect(previewSizeError(300, 49)).toBe(HEIGHT_OUT_OF_RANGE);
    expect(previewSizeError(451, 451)).toBe(BOTH_SIDES_LARGE);
    expect(previewSizeError(1200, 450)).toBeUndefined();
  });
  it('marks a creative OnGoing when today is between its start and end', () => {
    const today = dayjs('2026-03-10');
    expect(isOnGoing({ start_time: '2026-03-01', end_time: '2026-03-10 00:00:00' }, today)).toBe(true);
    expect(isOnGoing({ start_time: '2026-03-11', end_time: '2026-03-20' }, today)).toBe(false);
  });
});

const row = (name: string) => ({
  app_name: 'NewsReader',
  adformat: 'banner',
  instream_type: '',
  adunit_name: name,
  price: '1.5',
});
const asBuffer = (bytes: Uint8Array) => bytes;

describe('ad unit import file', () => {
  it('takes only xlsx or xls files of at most 10MB', () => {
    expect(checkImportFile({ name: 'units.csv', size: 10 })).toBe(WRONG_TYPE);
    expect(checkImportFile({ name: 'units.xlsx', size: 10 * 1024 * 1024 + 1 })).toBe(TOO_LARGE);
    expect(checkImportFile({ name: 'units.XLS', size: 10 * 1024 * 1024 })).toBeUndefined();
  });
  it('reads the template columns of the first sheet', () => {
    const parsed = parseImportSheet(XLSX, asBuffer(writeImportSheet(XLSX, [row('a'), row('b')])));
    expect(parsed).toEqual({ rows: [{ ...row('a') }, { ...row('b') }] });
  });
  it('takes 200 rows and refuses 201', () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, index) => row(`u${index}`));
    expect('rows' in parseImportSheet(XLSX, writeImportSheet(XLSX, rows))).toBe(true);
    expect(parseImportSheet(XLSX, writeImportSheet(XLSX, [...rows, row('extra')]))).toEqual({
      error: TOO_MANY_ROWS,
    });
  });
  it('counts rows under blank ones: a blank row does not let a 201st row through', () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => row(`u${index}`));
    const header = Object.keys(row('a'));
    const sheet = XLSX.utils.aoa_to_sheet([
      header,
      [],
      ...rows.map((r) => header.map((key) => r[key as keyof typeof r])),
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 's');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }));
    expect(parseImportSheet(XLSX, bytes)).toEqual({ error: TOO_MANY_ROWS });
  });
  it('counts the rows a sheet holds, not its declared range: A1:E9000 with 2 rows gives 2 rows', () => {
    const sheet = XLSX.utils.aoa_to_sheet([Object.keys(row('a')), Object.values(row('a'))]);
    sheet.A9000 = { t: 's', v: 'NewsReader' };
    sheet['!ref'] = 'A1:E9000';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 's');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }));
    expect(parseImportSheet(XLSX, bytes)).toEqual({
      rows: [row('a'), { ...row(''), adformat: '', price: '' }],
    });
  });
  it('refuses a CSV or an HTML page named .xlsx by its content', () => {
    const csv = `${Object.keys(row('a')).join(',')}\nNewsReader,banner,,u1,1.5\n`;
    expect(parseImportSheet(XLSX, new TextEncoder().encode(csv))).toEqual({ error: WRONG_TYPE });
    const html = '<table><tr><td>app_name</td></tr><tr><td><img src=x onerror=alert(1)></td></tr></table>';
    expect(parseImportSheet(XLSX, new TextEncoder().encode(html))).toEqual({ error: WRONG_TYPE });
    const xls = new Uint8Array(
      XLSX.write(XLSX.read(writeImportSheet(XLSX, [row('a')])), { type: 'array', bookType: 'xls' }),
    );
    expect(parseImportSheet(XLSX, xls)).toEqual({ rows: [row('a')] });
  });
  it('refuses a malformed file, a file without the template header and an empty one', () => {
    expect(parseImportSheet(XLSX, new TextEncoder().encode('PK\u0003\u0004 not really a zip'))).toEqual({
      error: UNREADABLE,
    });
    const other = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      other,
      XLSX.utils.aoa_to_sheet([
        ['__proto__', 'constructor'],
        ['x', 'y'],
      ]),
      's',
    );
    expect(
      parseImportSheet(XLSX, new Uint8Array(XLSX.write(other, { type: 'array', bookType: 'xlsx' }))),
    ).toEqual({ error: UNREADABLE });
    expect(parseImportSheet(XLSX, writeImportSheet(XLSX, []))).toEqual({ error: NO_ROWS });
  });
  it('never evaluates formulas: a formula cell comes back as its cached text only', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      [...Object.keys(row('a'))],
      ['NewsReader', 'banner', '', 'f', '1'],
    ]);
    sheet.E2 = { t: 'n', f: 'HYPERLINK("http://evil.example")', v: 1 };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 's');
    const parsed = parseImportSheet(
      XLSX,
      new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' })),
    );
    expect(parsed).toEqual({
      rows: [{ app_name: 'NewsReader', adformat: 'banner', instream_type: '', adunit_name: 'f', price: '1' }],
    });
  });
});
