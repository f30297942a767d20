import type { SiteConfig } from '@coop/contract';
import { buddhistYear, toThaiDateTime } from '@coop/thai-format';
import type { ReactNode } from 'react';
import { useSiteConfig } from '@/lib/site-config/use-site-config';
import { INFO_TEXT } from './info-text';

const telHref = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`;
/** Every footer link is a 44 px target, the size a thumb hits (WCAG 2.5.5). */
const footerLink = 'inline-flex min-h-11 items-center underline underline-offset-4';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <span className="font-semibold">{label}</span> {children}
    </p>
  );
}

function FooterContent({ site }: { site: SiteConfig }) {
  const t = INFO_TEXT.footer;
  // the year on a Thai clock, the same on the server that renders the page and in the browser that takes it over
  const year = buddhistYear(toThaiDateTime(new Date())?.year ?? new Date().getFullYear());
  return (
    <footer className="light-palette bg-stone-900 text-stone-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="mb-2 text-lg font-bold text-white">
            {t.hoursHeading}
          </h2>
          <p>{t.hours}</p>
          <p>{t.holidays}</p>
        </section>
        <section aria-labelledby="footer-contact" className="lg:col-span-2">
          <h2 id="footer-contact" className="mb-2 text-lg font-bold text-white">
            {t.contactHeading}
          </h2>
          <address className="space-y-1 not-italic">
            <p className="font-semibold">{site.head_office_name}</p>
            {site.address && <p>{site.address}</p>}
            {site.phones.length > 0 && (
              <Line label={t.phone}>
                {site.phones.map((phone, i) => (
                  <span key={phone}>
                    {i > 0 && ', '}
                    <a href={telHref(phone)} className={footerLink}>
                      {phone}
                    </a>
                  </span>
                ))}
              </Line>
            )}
            {site.fax_extensions.length > 0 && <Line label={t.fax}>{site.fax_extensions.join(', ')}</Line>}
            {site.military_lines.length > 0 && <Line label={t.military}>{site.military_lines.join(' - ')}</Line>}
            {site.email && (
              <Line label={t.email}>
                <a href={`mailto:${site.email}`} className={`${footerLink} break-all`}>
                  {site.email}
                </a>
              </Line>
            )}
          </address>
          {(site.facebook_url || site.line_url) && (
            <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {site.facebook_url && (
                <a href={site.facebook_url} rel="noopener noreferrer" target="_blank" className={`${footerLink} font-semibold`}>
                  {t.facebook}
                </a>
              )}
              {site.line_url && (
                <a href={site.line_url} rel="noopener noreferrer" target="_blank" className={`${footerLink} font-semibold`}>
                  {t.line}
                </a>
              )}
            </p>
          )}
        </section>
      </div>
      <p className="border-t border-white/15 px-4 py-4 text-center text-sm text-stone-300">
        © {year} {site.coop_name_th} · {site.vendor_credit}
      </p>
    </footer>
  );
}

/**
 * Spec 1: hours, contacts and credits from the site configuration; hidden while it loads or when it failed (spec 8).
 * A contact the cooperative has not configured yet (empty) is left out rather than shown blank.
 */
export function InfoFooter() {
  const site = useSiteConfig().data;
  return site ? <FooterContent site={site} /> : null;
}
