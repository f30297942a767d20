import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * A fact only a browser knows (a permission, an API's presence, a computed style), read once per render. On the
 * server, and in the first render of a page taken over from it, it is `onServer`, so both draw the same markup;
 * the browser's value follows at once. `read` must return the same value until the fact changes.
 */
export function useBrowserFact<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(subscribeNothing, read, () => onServer);
}
