import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepare, renderApp, signIn, tidy, WAIT } from '../renderApp';

beforeEach(prepare);
afterEach(tidy);

describe('the Report API screen', () => {
  it('links to the contract, the OpenAPI document the build serves beside the console (openapi.json)', async () => {
    await signIn();
    renderApp('/report/reportapi');

    const link = await screen.findByRole('link', { name: 'OpenAPI document (openapi.json)' }, WAIT);
    expect(link.getAttribute('href')).toBe('openapi.json');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.parentElement?.textContent).toBe(
      'For tools (Swagger UI, client generators): OpenAPI document (openapi.json), the OpenAPI 3.1 document of every call of this console, the report calls among them (tagged with their report).',
    );
  });
});
