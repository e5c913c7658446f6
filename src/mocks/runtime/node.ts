import { setupServer } from 'msw/node';
import { handlers } from '../handlers';

/** The embedded API for Vitest. */
export const server = setupServer(...handlers);
