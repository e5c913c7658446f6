import MDEditor from '@uiw/react-md-editor/nohighlight';
import type { MouseEvent } from 'react';
import { useColorScheme } from '../../theme';
import { sanitizeMarkdownTree } from './sanitizeMarkdown';

type Plugins = Parameters<NonNullable<Parameters<typeof MDEditor.Markdown>[0]['pluginsFilter']>>[1];
type Rewrite = NonNullable<Parameters<typeof MDEditor.Markdown>[0]['rehypeRewrite']>;

/** The sanitizer runs after every other rehype plugin (raw HTML parsing included). */
const sanitizeLast = (type: 'rehype' | 'remark', plugins: Plugins): Plugins =>
  type === 'rehype' ? [...plugins, sanitizeMarkdownTree] : plugins;

/** The heading anchors the preview adds (an icon link to "#heading") are dropped. */
const dropHeadingAnchors: Rewrite = (node, _index, parent) => {
  if (
    node.type === 'element' &&
    node.tagName === 'a' &&
    node.properties?.ariaHidden === 'true' &&
    parent?.type === 'element' &&
    /^h[1-6]$/.test(parent.tagName)
  ) {
    parent.children = parent.children.filter((child) => child !== node);
  }
};

/**
 * An in-page link ("#fixed") scrolls to its heading within this entry. The console's router
 * reads the address after "#" as a route, so such a link must never change the address.
 */
function scrollToFragment(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest?.('a[href^="#"]');
  if (!link) return;
  event.preventDefault();
  let id = link.getAttribute('href')!.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw fragment
  }
  // The sanitizer prefixes every id with "user-content-".
  const target = Array.from(event.currentTarget.querySelectorAll('[id]')).find(
    (element) => element.id === `user-content-${id}`,
  );
  target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

/** A changelog entry rendered from markdown (its own chunk), everything in it sanitized. */
export default function ChangelogMarkdown({ source }: { source: string }) {
  const { scheme } = useColorScheme();
  return (
    <div data-color-mode={scheme} onClick={scrollToFragment}>
      <MDEditor.Markdown
        source={source}
        skipHtml={false}
        disableCopy
        pluginsFilter={sanitizeLast}
        rehypeRewrite={dropHeadingAnchors}
        style={{ background: 'transparent', fontSize: 14 }}
      />
    </div>
  );
}
