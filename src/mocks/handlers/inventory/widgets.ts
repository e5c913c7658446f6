import { daysAgo } from '../../store/seed';
import { http } from 'msw';
import { ACTIVE, FAILED, PENDING } from '../../../schemas/enums';
import widgetSchema, { type WidgetRow } from '../../../schemas/widget';
import { nextId, table } from '../../store/db';
import { serveResource } from '../../generic/served';
import { listAnswer } from '../../calls/listing';
import { between, contains, equals } from '../../generic/queryPredicates';
import { fail, route } from '../../respond';
import * as calls from '../../../calls/calls';
import { signedIn } from '../../calls/signedIn';

/** A stored widget: the widget schema's record with its review remark and creatives. */
export type MockWidget = WidgetRow & { remark: string; creative_id: string[] };

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

/** A creative of widget 2001 running from `start` to `end` days from today, made `age` days ago. */
const creative = (id: number, start: number, end: number, ready_status: string, age: number) => ({
  creative_id: `cr_${id}`,
  widget_id: 2001,
  start_time: day(start),
  end_time: day(end),
  ready_status,
  created_time: daysAgo(age),
});

export const creatives = () =>
  table<MockCreative>('creatives', () => [
    creative(1001, -10, 10, 'Ready', 12),
    creative(1002, -40, -20, 'Ended', 41),
    creative(1003, 5, 30, 'Ready', 2),
  ]);

const widgetOf = (id: unknown) => widgets().find((row) => String(row.widget_id) === String(id));

// A new widget waits for review; an edited failed one goes back to it (an active one keeps its
// language and style: the schema locks them).
serveResource(widgetSchema, {
  rows: widgets,
  newId: nextId,
  notFound: 'Widget not found',
  created: (_, user) => ({ status: PENDING, remark: '', created_user_name: user.user_name, creative_id: [] }),
  updated: (row) => (row.status === FAILED ? { status: PENDING, remark: '' } : {}),
});

/** Irregular: a widget's creatives, a list under its widget that only an active widget has. */
export const widgetHandlers = [
  http.get(
    route(calls.widgetCreatives),
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
];
