import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../src/pages/errors/RouteErrorPage';
import { ScreenErrorBoundary } from '../../src/pages/errors/ScreenErrorBoundary';
import { renderInHarness } from './harness';

/** A screen that crashes while its answer is broken, like one reading `rows.map` of a string. */
function crashingScreen() {
  const answer = { broken: true };
  function Screen() {
    if (answer.broken) throw new TypeError('rows.map is not a function');
    return <p>Channel rows</p>;
  }
  return { Screen, answer };
}

describe('a screen that crashes', () => {
  it('shows what failed without a stack, keeps the frame, and Retry mounts it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Screen, answer } = crashingScreen();
    renderInHarness(
      <div>
        <nav>Side menu</nav>
        <ScreenErrorBoundary title="Channel">
          <Screen />
        </ScreenErrorBoundary>
      </div>,
    );

    screen.getByText('This screen could not be shown');
    screen.getByText('Channel failed: rows.map is not a function');
    screen.getByText('Side menu');
    expect(document.body.textContent).not.toContain('at Screen');

    answer.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    screen.getByText('Channel rows');
    expect(screen.queryByText('This screen could not be shown')).toBeNull();
  });
});

describe("the router's error page", () => {
  it("replaces react-router's default page with the reason and Reload", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Screen: Broken } = crashingScreen();
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    renderInHarness(<RouterProvider router={router} />);
    screen.getByText('The console could not show this page');
    screen.getByText('rows.map is not a function');
    screen.getByRole('button', { name: 'Reload' });
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
