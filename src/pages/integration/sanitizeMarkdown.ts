import { inertDocument, sanitizeNodes } from '../../sanitize/policy';

/** The parts of a hast tree (the HTML syntax tree react-markdown renders) this file reads. */
interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastChild[];
}
type HastChild = HastText | HastElement | { type: string; value?: string; children?: HastChild[] };
interface HastRoot {
  type: 'root';
  children: HastChild[];
}

/** hast property name → HTML attribute name (className → class, dataType → data-type...). */
function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (property === 'httpEquiv') return 'http-equiv';
  if (property === 'acceptCharset') return 'accept-charset';
  if (/^(?:data|aria)[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return property.toLowerCase();
}

function attributeValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return '';
  return Array.isArray(value) ? value.join(' ') : String(value);
}

/**
 * Builds the tree as DOM nodes of an inert document of the sanitizer's scriptless frame (nothing
 * loads or runs there, and a hostile handler attribute breaches no content policy).
 */
function toDom(nodes: HastChild[], document: Document, parent: Node): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      parent.appendChild(document.createTextNode((node as HastText).value));
    } else if (node.type === 'element') {
      const element = node as HastElement;
      let dom: Element;
      try {
        dom = document.createElement(element.tagName);
      } catch {
        continue; // not a valid tag name: dropped
      }
      for (const [property, raw] of Object.entries(element.properties ?? {})) {
        const value = attributeValue(raw);
        if (value === undefined) continue;
        try {
          dom.setAttribute(attributeName(property), value);
        } catch {
          // not a valid attribute name: dropped
        }
      }
      toDom(element.children ?? [], document, dom);
      parent.appendChild(dom);
    } else if (node.type === 'raw' && typeof node.value === 'string') {
      // Raw HTML left unparsed is parsed here, so the policy sees it as elements too.
      const holder = document.createElement('div');
      holder.innerHTML = node.value;
      while (holder.firstChild) parent.appendChild(holder.firstChild);
    }
    // Comments, doctypes and anything else are dropped.
  }
}

/** Sanitized DOM nodes back to hast; attribute names serve as property names (react-markdown maps them). */
function fromDom(nodes: NodeListOf<ChildNode>): HastChild[] {
  const children: HastChild[] = [];
  nodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      children.push({ type: 'text', value: node.textContent ?? '' });
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      const properties: Record<string, string> = {};
      for (const attribute of Array.from(element.attributes)) properties[attribute.name] = attribute.value;
      children.push({
        type: 'element',
        tagName: element.localName,
        properties,
        children: fromDom(element.childNodes),
      });
    }
  });
  return children;
}

/**
 * A rehype plugin run last, after raw HTML has been parsed: the whole rendered tree (raw HTML and
 * the elements markdown generates, such as images and links) goes through the console's one
 * policy for server HTML. In-page "#heading" links are kept: ChangelogMarkdown scrolls to them.
 */
export function sanitizeMarkdownTree() {
  return (tree: HastRoot) => {
    const inert = inertDocument();
    const holder = inert.createElement('div');
    toDom(tree.children, inert, holder);
    const clean = sanitizeNodes(holder, { fragmentLinks: true }).firstChild;
    tree.children = clean ? fromDom(clean.childNodes) : [];
  };
}
