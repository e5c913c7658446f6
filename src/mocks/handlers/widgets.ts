import { http } from 'msw';
import { ACTIVE, FAILED, PENDING } from '../../schemas/enums';
import widgetSchema from '../../schemas/widget';
import { nextId, now, save, table } from '../db';
import { validateWithDictionaries } from '../dictionaryChoices';
import { between, contains, daysAgo, equals, listAnswer } from '../listing';
import { API, fail, ok } from '../respond';
import { jsonBody, signedIn } from '../signedIn';
import { registerRecords } from '../activity/recordTables';

export interface MockWidget {
  widget_id: number;
  lan: string;
  widget_style: string;
  description: string;
  status: number;
  remark: string;
  created_time: string;
  created_user_name: string;
  creative_id: string[];
}

export interface MockCreative {
  creative_id: string;
  widget_id: number;
  start_time: string;
  end_time: string;
  ready_status: string;
  created_time: string;
}

const widget = (
  widget_id: number,
  widget_style: string,
  status: number,
  age: number,
  remark = '',
): MockWidget => ({
  widget_id,
  lan: 'en',
  widget_style,
  description: `${widget_style === 'icon_hover' ? 'Hover icon' : 'In-page block'} for the article pages`,
  status,
  remark,
  created_time: daysAgo(age),
  created_user_name: 'Publisher',
  creative_id: [],
});

export const widgets = () =>
  table<MockWidget>('widgets', () => [
    widget(2001, 'icon_hover', ACTIVE, 30),
    widget(2002, 'page_insert', PENDING, 6),
    widget(2003, 'page_insert', FAILED, 10, 'The description names a competitor'),
  ]);

/** Days from today, as a date (negative: past). */
const day = (offset: number) => daysAgo(-offset, '00:00:00');

export const creatives = () =>
  table<MockCreative>('creatives', () => [
    {
      creative_id: 'cr_1001',
      widget_id: 2001,
      start_time: day(-10),
      end_time: day(10),
      ready_status: 'Ready',
      created_time: daysAgo(12),
    },
    {
      creative_id: 'cr_1002',
      widget_id: 2001,
      start_time: day(-40),
      end_time: day(-20),
      ready_status: 'Ended',
      created_time: daysAgo(41),
    },
    {
      creative_id: 'cr_1003',
      widget_id: 2001,
      start_time: day(5),
      end_time: day(30),
      ready_status: 'Ready',
      created_time: daysAgo(2),
    },
  ]);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const widgetOf = (id: unknown) => widgets().find((row) => String(row.widget_id) === String(id));

export const widgetHandlers = [
  http.get(
    `${API}/ssp_publisher/widget/list`,
    signedIn(({ query }) =>
      listAnswer(widgets(), query, [
        contains<MockWidget>(query, 'widget_id'),
        equals<MockWidget>(query, 'widget_style'),
        equals<MockWidget>(query, 'status'),
      ]),
    ),
  ),

  http.get(
    `${API}/ssp_publisher/widget/creative/list`,
    signedIn(({ query }) => {
      const owner = widgetOf(query.get('widget_id'));
      if (!owner) return fail('Widget not found');
      if (owner.status !== ACTIVE) return fail('Creatives are available for active widgets only');
      return listAnswer(
        creatives().filter((row) => row.widget_id === owner.widget_id),
        query,
        [
          contains<MockCreative>(query, 'creative_id'),
          equals<MockCreative>(query, 'ready_status'),
          between<MockCreative>(query, 'created_time_begin', 'created_time_end', 'created_time'),
        ],
      );
    }),
  ),

  http.post(
    `${API}/ssp_publisher/widget`,
    signedIn(async ({ request, user }) => {
      const body = await jsonBody(request);
      const input = {
        lan: text(body.lan),
        widget_style: text(body.widget_style),
        description: text(body.description),
      };
      const invalid = validateWithDictionaries(widgetSchema, input, 'create');
      if (invalid) return fail(invalid);
      const row = {
        ...widget(nextId(), input.widget_style, PENDING, 0),
        ...input,
        created_user_name: user.user_name,
        created_time: now(),
      };
      widgets().push(row);
      save();
      return ok(row);
    }),
  ),

  http.put(
    `${API}/ssp_publisher/widget/:id`,
    signedIn(async ({ params, request }) => {
      const row = widgetOf(params.id);
      if (!row) return fail('Widget not found');
      const body = await jsonBody(request);
      // An active widget keeps its language and style.
      const input = {
        lan: row.status === ACTIVE ? row.lan : text(body.lan),
        widget_style: row.status === ACTIVE ? row.widget_style : text(body.widget_style),
        description: text(body.description),
      };
      const invalid = validateWithDictionaries(widgetSchema, { ...row, ...input }, 'edit');
      if (invalid) return fail(invalid);
      // A failed widget goes back to review.
      Object.assign(row, input, row.status === FAILED ? { status: PENDING, remark: '' } : {});
      save();
      return ok(row);
    }),
  ),
];

// Where the activity log finds the rows a change touches.
registerRecords('widget', widgets);
