/**
 * The Web Storage API in memory, for unit tests in Node (which has no localStorage): the console
 * keeps its session, language and preferences there, and the code under test reads it as a browser
 * would. Cleared before each test by tests/setup/api.ts.
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(String(key));
  }

  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }
}

/** Gives Node a localStorage and a sessionStorage when it has none (jsdom brings its own). */
export function installMemoryStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (!(name in globalThis)) {
      Object.defineProperty(globalThis, name, {
        value: new MemoryStorage(),
        configurable: true,
        writable: true,
      });
    }
  }
}
