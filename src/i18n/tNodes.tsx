import { Fragment, type ReactNode } from 'react';
import { t } from './i18n';

const MARK = '\u0000';

/**
 * A translated text with elements in its placeholders: `tNodes('Welcome, {{name}}', { name:
 * <span translate="no">{name}</span> })`. The sentence stays one key, so each language orders it
 * its own way; the pieces of data keep their markup.
 */
export function tNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const marked = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(text, marked)
    .split(MARK)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 && part in nodes ? nodes[part] : part}</Fragment>
    ));
}
