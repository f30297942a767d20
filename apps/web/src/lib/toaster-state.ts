import type { toast } from 'sonner';

export type Toast = typeof toast;

/**
 * Whether the toaster is wanted on screen, and its `toast` once it is: sonner is about 10 KB of gzipped script that
 * no first paint needs, so it loads after the app has started, or with the first notice if that comes sooner.
 */
let wanted = false;
const listeners = new Set<() => void>();
let shown: (api: Toast) => void = () => {};
const shownToast = new Promise<Toast>((resolve) => {
  shown = resolve;
});

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toasterWanted = (): boolean => wanted;

/** Asks for the toaster; resolves with its `toast` once the toaster is on screen to show what it is given. */
export function whenToasterShown(): Promise<Toast> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return shownToast;
}

/** Called by the toaster once it listens for notices. */
export function toasterShown(api: Toast): void {
  shown(api);
}
