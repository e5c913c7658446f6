import { ACTIVE, FAILED, PENDING } from '../../../schemas/enums';
import type { WidgetRow } from '../../../schemas/widget';
import { daysAgo } from '../seed';

/** A stored widget: the widget schema's record with its review remark and creatives. */
export type MockWidget = WidgetRow & { remark: string; creative_id: string[] };

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

/** The widgets (table widgets): an active one (with creatives, ./creative.ts), a pending and a failed one. */
export default function widgetSeed(): MockWidget[] {
  return [
    widget(2001, 'icon_hover', ACTIVE, 30),
    widget(2002, 'page_insert', PENDING, 6),
    widget(2003, 'page_insert', FAILED, 10, 'The description names a competitor'),
  ];
}
