import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { WAIT } from './renderApp';

/** The texts of the toasts shown. */
export const toastTexts = () =>
  Array.from(document.querySelectorAll('.ant-message-notice')).map((notice) => notice.textContent ?? '');

/** Waits for the first toast, then a short, named while for any second one, and lists them all. */
export async function toastsAfterFailure(): Promise<string[]> {
  const SECOND_TOAST_WAIT_MS = 500;
  await waitFor(() => expect(toastTexts().length).toBeGreaterThan(0), WAIT);
  await new Promise((resolve) => setTimeout(resolve, SECOND_TOAST_WAIT_MS));
  return toastTexts();
}
