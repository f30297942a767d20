/**
 * Local storage keys of spec 3: `user` holds the member session, `usermemgroup` the member-group session; the staff
 * console's (issue 13, not in the spec) lives under `staffuser`.
 */
export const STORAGE_KEYS = { member: 'user', memberGroup: 'usermemgroup', staff: 'staffuser' } as const;

/** A stored session record (spec 3): the login response as it came; it is a session when it holds a token. */
export interface StoredSession {
  token: string;
}

export interface SessionStore<T extends StoredSession> {
  /** The stored session, or null when the key holds no token. The same object until storage changes. */
  read(): T | null;
  token(): string | undefined;
  /** Stores the record whole, whatever else it carries besides the token. */
  save(session: T): void;
  clear(): void;
  /** Calls `listener` when this tab saves or clears the session, and when another tab does. */
  subscribe(listener: () => void): () => void;
}

/** One area's session in local storage under `key`, watched across tabs. */
export function createSessionStore<T extends StoredSession>(key: string): SessionStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cachedSession: T | null = null;

  const parse = (raw: string | null): T | null => {
    if (!raw) return null;
    try {
      const value: unknown = JSON.parse(raw);
      const token = (value as { token?: unknown } | null)?.token;
      return typeof token === 'string' && token !== '' ? (value as T) : null;
    } catch {
      return null;
    }
  };
  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      // Storage can be switched off (private modes, policies): then there is simply no session.
      return null;
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const store: SessionStore<T> = {
    read() {
      const raw = readRaw();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedSession = parse(raw);
      }
      return cachedSession;
    },
    token: () => store.read()?.token,
    save(session) {
      window.localStorage.setItem(key, JSON.stringify(session));
      notify();
    },
    clear() {
      try {
        window.localStorage.removeItem(key);
      } finally {
        notify();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
  return store;
}
