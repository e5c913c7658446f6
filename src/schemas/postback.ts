import { defineResource } from '../model/defineResource';
import { check, required } from '../model/rules';
import type { Option, Values } from '../model/types';
import { POSTBACK_EVENT_OPTIONS, POSTBACK_PLACEHOLDERS } from './enums';
import { createdTime, crudCalls, offByDefault, pairsField, statusField } from './fields';

export const EVENT_TYPE_MISSING = 'Postback link must have {event_type}';
export const FORM_INCOMPLETE = 'Please complete the form.';
export const BASE_URL_INVALID = 'Please input a valid url';
export const BASE_URL_NOT_WEB = 'Base url must start with http:// or https://';
export const OPTION_DUPLICATE = 'Each parameter can be used only once';
export const OPTION_NAME_INVALID =
  'Actual name must start with a letter or underscore and contain only letters, digits, underscores and hyphens';
export const OPTION_INCOMPLETE = 'Please complete every return option';

/** Postback status: 1 active, 2 paused. */
export const POSTBACK_ACTIVE = 1;
export const POSTBACK_PAUSED = 2;
export const POSTBACK_STATUS_OPTIONS: Option[] = [
  { value: POSTBACK_ACTIVE, label: 'Active', color: 'green' },
  { value: POSTBACK_PAUSED, label: 'Paused', color: 'default' },
];

export const OPTION_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]*$/;

const optionsOf = (value: unknown): Values[] => (Array.isArray(value) ? (value as Values[]) : []);

/** The final postback URL: the base url with each return option as `name=parameter`. */
export function postbackUrl(baseUrl: unknown, options: unknown): string {
  const base = String(baseUrl ?? '').trim();
  const pairs = optionsOf(options)
    .filter((option) => option.parameter && option.name)
    .map((option) => `${String(option.name)}=${String(option.parameter)}`);
  if (!pairs.length) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

export const postbackRules = {
  baseUrl: [
    required('Please input base url'),
    check((value) => String(value).includes('.'), BASE_URL_INVALID),
    // Events are sent to this address: only web addresses, never javascript:, data: or file:.
    check((value) => /^https?:\/\/[^\s/]/i.test(String(value).trim()), BASE_URL_NOT_WEB),
    check(
      (value, values) => postbackUrl(value, values.return_options).includes('{event_type}'),
      EVENT_TYPE_MISSING,
    ),
  ],
  eventType: [required('Please select event type')],
  options: [
    check((value) => optionsOf(value).every((option) => option.parameter && option.name), OPTION_INCOMPLETE),
    check((value) => {
      const parameters = optionsOf(value).map((option) => option.parameter);
      return new Set(parameters).size === parameters.length;
    }, OPTION_DUPLICATE),
    check(
      (value) => optionsOf(value).every((option) => OPTION_NAME_PATTERN.test(String(option.name))),
      OPTION_NAME_INVALID,
    ),
  ],
};

/** The status change call: to `status`, or (bulk Enable and Disable) to the status the values hold. */
const statusCall = (status?: number) => ({
  method: 'PUT' as const,
  path: '/ssp_publisher/postback/status',
  body: (postback: Values) => ({ postback_id: postback.postback_id, status: status ?? postback.status }),
});

/** A record of this resource: what the list shows and the form edits. */
export type PostbackRow = {
  postback_id: number;
  postback_url: string;
  base_url: string;
  event_type: string[];
  return_options: Values[];
  status: number;
  created_time: string;
};

declare module '../model/rows' {
  interface ResourceRows {
    postback: PostbackRow;
  }
}

export default defineResource<PostbackRow>()({
  name: 'postback',
  label: 'Postback Setting',
  route: '/searchAds/site/postback',
  accessPath: '/searchAds/site',
  idKey: 'postback_id',
  api: {
    ...crudCalls('/ssp_publisher/postback', 'postback_id'),
  },
  labels: { record: 'Link' },
  messages: {
    created: 'add postback success',
    updated: 'update postback success',
    incomplete: FORM_INCOMPLETE,
  },
  filterOrder: ['status', 'postback_url'],
  fields: [
    { key: 'postback_id', label: 'ID', column: { sortable: true } },
    {
      key: 'postback_url',
      label: 'URL',
      column: { display: 'copy' },
      filter: { param: 'keyword', placeholder: 'URL' },
    },
    {
      key: 'base_url',
      label: 'Base URL',
      form: {
        rules: postbackRules.baseUrl,
        placeholder: 'https://tracker.example/postback?event={event_type}',
      },
    },
    {
      key: 'event_type',
      label: 'Event Type',
      kind: 'multiSelect',
      options: POSTBACK_EVENT_OPTIONS,
      column: true,
      form: { rules: postbackRules.eventType },
    },
    pairsField(
      'return_options',
      'Return Options',
      {
        keys: ['parameter', 'name'],
        labels: ['Parameter', 'Actual Name'],
        firstOptions: POSTBACK_PLACEHOLDERS.map((value) => ({ value, label: value })),
        addLabel: 'Add Option',
      },
      { rules: postbackRules.options, initial: [] },
    ),
    statusField(POSTBACK_STATUS_OPTIONS),
    offByDefault(createdTime()),
  ],
  statusToggle: { key: 'status', on: POSTBACK_ACTIVE, off: POSTBACK_PAUSED, call: statusCall() },
  rowActions: [
    { kind: 'edit', label: 'Edit' },
    {
      kind: 'call',
      label: 'Pause',
      visibleWhen: (postback) => Number(postback.status) === POSTBACK_ACTIVE,
      confirm: 'Pause this postback? Events will no longer be sent to it.',
      call: statusCall(POSTBACK_PAUSED),
      sets: { status: POSTBACK_PAUSED },
      done: 'postback paused',
    },
    {
      kind: 'call',
      label: 'Activate',
      visibleWhen: (postback) => Number(postback.status) === POSTBACK_PAUSED,
      call: statusCall(POSTBACK_ACTIVE),
      sets: { status: POSTBACK_ACTIVE },
      done: 'postback activated',
    },
  ],
});
