import { type RefObject, useEffect, useState } from 'react';

/** How far outside the screen an element counts as near: about one phone screen ahead of the scroll. */
const NEAR_MARGIN = '600px';

/**
 * Becomes true once the element is on or near the screen, and stays true. Where the browser has no
 * IntersectionObserver, everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, skip: boolean): boolean {
  const [near, setNear] = useState(skip || typeof IntersectionObserver === 'undefined');
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
