import type { HomeResponse } from '@coop/contract';
import { PREVIEW_LENGTH } from '@coop/thai-format';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { infoHomeQuery } from '../api/get-info-home';
import { CONTENT_TEXT } from '../messages';
import { ContentCard } from './content-card';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** /home: the highlighted items, then the latest of each category with a link to its whole list. */
export function HomeView() {
  const home = useQuery(infoHomeQuery());
  return (
    <div className="space-y-10">
      <section aria-labelledby="home-members" className="flex flex-col items-start gap-3 rounded-2xl bg-primary-light p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="home-members" className="text-xl font-bold text-primary-dark">
            {CONTENT_TEXT.membersHeading}
          </h2>
          <p className="text-base text-stone-800">{CONTENT_TEXT.membersText}</p>
        </div>
        <Link to={MEMBER_LOGON_PATH} className={`${primaryButtonClass} w-full sm:w-auto`}>
          {CONTENT_TEXT.memberLogin}
        </Link>
      </section>
      <QueryView query={home} loadingLabel={CONTENT_TEXT.loadingHome} failedTitle={CONTENT_TEXT.failedHome}>
        {(data) => (
          <div className="space-y-10">
            {data.highlights.length === 0 && data.categories.every((c) => c.items.length === 0) && (
              <EmptyState title={CONTENT_TEXT.noContent} />
            )}
            {data.highlights.length > 0 && (
              <section aria-labelledby="home-highlights">
                <h2 id="home-highlights" className="mb-4 text-2xl font-bold text-primary">
                  {CONTENT_TEXT.highlights}
                </h2>
                <div className={grid}>
                  {data.highlights.map((item, index) => (
                    <ContentCard key={item.id} item={item} previewLength={PREVIEW_LENGTH.news} priority={index === 0} checkAtOnce />
                  ))}
                </div>
              </section>
            )}
            <LatestByCategory categories={data.categories} />
          </div>
        )}
      </QueryView>
    </div>
  );
}

/** The latest of each category under the highlights; each section is laid out only when scrolled near. */
function LatestByCategory({ categories }: { categories: HomeResponse['categories'] }) {
  return categories
    .filter((c) => c.items.length > 0)
    .map((category) => (
      // below the fold on a phone: laid out and painted only when scrolled near
      <section
        key={category.id}
        aria-labelledby={`home-cat-${category.id}`}
        className="[contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
      >
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`home-cat-${category.id}`} className="text-2xl font-bold text-primary">
            {category.name}
          </h2>
          <Link to={`/list/${category.id}`} className="inline-flex min-h-11 items-center text-base font-semibold text-primary underline underline-offset-4">
            {CONTENT_TEXT.seeAll}
            <span className="sr-only"> {category.name}</span>
          </Link>
        </div>
        <div className={grid}>
          {category.items.map((item) => (
            <ContentCard key={item.id} item={item} />
          ))}
        </div>
      </section>
    ));
}
