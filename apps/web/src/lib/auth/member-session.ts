/** Local storage keys of spec 3; `usermemgroup` belongs to the member-group session. */
export const STORAGE_KEYS = { member: 'user', memberGroup: 'usermemgroup' } as const;

/**
 * The stored record (spec 3): the login response as it came, or a record the server made (impersonation, spec 6).
 * A session exists when it holds a token, and the token is all the app reads from it: who the member is comes from
 * the server (member_status), never from fields a record may lack.
 */
export interface StoredMemberSession {
  token: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null = null;
let cachedSession: StoredMemberSession | null = null;

function parse(raw: string | null): StoredMemberSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const token = (value as { token?: unknown } | null)?.token;
    return typeof token === 'string' && token !== '' ? (value as StoredMemberSession) : null;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.member);
  } catch {
    // Storage can be switched off (private modes, policies): then there is simply no session.
    return null;
  }
}

/** The stored member session, or null when `user` holds no token. The same object until storage changes. */
export function readMemberSession(): StoredMemberSession | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

export function memberToken(): string | undefined {
  return readMemberSession()?.token;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores the record whole, whatever else it carries besides the token. */
export function saveMemberSession(session: StoredMemberSession): void {
  window.localStorage.setItem(STORAGE_KEYS.member, JSON.stringify(session));
  notify();
}

export function clearMemberSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.member);
  } finally {
    notify();
  }
}

/** Calls `listener` when this tab saves or clears the session, and when another tab does. */
export function subscribeMemberSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.member || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
