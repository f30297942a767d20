import type { ReactNode } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { ErrorState } from '@/components/ui/error-state';
import { PhoneIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { TitledSection } from '@/components/ui/titled-section';
import { useSiteConfig } from '@/lib/site-config/use-site-config';
import { REGISTRATION_TEXT } from '../messages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-stone-600 sm:text-base">{label}</dt>
      <dd className="mt-0.5 text-base break-words sm:mt-0">{children}</dd>
    </div>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
const link = 'font-medium text-primary underline underline-offset-4';

/**
 * Under the registration form: who to call when the facts do not match, from the site configuration. The first
 * configured number is one large call button (a member who cannot register is most likely on a phone); the rest of
 * the ways to reach the cooperative follow it.
 */
export function ContactCooperative() {
  const site = useSiteConfig();
  const [callNumber, ...otherPhones] = site.data?.phones ?? [];
  return (
    <TitledSection title={REGISTRATION_TEXT.helpTitle} className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
      <p className="text-base text-stone-700">{REGISTRATION_TEXT.contactUs}</p>
      <p className="mt-3 text-base font-medium text-stone-800">{REGISTRATION_TEXT.officeHours}</p>

      <div className="mt-5">
        {site.isPending ? (
          <LoadingState label={REGISTRATION_TEXT.loading} />
        ) : site.isError ? (
          <ErrorState
            title={REGISTRATION_TEXT.contactFailed}
            message={site.error.message}
            retryLabel={REGISTRATION_TEXT.retry}
            onRetry={() => void site.refetch()}
          />
        ) : (
          <div>
            {callNumber && (
              <a href={telHref(callNumber)} className={`${primaryButtonClass} min-h-16 w-full flex-col gap-0 text-lg`}>
                <span className="inline-flex items-center gap-2 text-xl">
                  <PhoneIcon className="size-6" />
                  {REGISTRATION_TEXT.contactTitle}
                </span>
                <span className="font-normal tabular-nums">{REGISTRATION_TEXT.callNumber(callNumber)}</span>
              </a>
            )}
            <h3 className="mt-5 text-lg font-bold text-stone-900">{site.data.head_office_name}</h3>
            <dl className="mt-2 divide-y divide-stone-200">
              {site.data.address && <Row label={REGISTRATION_TEXT.address}>{site.data.address}</Row>}
              {otherPhones.length > 0 && (
                <Row label={REGISTRATION_TEXT.otherPhones}>
                  <ul className="flex flex-wrap gap-x-4 gap-y-1">
                    {otherPhones.map((phone) => (
                      <li key={phone}>
                        <a href={telHref(phone)} className={link}>
                          {phone}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Row>
              )}
              {site.data.fax_extensions.length > 0 && (
                <Row label={REGISTRATION_TEXT.fax}>{site.data.fax_extensions.join(', ')}</Row>
              )}
              {site.data.military_lines.length > 0 && (
                <Row label={REGISTRATION_TEXT.militaryLine}>{site.data.military_lines.join(', ')}</Row>
              )}
              {site.data.email && (
                <Row label={REGISTRATION_TEXT.email}>
                  <a href={`mailto:${site.data.email}`} className={link}>
                    {site.data.email}
                  </a>
                </Row>
              )}
              {site.data.facebook_url && (
                <Row label={REGISTRATION_TEXT.facebook}>
                  <a href={site.data.facebook_url} className={link} rel="noopener noreferrer" target="_blank">
                    {site.data.facebook_url.replace(/^https?:\/\//, '')}
                  </a>
                </Row>
              )}
              {site.data.line_url && (
                <Row label={REGISTRATION_TEXT.line}>
                  <a href={site.data.line_url} className={link} rel="noopener noreferrer" target="_blank">
                    {site.data.line_url.replace(/^https?:\/\//, '')}
                  </a>
                </Row>
              )}
            </dl>
          </div>
        )}
      </div>
    </TitledSection>
  );
}
