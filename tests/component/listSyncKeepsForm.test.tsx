import { act } from '@testing-library/react';
import type { GoConfig } from '@refinedev/core';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { routerProvider } from '../../src/providers/router/routerProvider';
import { renderInHarness } from './harness';

/**
 * Refine's list sync navigates with the `go` of its last render. A form opened or closed since
 * then must stay so: the form's parameter comes from the address as it is at the call.
 */
function withStaleGo(path: string) {
  let staleGo: ((config: GoConfig) => unknown) | undefined;
  function Holder() {
    staleGo = routerProvider.go!();
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Holder /> }], { initialEntries: [path] });
  renderInHarness(<RouterProvider router={router} />);
  const captured = staleGo!;
  const sync = () =>
    act(() => {
      captured({ type: 'replace', options: { keepQuery: true }, query: { pageSize: 20, currentPage: 1 } });
    });
  return { router, sync };
}

describe('the list sync and the form address', () => {
  it('keeps a form opened after its last render', async () => {
    const { router, sync } = withStaleGo('/list');
    await act(() => router.navigate('/list?create'));
    await sync();
    expect(new URLSearchParams(router.state.location.search).has('create')).toBe(true);
    expect(router.state.location.search).toContain('pageSize=20');
  });

  it('does not bring back a form closed after its last render', async () => {
    const { router, sync } = withStaleGo('/list?edit=7');
    await act(() => router.navigate('/list'));
    await sync();
    expect(router.state.location.search).not.toContain('edit');
    expect(router.state.location.search).toContain('currentPage=1');
  });

  it('keeps an edit address with its id', async () => {
    const { router, sync } = withStaleGo('/list');
    await act(() => router.navigate('/list?edit=a%2Fb'));
    await sync();
    expect(new URLSearchParams(router.state.location.search).get('edit')).toBe('a/b');
  });
});
