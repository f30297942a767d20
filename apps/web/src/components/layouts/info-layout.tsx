import type { ReactNode } from 'react';
import { ScrollToTopButton } from '@/components/ui/scroll-to-top-button';

/**
 * The public area's shell. Its header, menu, marquee, footer and grayscale filter (spec 2.2) arrive with the
 * public-site issue; until then it frames the content and keeps the scroll-to-top button of spec 2.1.
 */
export function InfoLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <ScrollToTopButton />
    </div>
  );
}
