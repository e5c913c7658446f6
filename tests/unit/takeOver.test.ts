// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayTypedValues, takeOverPrerendered } from '../../src/pages/auth/takeOver';

function card() {
  const container = document.createElement('main');
  container.innerHTML =
    '<form><input id="email"><input id="password" type="password"><button>Log in</button></form>';
  document.body.append(container);
  const [email, password] = container.querySelectorAll('input');
  return { container, form: container.querySelector('form') as HTMLFormElement, email, password };
}

describe('replayTypedValues', () => {
  afterEach(() => document.body.replaceChildren());

  it('sends an input event for each filled input, keeping its text', () => {
    const { container, email, password } = card();
    email.value = 'admin@demo.test';
    const seen: string[] = [];
    container.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));
    replayTypedValues(container);
    expect(seen).toEqual(['admin@demo.test']);
    expect(email.value).toBe('admin@demo.test');
    expect(password.value).toBe('');
  });
});

describe('takeOverPrerendered', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-first-paint');
  });

  it('ends the first paint and sends a form the user sent before the JavaScript came', () => {
    const { container, form } = card();
    const submitted = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    document.documentElement.setAttribute('data-first-paint', 'login');
    const win = Object.assign(window, { earlySubmit: form });
    takeOverPrerendered(container, win);
    expect(document.documentElement.getAttribute('data-first-paint')).toBe('hydrated');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(win.earlySubmit).toBeNull();
  });

  it('does nothing for a card the browser drew itself', () => {
    const { container, form } = card();
    const submitted = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    document.documentElement.setAttribute('data-first-paint', 'app');
    takeOverPrerendered(container, Object.assign(window, { earlySubmit: form }));
    expect(document.documentElement.getAttribute('data-first-paint')).toBe('app');
    expect(submitted).not.toHaveBeenCalled();
  });
});
