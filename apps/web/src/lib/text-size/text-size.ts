import { useSyncExternalStore } from 'react';

/**
 * The reading size a visitor picked with "ก- ก ก+", kept per device in local storage and shown as
 * `<html data-text-size="1…3">`, which index.css turns into a larger root font size (every rem scales with it).
 * public/text-size.js applies the stored step before the first paint; this module applies later changes. Both must
 * agree on the key and the steps (text-size.test.ts runs that script against them).
 */
export const TEXT_SIZE_KEY = 'textSize';

/** 0 is the normal size (16 px, spec 9); 1, 2 and 3 are 18, 20 and 22 px. */
export const LARGEST_TEXT_SIZE = 3;

export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';

/** A stored value as a step; anything unreadable is the normal size. */
export function parseTextSize(value: string | null | undefined): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 0 && step <= LARGEST_TEXT_SIZE ? step : 0;
}

/** The step on the page now: what the early script or the last change put on the root element. */
export function currentTextSize(): number {
  return parseTextSize(document.documentElement.getAttribute(TEXT_SIZE_ATTRIBUTE));
}

function show(step: number): void {
  if (step === 0) document.documentElement.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else document.documentElement.setAttribute(TEXT_SIZE_ATTRIBUTE, String(step));
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Shows `step` and keeps it for this device; storage switched off still changes the page until it is left. */
export function setTextSize(step: number): void {
  const next = Math.min(LARGEST_TEXT_SIZE, Math.max(0, Math.round(step)));
  show(next);
  try {
    if (next === 0) window.localStorage.removeItem(TEXT_SIZE_KEY);
    else window.localStorage.setItem(TEXT_SIZE_KEY, String(next));
  } catch {
    // private modes and policies can refuse storage: the size then lasts for this page only
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // a size picked in another tab of this device applies here too
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TEXT_SIZE_KEY && event.key !== null) return;
    show(parseTextSize(event.newValue));
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current step; the server, and the first render of a page taken over from it, draw the normal size. */
export function useTextSize(): number {
  return useSyncExternalStore(subscribe, currentTextSize, () => 0);
}
