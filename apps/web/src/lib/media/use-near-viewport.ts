import { type RefObject, useEffect, useState } from 'react';
import { useBrowserFact } from '@/lib/use-browser-fact';

/** How far outside the screen an element counts as near: about one phone screen ahead of the scroll. */
const NEAR_MARGIN = '600px';

const noObserver = () => typeof IntersectionObserver === 'undefined';

/**
 * Becomes true once the element is on or near the screen, and stays true. Where the browser has no
 * IntersectionObserver, everything counts as near. The server knows no screen: there (and in the render that takes
 * its page over) nothing but `skip` is near, so the browser's first render matches the server's markup.
 */
export function useNearViewport(ref: RefObject<Element | null>, skip: boolean): boolean {
  const [seen, setNear] = useState(skip);
  const cannotObserve = useBrowserFact(noObserver, false);
  const near = seen || cannotObserve;
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
