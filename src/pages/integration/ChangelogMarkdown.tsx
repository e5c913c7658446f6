import MDEditor from '@uiw/react-md-editor/nohighlight';
import { safeUrl, sanitizeRawHtml } from './sanitizeMarkdown';

/** A changelog entry rendered from markdown (its own chunk), with its HTML sanitized. */
export default function ChangelogMarkdown({ source }: { source: string }) {
  return (
    <div data-color-mode="light">
      <MDEditor.Markdown
        source={source}
        skipHtml={false}
        rehypePlugins={[sanitizeRawHtml]}
        urlTransform={safeUrl}
        style={{ background: 'transparent', fontSize: 14 }}
      />
    </div>
  );
}
