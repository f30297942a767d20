import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { saveCookieChoice, useCookieBannerVisible } from '@/lib/cookie-consent/cookie-consent';
import { useBrowserFact } from '@/lib/use-browser-fact';
import { INFO_TEXT } from './info/info-text';

/**
 * Spec 2.1, 4: on every page, at the bottom, while no choice is stored or the choice was 'N'; either answer stores
 * it two years. Room as tall as the banner is left at the end of the page, so it never hides the last lines, and its
 * height is kept in `--cookie-banner-room` so the fixed side menus end above it (their logout stays clickable).
 */
export function CookieBanner() {
  const visible = useCookieBannerVisible();
  // on a page the server drew, the answers wait for the app, which stores them
  const started = useBrowserFact(() => true, false);
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--cookie-banner-room', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--cookie-banner-room');
    };
  }, [visible]);
  if (!visible) return null;
  const t = INFO_TEXT.cookie;
  return (
    <>
      <div aria-hidden="true" data-cookie-banner className="h-48 md:h-28" />
      <section
        ref={banner}
        data-cookie-banner
        aria-label={t.label}
        className="no-print fixed inset-x-0 bottom-0 z-40 border-t-4 border-primary bg-white px-4 py-4 shadow-[0_-4px_16px_rgba(0,0,0,0.15)]"
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-center">
          <p className="flex-1 text-base text-stone-900">
            {t.text}{' '}
            <Link to="/cookie/cookies" className="font-semibold text-primary underline underline-offset-4">
              {t.cookiePolicy}
            </Link>{' '}
            {t.and}{' '}
            <Link to="/cookie/policy" className="font-semibold text-primary underline underline-offset-4">
              {t.privacyPolicy}
            </Link>
          </p>
          <div className="grid grid-cols-2 gap-2 md:flex">
            <button type="button" disabled={!started} onClick={() => saveCookieChoice('N')} className={secondaryButtonClass}>
              {t.reject}
            </button>
            <button type="button" disabled={!started} onClick={() => saveCookieChoice('Y')} className={primaryButtonClass}>
              {t.accept}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
