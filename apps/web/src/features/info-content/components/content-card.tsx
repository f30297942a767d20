import type { ContentSummary } from '@coop/contract';
import { PREVIEW_LENGTH, formatThaiDate, previewText } from '@coop/thai-format';
import { Link } from 'react-router';
import { CheckedPicture } from '@/components/ui/checked-picture';

/**
 * One item in a grid: picture (or the type's default), title, date and a preview cut per spec 9. The title's link
 * covers the whole card, so a thumb anywhere on it opens the item; the card is one target, read out once.
 */
export function ContentCard({
  item,
  previewLength = PREVIEW_LENGTH.default,
  priority = false,
  checkAtOnce = false,
}: {
  item: ContentSummary;
  previewLength?: number;
  /** The first card of a page: its picture is the largest paint. */
  priority?: boolean;
  /** A card on the first screen of a wide page: its picture is checked as the page is made. */
  checkAtOnce?: boolean;
}) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm focus-within:ring-4 focus-within:ring-primary hover:shadow-md">
      <CheckedPicture
        src={item.cover_image}
        fallback={item.default_image}
        alt=""
        width={640}
        height={360}
        className="aspect-video w-full"
        // one column on a phone, two from 640 px, three from 1024 px (the grids of home-view and content-list-view)
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        checkAtOnce={checkAtOnce}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg leading-snug font-bold">
          <Link to={`/show/${item.id}`} className="text-stone-900 outline-none after:absolute after:inset-0 hover:text-primary hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="text-sm text-stone-600">
          <time dateTime={item.published_at}>{formatThaiDate(item.published_at, 'long')}</time>
        </p>
        <p className="text-base text-stone-700">{previewText(item.summary, previewLength)}</p>
      </div>
    </article>
  );
}
