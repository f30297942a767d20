import { useSyncExternalStore } from 'react';

/** Spec 3, 4, 9: the cookie choice, 'Y' or 'N', kept two years at path /. */
export const COOKIE_NAME = 'acceptCookie';
export const COOKIE_MAX_AGE_SECONDS = 63_072_000;
export type CookieChoice = 'Y' | 'N';

export function readCookieChoice(cookieHeader: string = document.cookie): CookieChoice | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE_NAME && (value === 'Y' || value === 'N')) return value;
  }
  return undefined;
}

const listeners = new Set<() => void>();

export function saveCookieChoice(choice: CookieChoice): void {
  document.cookie = `${COOKIE_NAME}=${choice}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let answeredThisVisit = false;

/** The snapshot is a string so that answering 'N' again (the stored value unchanged) still re-renders. */
const bannerSnapshot = () => `${readCookieChoice() ?? ''}|${answeredThisVisit ? 1 : 0}`;

/**
 * Spec 2.1: the banner shows while no choice is stored or the stored choice is 'N' — a refusal is asked again on
 * the next visit, but the banner hides for the rest of this one once the visitor has answered.
 */
export function useCookieBannerVisible(): boolean {
  const [choice, answered] = useSyncExternalStore(subscribe, bannerSnapshot, () => 'Y|0').split('|');
  return choice === '' || (choice === 'N' && answered === '0');
}

export function answerCookieBanner(choice: CookieChoice): void {
  answeredThisVisit = true;
  saveCookieChoice(choice);
}
