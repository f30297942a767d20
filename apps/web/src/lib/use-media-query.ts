import { useCallback, useSyncExternalStore } from 'react';

/** The desktop breakpoint of spec 2.4, where the side menu stands and tables have room. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

const mediaOf = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/**
 * Whether a CSS media query matches now, following it as the window changes (a phone turned sideways). For what CSS
 * alone cannot do: drawing a different structure, not just a different style. False on the server and where the
 * browser cannot say.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaOf(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaOf(query)?.matches ?? false, () => false);
}
