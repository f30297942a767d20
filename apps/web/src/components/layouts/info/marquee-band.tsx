import { useInfoMenu } from '@/lib/info-menu/use-info-menu';
import { useSiteConfig } from '@/lib/site-config/use-site-config';
import { INFO_TEXT } from './info-text';

/** Characters per second the note travels; the duration grows with the text so long notes stay readable. */
const CHARS_PER_SECOND = 8;

/** Spec 2.2: the first marquee Note of the menu data, or the cooperative's welcome text when there is none. */
export function MarqueeBand() {
  const note = useInfoMenu().data?.marquee[0]?.Note?.trim();
  const welcome = useSiteConfig().data?.welcome_text;
  const text = note || welcome;
  if (!text) return <div className="min-h-11 bg-secondary-light" aria-hidden="true" />;
  const seconds = Math.max(12, Math.round(text.length / CHARS_PER_SECOND) + 8);
  return (
    <section aria-label={INFO_TEXT.marquee} className="min-h-11 overflow-hidden bg-secondary-light">
      <div className="mx-auto max-w-[1280px] overflow-hidden py-2">
        <p
          data-testid="marquee-text"
          className="marquee-track text-base font-medium text-stone-900"
          style={{ ['--marquee-duration' as string]: `${seconds}s` }}
        >
          {text}
        </p>
      </div>
    </section>
  );
}
