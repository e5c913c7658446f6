import DOMPurify from 'dompurify';

/**
 * The one sanitizer for article HTML: every place that shows an article body (preview, editor
 * input) passes it through here. Article bodies are hostile input; scripts, event handlers,
 * styles, frames, forms and non-web URLs are removed.
 */

/** http(s), mailto and relative URLs only (DOMPurify's default without tel:, ftp: and friends). */
const SAFE_URL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** The only data: URLs kept: raster images in img src. */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'meta',
  'link',
  'base',
  'svg',
  'math',
  'template',
];
const FORBID_ATTR = ['style', 'srcdoc', 'formaction', 'action', 'background', 'ping'];

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    const value = data.attrValue.trim();
    if (
      /^data:/i.test(value) &&
      !(node.nodeName === 'IMG' && data.attrName === 'src' && SAFE_DATA_IMAGE.test(value))
    ) {
      data.keepAttr = false;
    }
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Links leave the console in a new tab without handing it the opener.
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

export function sanitizeArticle(html: unknown): string {
  configure();
  return DOMPurify.sanitize(typeof html === 'string' ? html : '', {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ADD_ATTR: ['target'],
  });
}
