import { useSyncExternalStore } from 'react';
import { IconButton } from './icon-button';
import { ArrowUpIcon } from './icons';

const SHOW_AFTER_PX = 300;

function subscribeScroll(listener: () => void) {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

const scrolledDown = () => window.scrollY > SHOW_AFTER_PX;

/** Floating bottom-right button that scrolls smoothly back to the top once the page has been scrolled down. */
export function ScrollToTopButton({ label = 'เลื่อนกลับขึ้นด้านบน' }: { label?: string }) {
  const visible = useSyncExternalStore(subscribeScroll, scrolledDown, () => false);
  if (!visible) return null;
  const scrollUp = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <IconButton
      label={label}
      onClick={scrollUp}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary-dark sm:right-6 sm:bottom-6"
    >
      <ArrowUpIcon />
    </IconButton>
  );
}
