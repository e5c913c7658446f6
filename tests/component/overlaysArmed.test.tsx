import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderMenuButton } from '../../src/pages/shell/HeaderMenuButton';
import { OverlaysArmed, useArmOverlays } from '../../src/pages/shell/overlaysArmed';

/** A header area with one menu button, as HeaderBar arms it; `data-armed` tells whether it is armed. */
function Header() {
  const area = useRef<HTMLDivElement>(null);
  const armed = useArmOverlays(area);
  return (
    <div ref={area} data-armed={armed}>
      <OverlaysArmed.Provider value={armed}>
        <HeaderMenuButton
          title="Language: English"
          icon={null}
          menu={{ items: [{ key: 'zh-CN', label: '简体中文' }] }}
        />
      </OverlaysArmed.Provider>
    </div>
  );
}

const armed = (container: HTMLElement) => container.querySelector('[data-armed]')?.getAttribute('data-armed');
const button = () => screen.getByRole('button', { name: 'Language: English' });

let idle: (() => void) | undefined;
beforeEach(() => {
  idle = undefined;
  // The page's first idle moment comes only when the test says so.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    idle = run;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe("the header's menus and tooltips (overlaysArmed)", () => {
  it('start as the plain button and are armed when the page is first idle', () => {
    const { container } = render(<Header />);
    expect(armed(container)).toBe('false');
    expect(button().getAttribute('aria-label')).toBe('Language: English');
    act(() => idle?.());
    expect(armed(container)).toBe('true');
    expect(button().getAttribute('aria-label')).toBe('Language: English');
  });

  it('are armed at once when a pointer comes over the header, and the menu then opens on a click', async () => {
    const { container } = render(<Header />);
    fireEvent.pointerOver(button());
    expect(armed(container)).toBe('true');
    await userEvent.setup().click(button());
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '简体中文' })).toBeTruthy());
  });

  it('are armed at once on a key, before it moves the focus', () => {
    const { container } = render(<Header />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(armed(container)).toBe('true');
  });

  it('keep the focus on the same button when a focus inside the header arms them', () => {
    const { container } = render(<Header />);
    act(() => button().focus());
    expect(armed(container)).toBe('true');
    expect(document.activeElement).toBe(button());
  });
});
