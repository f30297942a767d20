import type { SitePageResponse } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { UI_TEXT } from './ui-text';

/** A page staff wrote (the terms, the clerks' guide): its paragraphs as written, then its version and last update. */
export function SitePageText({ page }: { page: SitePageResponse }) {
  return (
    <>
      <div className="space-y-4 text-lg leading-relaxed text-stone-800">
        {page.body.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-6 text-base text-stone-600">{UI_TEXT.sitePageStamp(page.version, formatThaiDate(page.updated_at))}</p>
    </>
  );
}
