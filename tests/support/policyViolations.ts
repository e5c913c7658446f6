import { expect, type Page } from '@playwright/test';

/** One breach of the page's Content-Security-Policy, as the browser reported it. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Collects every content policy violation of the page from now on, over navigations: each
 * `securitypolicyviolation` event (an init script listens on every document before the page's own
 * scripts run) and each console error the browser writes about its policy.
 */
export async function watchPolicyViolations(page: Page): Promise<Violation[]> {
  const found: Violation[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, violation: Violation) => {
    found.push(violation);
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportPolicyViolation: (v: unknown) => void }).reportPolicyViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      found.push({ directive: 'console', blocked: '', sample: message.text() });
  });
  return found;
}

/** The policy the page's meta element declares. */
export async function declaredPolicy(page: Page): Promise<string | null> {
  return page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content', { timeout: 5_000 });
}

/**
 * Script put into the running page the ways an injection would: an inline script element, an
 * inline event handler, a javascript: address; each is refused and reported, and none runs.
 */
export async function expectInjectedScriptBlocked(page: Page, violations: Violation[]): Promise<void> {
  const before = violations.length;
  const ran = await page.evaluate(async () => {
    const flags = window as unknown as Record<string, boolean>;
    const script = document.createElement('script');
    script.textContent = 'window.injectedInline = true';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.injectedHandler = true');
    image.src = 'data:,not-an-image';
    document.body.append(image);
    await new Promise((done) => setTimeout(done, 300));
    image.remove();
    script.remove();
    return { inline: flags.injectedInline === true, handler: flags.injectedHandler === true };
  });
  expect(ran).toEqual({ inline: false, handler: false });
  await expect
    .poll(() => violations.slice(before).map((violation) => violation.directive))
    .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
}
