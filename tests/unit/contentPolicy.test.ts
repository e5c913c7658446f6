import { describe, expect, it } from 'vitest';
import { apiOrigins, contentSecurityPolicy } from '../../src/common/contentPolicy';
import { SERVICE_HOSTS } from '../../src/config';
import { SECURITY_HEADERS } from '../../src/common/securityHeaders';
import { policyMeta } from '../../src/prerender/contentPolicyPlugin';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('the content policy of the HTML files', () => {
  it('mock mode: the page calls and shows images of its own origin only', () => {
    expect(contentSecurityPolicy(apiOrigins(''))).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'",
    );
  });

  it('an API host build may call that host (its origin only) and show its images', () => {
    const policy = contentSecurityPolicy(apiOrigins('https://api.example.test/some/base/'));
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.test']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.test']);
  });

  it('VITE_API_HOST=auto may call both services, as the page host name chooses one', () => {
    const policy = contentSecurityPolicy(apiOrigins('auto'));
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...Object.values(SERVICE_HOSTS)]);
  });

  it('allows no inline script and no eval, and leaves frame-ancestors to the header', () => {
    const policy = contentSecurityPolicy(apiOrigins('auto'));
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-eval|frame-ancestors/);
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe("frame-ancestors 'none'");
  });

  it('the meta element escapes the policy for its attribute', () => {
    expect(policyMeta(`a "b" & c`)).toBe(
      '<meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c" />',
    );
  });
});
