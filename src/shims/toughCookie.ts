// Stands in for `tough-cookie` in the browser build (vite.config.ts `resolve.alias`).
// MSW keeps the cookies mocked responses set in a tough-cookie jar, which brings tldts' public
// suffix list with it: about 70 kB gzip, more than the rest of the embedded API's library. The
// embedded API never sets a cookie (tokens travel in bodies and headers), so this jar only has to
// be correct for the simple case: a cookie by name per host, removed by Max-Age=0 or a past
// Expires. Domain and Path attributes are not applied.

interface CookieFields {
  key: string;
  value: string;
  domain: string;
  path: string;
}

export class Cookie implements CookieFields {
  key: string;
  value: string;
  domain: string;
  path: string;

  constructor({ key, value, domain, path }: CookieFields) {
    this.key = key;
    this.value = value;
    this.domain = domain;
    this.path = path;
  }

  toString(): string {
    return `${this.key}=${this.value}`;
  }

  toJSON(): CookieFields {
    return { key: this.key, value: this.value, domain: this.domain, path: this.path };
  }

  static fromJSON(raw: unknown): Cookie | null {
    if (!raw || typeof raw !== 'object') return null;
    const { key, value, domain, path } = raw as Partial<CookieFields>;
    if (typeof key !== 'string' || typeof value !== 'string' || typeof domain !== 'string') return null;
    return new Cookie({ key, value, domain, path: typeof path === 'string' ? path : '/' });
  }
}

type CookieIndex = Record<string, Record<string, Record<string, Cookie>>>;

/** MSW reads and restores `idx` (domain → path → name) to persist cookies in localStorage. */
export class MemoryCookieStore {
  idx: CookieIndex = {};
}

/** `name=value; Max-Age=0` → the cookie, or null when the header removes it. */
function parseSetCookie(header: string, domain: string): { cookie: Cookie; expired: boolean } | null {
  const [pair, ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return null;
  const cookie = new Cookie({
    key: pair.slice(0, equals).trim(),
    value: pair.slice(equals + 1).trim(),
    domain,
    path: '/',
  });
  const expired = attributes.some((attribute) => {
    const [name, value = ''] = attribute.split('=').map((part) => part.trim());
    if (/^max-age$/i.test(name)) return Number(value) <= 0;
    if (/^expires$/i.test(name)) return Date.parse(value) <= Date.now();
    return false;
  });
  return { cookie, expired };
}

export class CookieJar {
  private readonly store: MemoryCookieStore;

  constructor(store: MemoryCookieStore = new MemoryCookieStore()) {
    this.store = store;
  }

  getCookiesSync(url: string): Cookie[] {
    const byPath = this.store.idx[new URL(url).hostname] ?? {};
    return Object.values(byPath).flatMap((byName) => Object.values(byName));
  }

  async setCookie(header: string, url: string): Promise<void> {
    const domain = new URL(url).hostname;
    const parsed = parseSetCookie(header, domain);
    if (!parsed) return;
    const byName = ((this.store.idx[domain] ??= {})['/'] ??= {});
    if (parsed.expired) delete byName[parsed.cookie.key];
    else byName[parsed.cookie.key] = parsed.cookie;
  }
}
