/** Failed logins counted per email and per client address within this window... */
export const THROTTLE_WINDOW_MS = 60_000;
/** ...and refused once this many have failed. */
export const THROTTLE_FAILURES = 10;

/** The 429 answer's message, in both of the console's languages. */
export const TOO_MANY_LOGINS =
  'Too many failed logins. Please try again in a minute. 登录失败次数过多，请一分钟后再试。';

/**
 * The 429 answer of `POST /findpwd` past THROTTLE_FAILURES requests within THROTTLE_WINDOW_MS for
 * one email or from one client address (every request counts: each would send a mail).
 */
export const TOO_MANY_RESETS =
  'Too many password reset requests. Please try again in a minute. 找回密码请求过多，请一分钟后再试。';

/**
 * Login throttling of the API server: after THROTTLE_FAILURES failed logins within
 * THROTTLE_WINDOW_MS for one email, or from one client address, further logins for it are refused
 * until the oldest failure leaves the window. A successful login forgets its email's failures.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.now() - THROTTLE_WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds until a login for these keys may be tried again; 0 when it may now. */
  waitSeconds(keys: string[]): number {
    const waits = keys.map((key) => {
      const recent = this.recent(key);
      if (recent.length < THROTTLE_FAILURES) return 0;
      const freedAt = recent[recent.length - THROTTLE_FAILURES] + THROTTLE_WINDOW_MS;
      return Math.max(1, Math.ceil((freedAt - this.now()) / 1000));
    });
    return Math.max(0, ...waits);
  }

  failed(keys: string[]): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  succeeded(key: string): void {
    this.failures.delete(key);
  }

  clear(): void {
    this.failures.clear();
  }
}
