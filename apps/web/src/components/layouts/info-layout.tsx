import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoopBrand } from '@/components/ui/coop-brand';
import { TextSizeControl } from '@/components/ui/text-size-control';
import { useSiteConfig } from '@/lib/site-config/use-site-config';
import { InfoFooter } from './info/info-footer';
import { InfoMenu } from './info/info-menu';
import { INFO_TEXT } from './info/info-text';
import { MarqueeBand } from './info/marquee-band';
import { NotifyBell } from './info/notify-bell';

/**
 * The grayscale switch of spec 2.2, on the root element: a filter on any other element would become the
 * containing block of the fixed banner and button, pinning them to the page instead of the screen. A style
 * element rather than an effect, so a page rendered on the server is grey from its first paint.
 */
const GRAYSCALE_STYLE = 'html{filter:grayscale(1)}';

/** The public area's shell (spec 2.2): header with logo, names and menu, marquee, content, footer. */
export function InfoLayout({ children }: { children: ReactNode }) {
  const site = useSiteConfig().data;
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main-content" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-3">
        {INFO_TEXT.skipToContent}
      </a>
      {site && <meta name="description" content={`${site.coop_name_th} ${site.coop_name_en}`} />}
      {site?.grayscale && <style>{GRAYSCALE_STYLE}</style>}
      <header className="no-print bg-white shadow-sm">
        {/* on a phone the buttons wrap under the names rather than squeeze them */}
        <div className="mx-auto flex min-h-18 max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 text-primary">
          <Link to="/home" className="min-w-0 flex-[1_1_15rem] rounded-lg">
            <CoopBrand variant="bar" />
          </Link>
          {/* as tall as the bell (48 px) before the browser shows it, so its coming moves nothing below the header */}
          <div className="ml-auto flex min-h-12 shrink-0 items-center gap-2">
            <TextSizeControl />
            <NotifyBell />
          </div>
        </div>
        <InfoMenu />
      </header>
      <div className="no-print">
        <MarqueeBand />
      </div>
      {/* at least a screen tall: the footer stays below the fold while the page's data loads, so it never jumps */}
      <main id="main-content" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        {children}
      </main>
      <div className="no-print">
        <InfoFooter />
      </div>
    </div>
  );
}
