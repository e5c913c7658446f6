// The conformance check's checks on hand-made answers: each kind of difference is named in words.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules of the scripts, without types.
import * as checks from '../../../scripts/conformance/checks.mjs';
// @ts-expect-error: plain ES modules of the scripts, without types.
import { operationsOf } from '../../../scripts/conformance/contract.mjs';
import { CONTRACT } from './contractFixture';

const { answerDifferences, createSchemaChecker, pagingDifferences, reportPageDifferences } = checks;

const operations: { label: string }[] = operationsOf(CONTRACT);
const schemaCheck = createSchemaChecker(CONTRACT);
const channelList = operations.find(
  (operation) => operation.label === 'GET /gamebridge-manager/v1/ssp_publisher/channel',
);

const json = (body: unknown, status = 200) => ({
  status,
  contentType: 'application/json',
  text: JSON.stringify(body),
  json: body,
  notJson: false,
});
const differencesOf = (answer: ReturnType<typeof json>): string[] =>
  answerDifferences(channelList, answer, schemaCheck);
const CHANNELS = { list: [{ id: 1, name: 'one' }], total: 1 };

describe('the checks of one answer', () => {
  it('finds nothing in an answer as the contract says', () => {
    expect(differencesOf(json({ success: true, code: 0, msg: 'ok', data: CHANNELS }))).toEqual([]);
  });

  it('names each wrong part of the envelope', () => {
    expect(differencesOf(json({ success: 'yes', code: 5, msg: 7, data: CHANNELS }))).toEqual([
      'success is text "yes", not true',
      'code is the number 5, not 0',
      'msg is the number 7, not text',
    ]);
  });

  it('names an answer that is no envelope at all', () => {
    expect(differencesOf(json([{ id: 1 }]))).toEqual([
      'the answer is a list, not an envelope { success, code, msg, data }',
    ]);
  });

  it('tells a refusal by its message and code', () => {
    expect(
      differencesOf(json({ success: false, code: 403, msg: 'You do not have permission to do this' })),
    ).toEqual(['refused: "You do not have permission to do this" (code 403)']);
  });

  it('names each value of the wrong type, with what it is', () => {
    const data = { list: [{ id: 'one', name: 42 }], total: 1 };
    expect(differencesOf(json({ success: true, code: 0, msg: 'ok', data }))).toEqual([
      'data.list[0].id must be a whole number (is text "one")',
      'data.list[0].name must be text (is the number 42)',
    ]);
  });

  it('names a list that is text and a total that is a list (the wrong-types fault)', () => {
    const data = { list: 'not a list', total: [] };
    expect(differencesOf(json({ success: true, code: 0, msg: 'ok', data }))).toEqual([
      'data.list must be a list (is text "not a list")',
      'data.total must be a whole number (is a list)',
    ]);
  });

  it('names a required field that is missing', () => {
    expect(
      differencesOf(json({ success: true, code: 0, msg: 'ok', data: { list: [{ id: 1 }], total: 1 } })),
    ).toEqual(['data.list[0].name is missing']);
  });

  it('reads nothing more from an answer with another HTTP status', () => {
    expect(differencesOf(json({ success: false, code: 500, msg: 'Internal server error' }, 500))).toEqual([
      'HTTP 500: "Internal server error", the contract answers 200',
    ]);
    const page = { status: 502, contentType: 'text/html', text: '<html>', json: undefined, notJson: true };
    expect(differencesOf(page)).toEqual(['HTTP 502, the contract answers 200']);
  });

  it('names an answer that is not JSON', () => {
    const cut = {
      status: 200,
      contentType: 'application/json',
      text: '{"success": true, "data": {"list": [',
      json: undefined,
      notJson: true,
    };
    expect(differencesOf(cut)).toEqual([
      'the answer is not JSON (application/json): "{\\"success\\": true, \\"data\\": {\\"list\\": ["',
    ]);
  });
});

describe('the checks of a download', () => {
  const image = {
    label: 'GET /news-images/{icon_id}',
    answer: { status: 200, schemaPointer: '#/components/schemas/Refusal', fileTypes: ['image/*'] },
  };
  const file = (contentType: string) => ({
    status: 200,
    contentType,
    text: '<svg/>',
    json: undefined,
    notJson: true,
  });

  it('takes any type of a documented media range, or the refusal envelope', () => {
    expect(answerDifferences(image, file('image/svg+xml'), schemaCheck)).toEqual([]);
    expect(answerDifferences(image, file('image/png'), schemaCheck)).toEqual([]);
    const refused = json({ success: false, code: 400, msg: 'Image not found' });
    expect(answerDifferences(image, refused, schemaCheck)).toEqual(['refused: "Image not found" (code 400)']);
  });

  it('names a type the contract does not answer', () => {
    expect(answerDifferences(image, file('text/html; charset=utf-8'), schemaCheck)).toEqual([
      'content type text/html, the contract answers image/* or application/json',
    ]);
  });
});

describe('the paging checks', () => {
  it('takes a page of the size asked and the total of every row', () => {
    expect(pagingDifferences({ list: [{ id: 1 }, { id: 2 }], total: 5 }, { page: 1, size: 2 })).toEqual([]);
    expect(pagingDifferences({ list: [{ id: 5 }], total: '5' }, { page: 3, size: 2 })).toEqual([]);
  });

  it('names missing paging: rows without a total, or no list', () => {
    expect(pagingDifferences({ list: [{ id: 1 }] }, { page: 1, size: 2 })).toEqual([
      'paging: data.total is missing, not a count',
    ]);
    expect(pagingDifferences([{ id: 1 }], { page: 1, size: 2 })).toEqual([
      'paging: data is a list, not { list, total }',
    ]);
  });

  it('names a page that ignores the page size or disagrees with the total', () => {
    const rows = [1, 2, 3].map((id) => ({ id }));
    expect(pagingDifferences({ list: rows, total: 3 }, { page: 1, size: 2 })).toEqual([
      'paging: page 1 has 3 rows, more than page_size 2',
    ]);
    expect(pagingDifferences({ list: rows.slice(0, 1), total: 3 }, { page: 1, size: 2 })).toEqual([
      'paging: page 1 has 1 rows where total 3 and page_size 2 make 2',
    ]);
  });

  it("names a report's rows that are no list or more than a page", () => {
    expect(reportPageDifferences({ rows: 'not a list' }, 2)).toEqual([
      'paging: data.rows is text "not a list", not a list',
    ]);
    expect(reportPageDifferences({ rows: [{}, {}, {}] }, 2)).toEqual([
      'paging: the report answered 3 rows, more than page_size 2',
    ]);
  });
});
