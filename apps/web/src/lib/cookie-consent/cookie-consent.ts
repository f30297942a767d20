import { secureAttribute } from '@/lib/http/cookie-attributes';
import { useSyncExternalStore } from 'react';

/** Spec 3, 4, 9: the cookie choice, 'Y' or 'N', kept two years at path /. */
export const COOKIE_NAME = 'acceptCookie';
export const COOKIE_MAX_AGE_SECONDS = 63_072_000;
export type CookieChoice = 'Y' | 'N';

/** Session storage: set once the visitor has answered in this tab's visit, reloads and other pages included. */
export const ANSWERED_THIS_VISIT_KEY = 'cookieAnsweredThisVisit';

export function readCookieChoice(cookieHeader: string = document.cookie): CookieChoice | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE_NAME && (value === 'Y' || value === 'N')) return value;
  }
  return undefined;
}

/** Kept in this module too, for a browser whose session storage is switched off: then the visit is this page's life. */
let answeredHere = false;

function answeredThisVisit(): boolean {
  try {
    return answeredHere || window.sessionStorage.getItem(ANSWERED_THIS_VISIT_KEY) === '1';
  } catch {
    return answeredHere;
  }
}

const listeners = new Set<() => void>();

/** Stores the choice for two years, and that the visitor answered, for the rest of this visit. */
export function saveCookieChoice(choice: CookieChoice): void {
  document.cookie = `${COOKIE_NAME}=${choice}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax${secureAttribute()}`;
  answeredHere = true;
  try {
    window.sessionStorage.setItem(ANSWERED_THIS_VISIT_KEY, '1');
  } catch {
    // see answeredHere
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The snapshot is a string so that answering 'N' again (the stored value unchanged) still re-renders. */
const bannerSnapshot = () => `${readCookieChoice() ?? ''}|${answeredThisVisit() ? 1 : 0}`;

/**
 * Spec 2.1: the banner shows while no choice is stored or the stored choice is 'N'. A refusal hides it for the rest
 * of the visit (this tab, across pages and reloads); the next visit, with 'N' still stored, asks again. The server,
 * and the first render of a page taken over from it, draw the banner a first visit needs, so it is on screen with the
 * page (it is often the largest text a phone shows); public/cookie-choice.js keeps it out of sight, before the first
 * paint, for a visitor who has answered, until the app runs and removes it (decision 067).
 */
export function useCookieBannerVisible(): boolean {
  const [choice, answered] = useSyncExternalStore(subscribe, bannerSnapshot, () => '|0').split('|');
  return choice === '' || (choice === 'N' && answered === '0');
}
