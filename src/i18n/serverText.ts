import { t } from './i18n';

/**
 * Server messages built from values, each with the catalogue text it is written from: the values
 * stay as sent, a field's name is translated (`Ad Format: 'bogus' is not one of the choices`).
 */
const BUILT_MESSAGES: {
  pattern: RegExp;
  text: string;
  values: (match: RegExpExecArray) => Record<string, string>;
}[] = [
  {
    pattern: /^(.+): '(.*)' is not one of the choices$/s,
    text: "{{field}}: '{{value}}' is not one of the choices",
    values: (match) => ({ field: t(match[1]), value: match[2] }),
  },
  // A length rule's own message (model/rules.ts): the field's label translated, the count as sent.
  {
    pattern: /^(.+) cannot be longer than (\d+) characters$/s,
    text: '{{label}} cannot be longer than {{count}} characters',
    values: (match) => ({ label: t(match[1]), count: match[2] }),
  },
  {
    pattern: /^(.+) must be at least (\d+) characters$/s,
    text: '{{label}} must be at least {{count}} characters',
    values: (match) => ({ label: t(match[1]), count: match[2] }),
  },
  {
    pattern: /^The ad unit (.+) appears twice in the file$/s,
    text: 'The ad unit {{name}} appears twice in the file',
    values: (match) => ({ name: match[1] }),
  },
  {
    pattern: /^The ad unit (.+) already exists$/s,
    text: 'The ad unit {{name}} already exists',
    values: (match) => ({ name: match[1] }),
  },
  // Authorization and npm run api (src/mocks/authorization/management.ts, server/).
  {
    pattern: /^The user group (.+) grants more than you hold: only an administrator can manage it$/s,
    text: 'The user group {{name}} grants more than you hold: only an administrator can manage it',
    values: (match) => ({ name: match[1] }),
  },
  {
    pattern: /^The request body is too large \(at most (\d+ MB)\)$/s,
    text: 'The request body is too large (at most {{size}})',
    values: (match) => ({ size: match[1] }),
  },
  {
    pattern: /^No such call: (.+)$/s,
    text: 'No such call: {{path}}',
    values: (match) => ({ path: match[1] }),
  },
];

/**
 * A server's message in the language shown: a catalogue text as translated, a message built from
 * values by its pattern, anything else as it came.
 */
export function serverText(text: string): string {
  const known = t(text);
  if (known !== text) return known;
  for (const message of BUILT_MESSAGES) {
    const match = message.pattern.exec(text);
    if (match) return t(message.text, message.values(match));
  }
  return text;
}
