import { describe, expect, it } from 'vitest';
import { cardStyles } from '../../src/prerender/cardStyles';

const CARD =
  '<div class="card"><input class="field" disabled><button class="btn btn-solid">Log in</button></div>';
const tag = (css: string, attributes = 'data-css-hash="x"') => `<style ${attributes}>${css}</style>`;
const SCOPE = ':where(#root:has(.auth-screen)) ';
/** The rules of the styles made, each selector's scope taken off (its own test checks it). */
const rules = (styles: string) =>
  styles.replace(/^<style id="login-card-styles">|<\/style>$/g, '').replaceAll(SCOPE, '');

describe('cardStyles: the first-paint styles of the prerendered card', () => {
  it('keeps the rules that name an element of the card and drops the others', () => {
    const styles = tag('.btn{color:red}.btn-danger{color:orange}.card .field{border:1px}.col-5{width:20%}');
    expect(rules(cardStyles(styles, CARD))).toBe('.btn{color:red}.card .field{border:1px}');
  });

  it('keeps the states the card can reach before its JavaScript: hover, focus, typed, autofill', () => {
    const css = [
      '.btn:hover{color:blue}',
      '.btn:not(:disabled):focus-visible{outline:2px}',
      '.field::placeholder{color:grey}',
      '.field:placeholder-shown{opacity:1}',
      '.field:-webkit-autofill{background:yellow}',
      '.btn::after{content:""}',
      '.btn-danger:hover{color:pink}',
    ].join('');
    expect(rules(cardStyles(tag(css), CARD))).toBe(css.replace('.btn-danger:hover{color:pink}', ''));
  });

  it('scopes every rule kept to a page whose root holds an auth screen, keyframes aside', () => {
    const css =
      '.btn,.card .field{margin:0}@media (max-width:575px){.btn{width:100%}}@keyframes spin{to{opacity:1}}';
    expect(cardStyles(tag(css), CARD)).toBe(
      `<style id="login-card-styles">${SCOPE}.btn,${SCOPE}.card .field{margin:0}` +
        `@media (max-width:575px){${SCOPE}.btn{width:100%}}@keyframes spin{to{opacity:1}}</style>`,
    );
  });

  it('matches structural pseudo-classes as written', () => {
    const css = '.field:disabled{opacity:.5}.btn:disabled{opacity:.5}';
    expect(rules(cardStyles(tag(css), CARD))).toBe('.field:disabled{opacity:.5}');
  });

  it('cuts a selector list to its names in the card', () => {
    expect(rules(cardStyles(tag('.btn,.btn-danger,.other{margin:0}'), CARD))).toBe('.btn{margin:0}');
  });

  it('prunes inside media queries, drops those left empty, and keeps keyframes', () => {
    const css =
      '@media (max-width:575px){.btn{width:100%}.col-xs-5{width:20%}}@media print{.col-5{display:none}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}';
    expect(rules(cardStyles(tag(css), CARD))).toBe(
      '@media (max-width:575px){.btn{width:100%}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('keeps a rule whose selector cannot be read rather than lose it', () => {
    expect(rules(cardStyles(tag('.btn:unknown-state(1){color:red}'), CARD))).toBe(
      '.btn:unknown-state(1){color:red}',
    );
  });

  it("joins every style tag into one, leaving antd's cache map out (antd writes its own styles later)", () => {
    const styles =
      tag('.btn{color:red}') +
      tag('.card{padding:0}') +
      tag('.data-ant-cssinjs-cache-path{content:"a|b:c"}', 'data-ant-cssinjs-cache-path="x"');
    const out = cardStyles(styles, CARD);
    expect(out.match(/<style/g)).toHaveLength(1);
    expect(out).toContain('id="login-card-styles"');
    expect(out).not.toContain('cache-path');
    expect(rules(out)).toBe('.btn{color:red}\n.card{padding:0}');
  });
});
