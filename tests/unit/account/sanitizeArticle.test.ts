// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { MARKER_HTML } from '../../../src/common/articleRules';
import { sanitizeArticle } from '../../../src/resources/custom/information/sanitizeArticle';

/** Classic XSS payloads (OWASP filter evasion cheat sheet, PortSwigger's XSS cheat sheet, mXSS). */
export const XSS_PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror="window.__xss = 1">',
  '<IMG SRC=/ onerror="window.__xss=1"></img>',
  '<svg onload="window.__xss = 1"><circle r="4"/></svg>',
  '<svg><script>window.__xss = 1</script></svg>',
  '<body onload="window.__xss = 1">',
  '<a href="javascript:window.__xss = 1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">mixed case</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">entities</a>',
  '<a href="  javascript:window.__xss=1">leading space</a>',
  '<a href="java\tscript:window.__xss=1">tab</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data url</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">style url</div>',
  '<div style="width: expression(window.__xss=1)">style expression</div>',
  '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<button formaction="javascript:window.__xss=1">go</button>',
  '<input autofocus onfocus="window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror=window.__xss=1>',
  '<marquee onstart="window.__xss=1">x</marquee>',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1" OnMouseDown="window.__xss=1">handlers</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<template><img src=x onerror=window.__xss=1></template>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<img src="x" o\nnerror="window.__xss=1">',
];

const ACTIVE_ATTRIBUTE = /^on|^(srcdoc|formaction|action|style)$/i;
const ACTIVE_URL = /^\s*(javascript|vbscript|data:text)/i;

/** Everything that could run in the sanitized markup, parsed as the browser would. */
function activeParts(html: string): string[] {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const found: string[] = [];
  holder.querySelectorAll('*').forEach((element) => {
    const tag = element.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'style',
        'form',
        'meta',
        'link',
        'base',
        'svg',
        'math',
        'template',
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (ACTIVE_ATTRIBUTE.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
      if (
        ['href', 'src', 'xlink:href', 'action'].includes(attribute.name) &&
        ACTIVE_URL.test(attribute.value)
      )
        found.push(`${tag}[${attribute.name}=${attribute.value}]`);
      if (attribute.name === 'src' && /^data:/i.test(attribute.value)) found.push(`${tag}[src=data:]`);
    }
  });
  return found;
}

afterEach(() => {
  delete (window as { __xss?: unknown }).__xss;
});

describe('the article sanitizer against real XSS payloads', () => {
  it.each(XSS_PAYLOADS)('leaves nothing active in %s', (payload) => {
    const clean = sanitizeArticle(`<p>before</p>${payload}<p>after</p>`);
    expect(activeParts(clean)).toEqual([]);
    // Rendering the result runs nothing either.
    const host = document.createElement('div');
    host.innerHTML = clean;
    document.body.appendChild(host);
    host.querySelectorAll('a, p, img, div').forEach((element) => (element as HTMLElement).click?.());
    host.remove();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('stays inert when sanitized twice (no mutation into something active)', () => {
    for (const payload of XSS_PAYLOADS) {
      expect(activeParts(sanitizeArticle(sanitizeArticle(payload)))).toEqual([]);
    }
  });

  it('keeps ordinary article markup, the search-ads marker and images of the image host', () => {
    const article = `<h2>Title</h2><p><strong>Bold</strong> and <em>italic</em> <a href="https://example.com/a">link</a></p><ul><li>one</li></ul>${MARKER_HTML}<p><img src="/news-images/7001" alt="a"></p>`;
    const clean = sanitizeArticle(article);
    expect(clean).toContain('<strong>Bold</strong>');
    expect(clean).toContain('<li>one</li>');
    expect(clean).toContain('data-type="relatedsearches"');
    expect(clean).toContain(`src="${window.location.origin}/news-images/7001"`);
    expect(clean).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">link</a>',
    );
  });

  it('drops images of other hosts and data: images', () => {
    expect(sanitizeArticle('<p>a<img src="https://cdn.example/a.png">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeArticle('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('');
    expect(sanitizeArticle('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
  });

  it('answers an empty string for anything that is not a string', () => {
    expect(sanitizeArticle(undefined)).toBe('');
    expect(sanitizeArticle(42)).toBe('');
  });
});
