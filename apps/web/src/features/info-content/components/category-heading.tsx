import type { ContentCategory } from '@coop/contract';
import { contentBackground } from '@/lib/media/content-background';

/** A topic list's heading on a band with its background picture (spec 3) at the end. */
export function CategoryHeading({ category }: { category: ContentCategory }) {
  const picture = contentBackground(category);
  return (
    <div
      className={`mb-6 flex min-h-28 items-center rounded-2xl bg-primary-light bg-right bg-no-repeat px-5 py-4 [background-size:auto_100%] sm:px-8 ${
        picture ? 'pr-36 sm:pr-56' : ''
      }`}
      style={picture ? { backgroundImage: `url(${picture})` } : undefined}
    >
      <h1 className="text-2xl font-bold text-balance text-stone-900 sm:text-3xl">{category.name}</h1>
    </div>
  );
}
