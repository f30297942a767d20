import { secureAttribute } from './cookie-attributes';

/**
 * Spec 7's anti-forgery header, as a double-submit token: a random value kept in a first-party cookie that only
 * pages of this origin can read, and sent back as a header. The server does not demand it today (a Bearer token in
 * a header already cannot be sent by another site), but it can compare the two without storing anything.
 */
export const ANTI_FORGERY_COOKIE = 'XSRF-TOKEN';
export const ANTI_FORGERY_HEADER = 'X-XSRF-TOKEN';

const TOKEN = /^[0-9a-f]{32}$/;

function readToken(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === ANTI_FORGERY_COOKIE && value && TOKEN.test(value)) return value;
  }
  return undefined;
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The visit's token, made on first use; none while the server renders a page (no browser, no cookie to match). */
export function antiForgeryToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const kept = readToken(document.cookie);
  if (kept) return kept;
  const token = newToken();
  // A session cookie, strictly necessary for security, so the cookie banner's choice does not govern it.
  document.cookie = `${ANTI_FORGERY_COOKIE}=${token}; path=/; SameSite=Strict${secureAttribute()}`;
  return token;
}

/** The header itself, or nothing where there is no browser. */
export function antiForgeryHeaders(): Record<string, string> {
  const token = antiForgeryToken();
  return token ? { [ANTI_FORGERY_HEADER]: token } : {};
}
