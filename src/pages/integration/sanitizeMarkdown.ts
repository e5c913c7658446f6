import DOMPurify from 'dompurify';

interface HastNode {
  type: string;
  value?: string;
  children?: HastNode[];
}

/**
 * A rehype plugin run before the HTML in the markdown is parsed: every raw HTML fragment goes
 * through DOMPurify (scripts, event handlers and javascript: URLs removed).
 */
export function sanitizeRawHtml() {
  const walk = (node: HastNode) => {
    if (node.type === 'raw' && typeof node.value === 'string') node.value = DOMPurify.sanitize(node.value);
    node.children?.forEach(walk);
  };
  return (tree: HastNode) => walk(tree);
}

/** Links and images in the markdown keep only URLs DOMPurify accepts for that element. */
export function safeUrl(url: string, key: string, node: { tagName?: string }): string {
  return DOMPurify.isValidAttribute(node.tagName ?? 'a', key, url) ? url : '';
}
