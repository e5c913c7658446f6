import { defineResource } from '../model/defineResource';
import { maxLength, required } from '../model/rules';
import type { Values } from '../model/types';
import { ACTIVE, REVIEW_RESULT_OPTIONS, WIDGET_STYLE_OPTIONS, failedRemark, DICT_LANGUAGES } from './enums';
import { createdTime, creatorField, crudCalls, offByDefault, statusField } from './fields';

export const widgetRules = {
  language: [required('Please select language')],
  style: [required('Please select widget style')],
  description: [maxLength(200, 'Description cannot be longer than 200 characters')],
};

/** Creative and Code serve only a widget that is active. */
export const ONLY_WHEN_ACTIVE = 'Available once the widget is active';

export const isActiveWidget = (widget: Values) => Number(widget.status) === ACTIVE;

/** The snippet a publisher pastes into a page to show the widget. */
export const widgetCode = (widget: Values): string =>
  `<div class="pc-widget" data-widget-id="${String(widget.widget_id)}"></div>\n` +
  `<script async src="https://cdn.publisher-console.example/widget.js?id=${String(widget.widget_id)}"></script>`;

/** A record of this resource: what the list shows and the form edits. */
export type WidgetRow = {
  widget_id: number;
  lan: string;
  widget_style: string;
  description: string;
  status: number;
  created_user_name: string;
  created_time: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    widget: WidgetRow;
  }
}

export default defineResource<WidgetRow>()({
  name: 'widget',
  label: 'List',
  labels: { title: 'Widget List', record: 'Widget', create: 'Create Widget' },
  route: '/widget/list',
  menu: { parent: '/widget', order: 1, id: 51 },
  idKey: 'widget_id',
  api: {
    ...crudCalls('/ssp_publisher/widget', 'widget_id'),
  },
  messages: { created: 'create widget success', updated: 'update widget success' },
  filterOrder: ['widget_id', 'widget_style', 'status'],
  fields: [
    {
      key: 'widget_id',
      label: 'Widget ID',
      column: { sortable: true },
      filter: { placeholder: 'Widget ID' },
    },
    {
      key: 'lan',
      label: 'Language',
      kind: 'select',
      options: DICT_LANGUAGES,
      column: true,
      // An active widget keeps its language and style.
      form: { rules: widgetRules.language, lockedOnEdit: isActiveWidget },
    },
    {
      key: 'widget_style',
      label: 'Widget Style',
      kind: 'select',
      options: WIDGET_STYLE_OPTIONS,
      column: true,
      filter: { withAll: true },
      form: { rules: widgetRules.style, lockedOnEdit: isActiveWidget },
    },
    {
      key: 'description',
      label: 'Description',
      kind: 'textarea',
      column: true,
      form: { rules: widgetRules.description },
    },
    statusField(REVIEW_RESULT_OPTIONS, failedRemark),
    creatorField(),
    offByDefault(createdTime()),
  ],
  rowActions: [
    { kind: 'edit', label: 'Edit' },
    {
      kind: 'custom',
      label: 'Creative',
      enabledWhen: isActiveWidget,
      disabledReason: ONLY_WHEN_ACTIVE,
      component: () => import('../resources/custom/widget/CreativeAction'),
    },
    {
      kind: 'copy',
      label: 'Code',
      title: 'Widget Code',
      text: widgetCode,
      enabledWhen: isActiveWidget,
      disabledReason: ONLY_WHEN_ACTIVE,
    },
  ],
});
