import type { LinkableContent } from '@coop/contract';
import { PREVIEW_LENGTH, formatThaiDate, previewText } from '@coop/thai-format';
import { CheckedPicture } from '@/components/ui/checked-picture';
import { contentBackground } from '@/lib/media/content-background';

/**
 * The item a notification opens, as the site shows it: its picture (or its type's default), its category on the
 * category's background, the title, the date and the start of the text.
 */
export function LinkedContentPreview({ item }: { item: LinkableContent }) {
  const background = contentBackground(item);
  return (
    <article className="overflow-hidden rounded-xl border border-stone-300 bg-white shadow-sm">
      <CheckedPicture src={item.cover_image} fallback={item.default_image} alt="" width={640} height={360} className="aspect-video w-full" />
      <p
        className={`flex min-h-12 items-center bg-primary-light bg-right bg-no-repeat px-4 py-2 font-semibold text-stone-900 [background-size:auto_100%] ${background ? 'pr-24' : ''}`}
        style={background ? { backgroundImage: `url(${background})` } : undefined}
      >
        {item.category_name}
      </p>
      <div className="space-y-1 p-4">
        <p className="text-lg leading-snug font-bold break-words">{item.title}</p>
        <p className="text-sm text-stone-600">
          <time dateTime={item.published_at}>{formatThaiDate(item.published_at, 'long')}</time>
        </p>
        <p className="text-base break-words text-stone-700">{previewText(item.summary, PREVIEW_LENGTH.news)}</p>
      </div>
    </article>
  );
}
